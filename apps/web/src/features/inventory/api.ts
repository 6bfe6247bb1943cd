import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  LOW_STOCK_ALERT_NAMES,
  PAGE_LIMITS,
  WEB_PAGE_SIZE,
  type Category,
  type CreateItemBody,
  type InventoryItemDto,
  type InventorySummaryDto,
  type LowStockItemDto,
  type LowStockSort,
  type StockMovementDto,
  type UpdateItemBody,
} from "@stockroom/shared";
import { apiRequest, apiUpload, getJson, withQuery } from "@/lib/api";
import { invalidateStockData } from "@/lib/invalidation";
import { fetchAllPages, pagedListQuery } from "@/lib/pages";

/** A property's item list; without a property yet (0) it only names a query that stays disabled. */
const propertyItemsPath = (propertyId: number | null, query: Record<string, string | number | null>) =>
  withQuery(`/api/properties/${propertyId ?? 0}/inventory`, query);

/** Every item of a property, for the screens that work on all of them (daily count, request picker). */
export function usePropertyInventory(propertyId: number | null) {
  const path = propertyItemsPath(propertyId, { limit: PAGE_LIMITS.inventory.max });
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => fetchAllPages<InventoryItemDto>(path, signal),
    enabled: propertyId !== null,
  });
}

/** The inventory page's list of one property, optionally of one category, a page at a time. */
export function useInventoryPages(propertyId: number | null, category: Category | null) {
  return useInfiniteQuery({
    ...pagedListQuery<InventoryItemDto>(propertyItemsPath(propertyId, { category, limit: WEB_PAGE_SIZE })),
    enabled: propertyId !== null,
  });
}

/** Per category: items, units and low ones (and where the low ones are), of every property or one. */
export function useInventorySummary(propertyId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ["/api/inventory/summary", { propertyId }],
    queryFn: ({ signal }) => getJson<InventorySummaryDto>(withQuery("/api/inventory/summary", { propertyId }), signal),
    enabled,
  });
}

/** The first low items of a property by name or soonest out: the names the low-stock alert shows. */
export function useLowStockPreview(propertyId: number | null, sort: LowStockSort = "name") {
  const query = { propertyId, limit: LOW_STOCK_ALERT_NAMES };
  const property = withQuery("/api/low-stock", query);
  return useQuery<LowStockItemDto[]>({
    queryKey: [withQuery("/api/low-stock", { ...query, sort: sort === "name" ? null : sort })],
    // Another order of the same property keeps the names shown until the new ones arrive, so the alert and
    // the sort button just pressed stay in place; another property's names are never shown.
    placeholderData: (previous, previousQuery) =>
      String(previousQuery?.queryKey[0]).startsWith(property) ? previous : undefined,
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
