import { CATEGORIES, type Category } from "@stockroom/shared";
import { useQueryParams } from "@/lib/searchParams";

export type InventoryTab = Category | "all";

const isCategory = (value: string | null): value is Category =>
  (CATEGORIES as readonly (string | null)[]).includes(value);

/**
 * The inventory page's state lives in the query string (core §2): propertyId (or the daily check's
 * property), category and action=add, and the search (q) so a searched list survives Back and reload.
 * A property the user cannot see falls back to the first one.
 */
export function useInventoryParams(propertyIds: number[]) {
  const [params, setParams] = useQueryParams();
  const requested = Number(params.get("propertyId") ?? params.get("property"));
  const propertyId = propertyIds.includes(requested) ? requested : (propertyIds[0] ?? null);
  const category = params.get("category");
  const tab: InventoryTab = isCategory(category) ? category : "all";

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    propertyId,
    tab,
    search: params.get("q") ?? "",
    wantsAddForm: params.get("action") === "add",
    setPropertyId: (id: number) => update({ propertyId: String(id), property: null }),
    setTab: (tab: InventoryTab) => update({ category: tab === "all" ? null : tab }),
    clearAction: () => update({ action: null }),
    setSearch: (text: string) => update({ q: text === "" ? null : text }),
  };
}
