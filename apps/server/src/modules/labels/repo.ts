import { and, asc, count, inArray } from "drizzle-orm";
import type { Category } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { inventoryItems } from "../../db/schema";
import { itemsOfProperty } from "../inventory/repo/columns";

/** Which items of one property (of the account `ownerId`) get labels: all, one category's, or the chosen ids. */
export interface LabelItemsQuery {
  ownerId: string;
  propertyId: number;
  category?: Category;
  itemIds?: readonly number[];
  /** Rows to read at most (the cap and one more, to tell that the cap was passed). */
  limit: number;
}

/** What a label prints of each item, by category (the app's order) then name. */
export function listLabelItems(db: Executor, { ownerId, propertyId, category, itemIds, limit }: LabelItemsQuery) {
  return db
    .select({
      id: inventoryItems.id,
      name: inventoryItems.name,
      barcode: inventoryItems.barcode,
      unit: inventoryItems.unit,
    })
    .from(inventoryItems)
    .where(
      and(
        itemsOfProperty({ ownerId, propertyId, category }),
        itemIds ? inArray(inventoryItems.id, [...itemIds]) : undefined,
      ),
    )
    .orderBy(asc(inventoryItems.category), asc(inventoryItems.name), asc(inventoryItems.id))
    .limit(limit);
}

/** How many of these ids are items of the property (the rest are another property's, or no item's). */
export async function countItemsOfProperty(
  db: Executor,
  { ownerId, propertyId, itemIds }: { ownerId: string; propertyId: number; itemIds: readonly number[] },
) {
  const [row] = await db
    .select({ n: count() })
    .from(inventoryItems)
    .where(and(itemsOfProperty({ ownerId, propertyId }), inArray(inventoryItems.id, [...itemIds])));
  return row.n;
}
