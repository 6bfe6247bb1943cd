import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";

/** GET /api/inventory/lookup: the items the code stands for in the properties the user sees, or in one. */
export function lookupCode(code: string, propertyId: number | null) {
  return api.get("/api/inventory/lookup", { query: { code, propertyId } });
}

/**
 * The items a scan finds: the shown property's first, since a product's EAN may be on an item of every
 * hotel; only when it has none, those of every property the user sees.
 */
export async function findItemsByCode(code: string, propertyId: number | null) {
  const here = await lookupCode(code, propertyId);
  return here.length > 0 || propertyId === null ? here : lookupCode(code, null);
}

/** Gives an item the scanned barcode (PUT /api/inventory/{id}); 409 when another item of its property has it. */
export function useAttachBarcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, barcode }: { id: number; barcode: string }) =>
      api.put("/api/inventory/{id}", { path: { id }, body: { barcode } }),
    onSuccess: () => invalidateAfter(queryClient, "PUT /api/inventory/{id}"),
  });
}
