import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SupplierBody, SupplierDto } from "@stockroom/shared";
import { apiRequest } from "@/lib/api";
import { invalidateStockData } from "@/lib/invalidation";

const SUPPLIERS_PATH = "/api/suppliers";

/**
 * The account's suppliers by name (a manager reads the owner's). `fresh` reads them again on each mount:
 * item edits elsewhere change their item counts, which the list shows.
 */
export function useSuppliers({ enabled = true, fresh = false }: { enabled?: boolean; fresh?: boolean } = {}) {
  return useQuery<SupplierDto[]>({
    queryKey: [SUPPLIERS_PATH],
    enabled,
    refetchOnMount: fresh ? "always" : true,
  });
}

async function supplierFrom(res: Response): Promise<SupplierDto> {
  return (await res.json()) as SupplierDto;
}

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: SupplierBody }) =>
      supplierFrom(
        await (id === undefined
          ? apiRequest("POST", SUPPLIERS_PATH, body)
          : apiRequest("PUT", `${SUPPLIERS_PATH}/${id}`, body)),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SUPPLIERS_PATH] }),
  });
}

/** Deleting a supplier leaves its items without one, so the item lists are read again too. */
export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `${SUPPLIERS_PATH}/${id}`),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [SUPPLIERS_PATH] }), invalidateStockData(queryClient)]),
  });
}
