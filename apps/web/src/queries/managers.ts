import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";
import { apiQuery } from "@/lib/api/queries";

/** The owner's manager accounts: the choices for an assignment and the settings' user list. */
export function useManagers() {
  return useQuery(apiQuery("/api/users"));
}

/** Takes a manager off a property, from the property's staff dialog or the settings' assignments. */
export function useRemoveManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, managerId }: { propertyId: number; managerId: string }) =>
      api.delete("/api/properties/{id}/managers/{managerId}", { path: { id: propertyId, managerId } }),
    onSuccess: () => invalidateAfter(queryClient, "DELETE /api/properties/{id}/managers/{managerId}"),
  });
}
