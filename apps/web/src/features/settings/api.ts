import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateManagerBody } from "@stockroom/shared";
import { api, type Answer } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";

export type CreatedManager = Answer<"post", "/api/users/create-manager">;
export interface ManagerDetails {
  firstName: string;
  lastName: string;
  email: string;
}

export function useCreateManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateManagerBody) => api.post("/api/users/create-manager", { body }),
    onSuccess: () => invalidateAfter(queryClient, "POST /api/users/create-manager"),
  });
}

export function useUpdateManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ManagerDetails }) =>
      api.patch("/api/users/{id}", { path: { id }, body }),
    onSuccess: () => invalidateAfter(queryClient, "PATCH /api/users/{id}"),
  });
}

export function useDeleteManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/users/{id}", { path: { id } }),
    onSuccess: () => invalidateAfter(queryClient, "DELETE /api/users/{id}"),
  });
}

/** 'Reset Password' for a manager: a fresh set-password link by email (a demo account gets the link). */
export function useResendInvite() {
  return useMutation({
    mutationFn: (id: string) => api.post("/api/users/{id}/resend-invite", { path: { id } }),
  });
}
