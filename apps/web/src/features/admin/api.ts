import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  WEB_PAGE_SIZE,
  type AdminJobDto,
  type AdminJobQueueDto,
  type AdminOutboxMessageDto,
  type AdminStatsDto,
  type adminUpdateUserBodySchema,
  type OutboxFilter,
  type OutboxSummaryDto,
  type Role,
} from "@stockroom/shared";
import type { z } from "zod";
import { apiRequest, withQuery } from "@/lib/api";
import { pagedListQuery } from "@/lib/pages";
import { pendingEmails } from "./display";

export const ADMIN_KEYS = {
  stats: ["/api/admin/stats"],
  users: ["/api/admin/users"],
  properties: ["/api/admin/properties"],
  requests: ["/api/admin/requests"],
  outboxSummary: ["/api/admin/outbox/summary"],
  jobs: ["/api/admin/jobs"],
} as const;

const OUTBOX = "/api/admin/outbox";
/** How often the outbox looks again while messages are on their way, so their status changes on screen. */
export const OUTBOX_REFRESH_MS = 5000;

/** The fields of GET /api/admin/users this screen uses (the server sends the whole public user). */
export interface AdminUserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  subscriptionTier: string;
  subscriptionStatus: string;
  createdAt: string;
  propertyCount: number;
}

export interface AdminPropertyRow {
  id: number;
  name: string;
  address: string | null;
  createdAt: string;
  owner: { firstName: string | null; lastName: string | null; email: string };
  managers: { id: string; firstName: string | null; lastName: string | null }[];
  itemCount: number;
}

export interface AdminRequestRow {
  id: number;
  status: string;
  quantity: number;
  createdAt: string;
  item: { name: string; property: { name: string } };
  requester: { firstName: string | null; lastName: string | null; email: string } | null;
}

export type AdminUpdateUserBody = z.input<typeof adminUpdateUserBodySchema>;

export interface DemoUserCreated {
  user: AdminUserRow;
  credentials: { email: string; password: string };
}

export function useAdminStats(enabled: boolean) {
  return useQuery<AdminStatsDto>({ queryKey: ADMIN_KEYS.stats, enabled });
}

export function useAdminUsers(enabled: boolean) {
  return useQuery<AdminUserRow[]>({ queryKey: ADMIN_KEYS.users, enabled });
}

export function useAdminProperties(enabled: boolean) {
  return useQuery<AdminPropertyRow[]>({ queryKey: ADMIN_KEYS.properties, enabled });
}

export function useAdminRequests(enabled: boolean) {
  return useQuery<AdminRequestRow[]>({ queryKey: ADMIN_KEYS.requests, enabled });
}

/** Every admin list can change after a user change: deleting a user deletes their properties and requests. */
function invalidateAdminData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === "string" && queryKey[0].startsWith("/api/admin/"),
  });
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminUpdateUserBody & { userId: string }) =>
      (await (
        await apiRequest("PUT", `/api/admin/users/${encodeURIComponent(body.userId)}/subscription`, body)
      ).json()) as AdminUserRow,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest("DELETE", `/api/admin/users/${encodeURIComponent(userId)}`),
    onSuccess: () => invalidateAdminData(queryClient),
  });
}

export function useCreateDemoUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/admin/demo-user")).json()) as DemoUserCreated,
    onSuccess: () => invalidateAdminData(queryClient),
  });
}

/** The outbox, newest first, a page at a time; every message, or those of one filter. */
export function useAdminOutboxPages(filter: OutboxFilter | null, refetchInterval: number | false) {
  return useInfiniteQuery({
    ...pagedListQuery<AdminOutboxMessageDto>(withQuery(OUTBOX, { status: filter, limit: WEB_PAGE_SIZE })),
    refetchInterval,
  });
}

/** The count per status, looked at again every few seconds while messages are on their way. */
export function useOutboxSummary() {
  return useQuery<OutboxSummaryDto>({
    queryKey: ADMIN_KEYS.outboxSummary,
    refetchInterval: ({ state }) => (state.data && pendingEmails(state.data) > 0 ? OUTBOX_REFRESH_MS : false),
  });
}

/** The outbox's lists and counts, whose keys all start with its path. */
function invalidateOutbox(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === "string" && queryKey[0].startsWith(OUTBOX),
  });
}

/** POST /api/admin/outbox/{id}/retry: a failed or dead message is queued again (202), not yet sent. */
export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await (await apiRequest("POST", `${OUTBOX}/${id}/retry`)).json()) as AdminOutboxMessageDto,
    onSuccess: () => invalidateOutbox(queryClient),
  });
}

export function useJobQueues() {
  return useQuery<AdminJobQueueDto[]>({ queryKey: ADMIN_KEYS.jobs });
}

/** POST /api/admin/jobs/{queue}/{id}/retry: a failed job waits to run again (202). */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ queue, id }: Pick<AdminJobDto, "queue" | "id">) =>
      (await (
        await apiRequest("POST", `/api/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`)
      ).json()) as AdminJobDto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.jobs }),
  });
}

export function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ");
}
