import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CreateManagerBody, ManagedUserDto, ManagerInvitationDto, ResendInviteDto } from "@stockroom/shared";
import { MANAGERS_KEY } from "@/features/properties";
import { apiRequest } from "@/lib/api";
import { invalidatePropertyData } from "@/lib/invalidation";

export type CreatedManager = ManagedUserDto & ManagerInvitationDto;
export interface ManagerDetails {
  firstName: string;
  lastName: string;
  email: string;
}

/** Manager changes show in the user list and in every property's manager list and plan usage. */
function refreshManagers(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: MANAGERS_KEY }), invalidatePropertyData(queryClient)]);
}

export function useCreateManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateManagerBody) =>
      (await (await apiRequest("POST", "/api/users/create-manager", body)).json()) as CreatedManager,
    onSuccess: () => refreshManagers(queryClient),
  });
}

export function useUpdateManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ManagerDetails }) =>
      apiRequest("PATCH", `/api/users/${encodeURIComponent(id)}`, body),
    onSuccess: () => refreshManagers(queryClient),
  });
}

export function useDeleteManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/users/${encodeURIComponent(id)}`),
    onSuccess: () => refreshManagers(queryClient),
  });
}

/** 'Reset Password' for a manager: a fresh set-password link by email (a demo account gets the link). */
export function useResendInvite() {
  return useMutation({
    mutationFn: async (id: string) =>
      (await (
        await apiRequest("POST", `/api/users/${encodeURIComponent(id)}/resend-invite`)
      ).json()) as ResendInviteDto,
  });
}
