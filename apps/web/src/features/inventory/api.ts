import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateItemBody, InventoryItemDto, StockMovementDto, UpdateItemBody } from "@stockroom/shared";
import { apiRequest, apiUpload } from "@/lib/api";
import { invalidateStockData } from "@/lib/invalidation";

export function usePropertyInventory(propertyId: number | null) {
  return useQuery<InventoryItemDto[]>({
    queryKey: [`/api/properties/${propertyId}/inventory`],
    enabled: propertyId !== null,
  });
}

export function useStockMovements(itemId: number | null) {
  return useQuery<StockMovementDto[]>({ queryKey: [`/api/inventory/${itemId}/movements`], enabled: itemId !== null });
}

async function itemFrom(res: Response): Promise<InventoryItemDto> {
  return (await res.json()) as InventoryItemDto;
}

/** POST /api/inventory: a new item, or with copiedFromId a Copy to Property. */
export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateItemBody) => itemFrom(await apiRequest("POST", "/api/inventory", body)),
    onSuccess: () => invalidateStockData(queryClient),
  });
}

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateItemBody }) =>
      itemFrom(await apiRequest("PUT", `/api/inventory/${id}`, body)),
    onSuccess: () => invalidateStockData(queryClient),
  });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/inventory/${id}`),
    onSuccess: () => invalidateStockData(queryClient),
  });
}

/** POST /api/uploads with the one field "file"; resolves with the url to store as photoUrl. */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("file", file);
      const res = await apiUpload("/api/uploads", form);
      return ((await res.json()) as { url: string }).url;
    },
  });
}
