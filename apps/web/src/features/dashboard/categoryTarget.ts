import type { Category, CategorySummaryDto } from "@stockroom/shared";

export interface CategoryTargetInput {
  summary: Pick<CategorySummaryDto, "category" | "firstLowPropertyId" | "propertyIds">;
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
export function categoryTarget({ summary, selectedPropertyId, propertyIds }: CategoryTargetInput): CategoryTarget {
  const { category, firstLowPropertyId } = summary;
  if (firstLowPropertyId !== null) return { category, propertyId: firstLowPropertyId };
  if (selectedPropertyId !== null) return { category, propertyId: selectedPropertyId };
  // "First" in the order of the user's property list, whatever order the summary lists its ids in.
  const firstHolding = propertyIds.find((id) => summary.propertyIds.includes(id));
  return firstHolding === undefined ? { category } : { category, propertyId: firstHolding };
}

/** /inventory with propertyId (when known) and category. */
export function inventoryHref({ category, propertyId }: CategoryTarget): string {
  const query = new URLSearchParams();
  if (propertyId !== undefined) query.set("propertyId", String(propertyId));
  query.set("category", category);
  return `/inventory?${query.toString()}`;
}
