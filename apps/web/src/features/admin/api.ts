import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { WEB_PAGE_SIZE, type AdminJobDto, type adminUpdateUserBodySchema, type OutboxFilter } from "@stockroom/shared";
import type { z } from "zod";
import { api, type Answer } from "@/lib/api/client";
import { useApiMutation } from "@/lib/api/mutation";
import { apiQuery, pagedApiQuery } from "@/lib/api/queries";
import { pendingEmails } from "./display";

/** How often the outbox looks again while messages are on their way, so their status changes on screen. */
export const OUTBOX_REFRESH_MS = 5000;

export type AdminUserRow = Answer<"get", "/api/admin/users">[number];
export type AdminPropertyRow = Answer<"get", "/api/admin/properties">[number];
export type AdminRequestRow = Answer<"get", "/api/admin/requests">[number];
export type DemoUserCreated = Answer<"post", "/api/admin/demo-user">;
export type AdminUpdateUserBody = z.input<typeof adminUpdateUserBodySchema>;

export function useAdminStats(enabled: boolean) {
  return useQuery({ ...apiQuery("/api/admin/stats"), enabled });
}

export function useAdminUsers(enabled: boolean) {
  return useQuery({ ...apiQuery("/api/admin/users"), enabled });
}

export function useAdminProperties(enabled: boolean) {
  return useQuery({ ...apiQuery("/api/admin/properties"), enabled });
}

export function useAdminRequests(enabled: boolean) {
  return useQuery({ ...apiQuery("/api/admin/requests"), enabled });
}

export function useUpdateAdminUser() {
  return useApiMutation(
    "PUT /api/admin/users/{userId}/subscription",
    ({ userId, ...body }: AdminUpdateUserBody & { userId: string }) =>
      api.put("/api/admin/users/{userId}/subscription", { path: { userId }, body }),
  );
}

export function useDeleteAdminUser() {
  return useApiMutation("DELETE /api/admin/users/{id}", (id: string) =>
    api.delete("/api/admin/users/{id}", { path: { id } }),
  );
}

export function useCreateDemoUser() {
  return useApiMutation("POST /api/admin/demo-user", () => api.post("/api/admin/demo-user"));
}

/** The outbox, newest first, a page at a time; every message, or those of one filter. */
export function useAdminOutboxPages(filter: OutboxFilter | null, refetchInterval: number | false) {
  return useInfiniteQuery({
    ...pagedApiQuery("/api/admin/outbox", { query: { status: filter, limit: WEB_PAGE_SIZE } }),
    refetchInterval,
  });
}

/** The count per status, looked at again every few seconds while messages are on their way. */
export function useOutboxSummary() {
  return useQuery({
    ...apiQuery("/api/admin/outbox/summary"),
    refetchInterval: ({ state }) => (state.data && pendingEmails(state.data) > 0 ? OUTBOX_REFRESH_MS : false),
  });
}

/** POST /api/admin/outbox/{id}/retry: a failed or dead message is queued again (202), not yet sent. */
export function useRetryOutboxMessage() {
  return useApiMutation("POST /api/admin/outbox/{id}/retry", (id: number) =>
    api.post("/api/admin/outbox/{id}/retry", { path: { id } }),
  );
}

export function useJobQueues() {
  return useQuery(apiQuery("/api/admin/jobs"));
}

/** POST /api/admin/jobs/{queue}/{id}/retry: a failed job waits to run again (202). */
export function useRetryJob() {
  return useApiMutation("POST /api/admin/jobs/{queue}/{id}/retry", ({ queue, id }: Pick<AdminJobDto, "queue" | "id">) =>
    api.post("/api/admin/jobs/{queue}/{id}/retry", { path: { queue, id } }),
  );
}

export function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ");
}
