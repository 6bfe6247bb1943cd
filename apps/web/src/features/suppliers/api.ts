import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SupplierBody } from "@stockroom/shared";
import { api } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";
import { useApiMutation } from "@/lib/api/mutation";
import { apiQuery } from "@/lib/api/queries";

/**
 * The account's suppliers by name (a manager reads the owner's). `fresh` reads them again on each mount:
 * item edits elsewhere change their item counts, which the list shows.
 */
export function useSuppliers({ enabled = true, fresh = false }: { enabled?: boolean; fresh?: boolean } = {}) {
  return useQuery({ ...apiQuery("/api/suppliers"), enabled, refetchOnMount: fresh ? "always" : true });
}

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: SupplierBody }) =>
      id === undefined ? api.post("/api/suppliers", { body }) : api.put("/api/suppliers/{id}", { path: { id }, body }),
    onSuccess: (_supplier, { id }) =>
      invalidateAfter(queryClient, id === undefined ? "POST /api/suppliers" : "PUT /api/suppliers/{id}"),
  });
}

/** Deleting a supplier leaves its items without one, so the item lists are read again too. */
export function useDeleteSupplier() {
  return useApiMutation("DELETE /api/suppliers/{id}", (id: number) =>
    api.delete("/api/suppliers/{id}", { path: { id } }),
  );
}
