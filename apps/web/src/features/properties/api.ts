import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TIMINGS, type PropertyBody } from "@stockroom/shared";
import { api } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";
import { apiKey, apiQuery } from "@/lib/api/queries";

/** The plan usage's key (tests seed it). */
export const USAGE_LIMITS_KEY = apiKey("/api/usage-limits");

export function useUsageLimits({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery("/api/usage-limits"), enabled, staleTime: TIMINGS.usageLimitsCacheMs });
}

/** Creates (no id) or updates a property. */
export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PropertyBody }) =>
      id === undefined
        ? api.post("/api/properties", { body })
        : api.put("/api/properties/{id}", { path: { id }, body }),
    onSuccess: (_, { id }) =>
      invalidateAfter(queryClient, id === undefined ? "POST /api/properties" : "PUT /api/properties/{id}"),
  });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete("/api/properties/{id}", { path: { id } }),
    onSuccess: () => invalidateAfter(queryClient, "DELETE /api/properties/{id}"),
  });
}

export function useAssignManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, managerId }: { propertyId: number; managerId: string }) =>
      api.post("/api/properties/{id}/managers", { path: { id: propertyId }, body: { managerId } }),
    onSuccess: () => invalidateAfter(queryClient, "POST /api/properties/{id}/managers"),
  });
}

/** The owner's properties a downgrade deactivated (issue 36): listed apart, with the way back. */
export function useInactiveProperties({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery("/api/properties/inactive"), enabled });
}
