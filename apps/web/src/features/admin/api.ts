import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AdminStatsDto, adminUpdateUserBodySchema, Role } from "@stockroom/shared";
import type { z } from "zod";
import { apiRequest } from "@/lib/api";

export const ADMIN_KEYS = {
  stats: ["/api/admin/stats"],
  users: ["/api/admin/users"],
  properties: ["/api/admin/properties"],
  requests: ["/api/admin/requests"],
} as const;

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

export function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ");
}
