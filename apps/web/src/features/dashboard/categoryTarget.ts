import { isLowStock, type Category } from "@stockroom/shared";

interface ItemPlace {
  category: Category;
  propertyId: number;
  currentStock: number;
  minStock: number;
}

export interface CategoryTargetInput {
  category: Category;
  /** Items in list order; the first low one of the category wins. */
  items: ItemPlace[];
  selectedPropertyId: number | null;
  /** Property ids in list order, for "the first property that has an item in that category". */
  propertyIds: number[];
}

export interface CategoryTarget {
  category: Category;
  propertyId?: number;
}

/**
 * Where a dashboard category card leads (core §2), in the spec's order: the property of the first
 * low-stock item of the category, then the selected property, then the first property holding an item of
 * the category; with none of these, the category alone.
 */
export function categoryTarget({
  category,
  items,
  selectedPropertyId,
  propertyIds,
}: CategoryTargetInput): CategoryTarget {
  const ofCategory = items.filter((item) => item.category === category);
  const firstLow = ofCategory.find(isLowStock);
  if (firstLow) return { category, propertyId: firstLow.propertyId };
  if (selectedPropertyId !== null) return { category, propertyId: selectedPropertyId };
  const firstHolding = propertyIds.find((id) => ofCategory.some((item) => item.propertyId === id));
  return firstHolding === undefined ? { category } : { category, propertyId: firstHolding };
}

/** /inventory with propertyId (when known) and category. */
export function inventoryHref({ category, propertyId }: CategoryTarget): string {
  const query = new URLSearchParams();
  if (propertyId !== undefined) query.set("propertyId", String(propertyId));
  query.set("category", category);
  return `/inventory?${query.toString()}`;
}
