import { hashKey, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  LOW_STOCK_ALERT_NAMES,
  LOW_STOCK_SORTS,
  PAGE_LIMITS,
  WEB_PAGE_SIZE,
  type Category,
  type CreateItemBody,
  type LowStockSort,
  type UpdateItemBody,
} from "@stockroom/shared";
import { api } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";
import { allPagesApiQuery, apiKey, apiQuery, pagedApiQuery } from "@/lib/api/queries";

/** Every item of a property, for the screens that work on all of them (daily count, request picker). */
export function usePropertyInventory(propertyId: number | null) {
  // Without a property yet (0) the query is only named: it stays disabled.
  const init = { path: { id: propertyId ?? 0 }, query: { limit: PAGE_LIMITS.inventory.max } };
  return useQuery({ ...allPagesApiQuery("/api/properties/{id}/inventory", init), enabled: propertyId !== null });
}

/**
 * The inventory page's list of one property, optionally of one category and a search by name or code, a page
 * at a time. While a new search loads, the last answer stays on screen, so typing does not flash a skeleton.
 */
export function useInventoryPages(propertyId: number | null, category: Category | null, search = "") {
  const text = search.trim();
  return useInfiniteQuery({
    ...pagedApiQuery("/api/properties/{id}/inventory", {
      path: { id: propertyId ?? 0 },
      query: { category, limit: WEB_PAGE_SIZE, search: text === "" ? null : text },
    }),
    // Only another search of the same list stands in: never another property's or category's items.
    placeholderData: (previous, previousQuery) => {
      const shown = previousQuery?.queryKey[1] as { path?: { id?: number }; query?: { category?: string } } | undefined;
      return shown?.path?.id === propertyId && (shown?.query?.category ?? null) === category ? previous : undefined;
    },
    enabled: propertyId !== null,
  });
}

/** The names several items of a property share, from before names were unique (decision 201). */
export function useNameConflicts(propertyId: number | null) {
  return useQuery({
    ...apiQuery("/api/inventory/name-conflicts", { query: { propertyId } }),
    enabled: propertyId !== null,
  });
}

/** Per category: items, units and low ones (and where the low ones are), of every property or one. */
export function useInventorySummary(propertyId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery("/api/inventory/summary", { query: { propertyId } }), enabled });
}

/** The low-stock alert's query; by name is the server's default order, which the URL leaves out. */
const lowStockPreviewInit = (propertyId: number | null, sort: LowStockSort) => ({
  query: { propertyId, limit: LOW_STOCK_ALERT_NAMES, sort: sort === "name" ? null : sort },
});

/** The first low items of a property by name or soonest out: the names the low-stock alert shows. */
export function useLowStockPreview(propertyId: number | null, sort: LowStockSort = "name") {
  const sameProperty = LOW_STOCK_SORTS.map((order) =>
    hashKey(apiKey("/api/low-stock", lowStockPreviewInit(propertyId, order))),
  );
  return useQuery({
    ...apiQuery("/api/low-stock", lowStockPreviewInit(propertyId, sort)),
    // Another order of the same property keeps the names shown until the new ones arrive, so the alert and
    // the sort button just pressed stay in place; another property's names are never shown.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameProperty.includes(hashKey(previousQuery.queryKey)) ? previous : undefined,
    enabled: propertyId !== null,
  });
}

export function useStockMovements(itemId: number | null) {
  return useQuery({
    ...apiQuery("/api/inventory/{id}/movements", { path: { id: itemId ?? 0 } }),
    enabled: itemId !== null,
  });
}

/** POST /api/inventory: a new item, or with copiedFromId a Copy to Property. */
export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateItemBody) => api.post("/api/inventory", { body }),
    onSuccess: () => invalidateAfter(queryClient, "POST /api/inventory"),
  });
}

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateItemBody }) =>
      api.put("/api/inventory/{id}", { path: { id }, body }),
    onSuccess: () => invalidateAfter(queryClient, "PUT /api/inventory/{id}"),
  });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete("/api/inventory/{id}", { path: { id } }),
    onSuccess: () => invalidateAfter(queryClient, "DELETE /api/inventory/{id}"),
  });
}

/** POST /api/uploads with the one field "file"; resolves with the url to store as photoUrl. */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return (await api.upload("/api/uploads", form)).url;
    },
  });
}
