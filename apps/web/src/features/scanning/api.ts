import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InventoryItemDto } from "@stockroom/shared";
import { apiRequest, getJson, withQuery } from "@/lib/api";
import { invalidateStockData } from "@/lib/invalidation";

/** GET /api/inventory/lookup: the items the code stands for in the properties the user sees, or in one. */
export function lookupCode(code: string, propertyId: number | null): Promise<InventoryItemDto[]> {
  return getJson<InventoryItemDto[]>(withQuery("/api/inventory/lookup", { code, propertyId }));
}

/**
 * The items a scan finds: the shown property's first, since a product's EAN may be on an item of every
 * hotel; only when it has none, those of every property the user sees.
 */
export async function findItemsByCode(code: string, propertyId: number | null): Promise<InventoryItemDto[]> {
  const here = await lookupCode(code, propertyId);
  return here.length > 0 || propertyId === null ? here : lookupCode(code, null);
}

/** Gives an item the scanned barcode (PUT /api/inventory/{id}); 409 when another item of its property has it. */
export function useAttachBarcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, barcode }: { id: number; barcode: string }) =>
      (await (await apiRequest("PUT", `/api/inventory/${id}`, { barcode })).json()) as InventoryItemDto,
    onSuccess: () => invalidateStockData(queryClient),
  });
}
