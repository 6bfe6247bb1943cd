import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { inventoryItems, properties } from "../../db/schema";
import { propertyScope } from "../access/repo";
import { type Actor, tenantOf } from "../access/scope";
import { isLow, itemColumnsOf, itemsOfProperty } from "../inventory/repo/columns";

const belowPar = sql`${inventoryItems.currentStock} < ${inventoryItems.parLevel}`;

/**
 * The items of one property the user may see that are at or below their minimum (the Low Stock rule)
 * or below their par level: the ones "Request all low items" may order (decision 131).
 */
export function selectRestockCandidates(db: Executor, { user, propertyId }: { user: Actor; propertyId: number }) {
  const ownerId = tenantOf(user);
  return db
    .select({
      itemId: inventoryItems.id,
      name: inventoryItems.name,
      category: inventoryItems.category,
      unit: inventoryItems.unit,
      currentStock: inventoryItems.currentStock,
      minStock: inventoryItems.minStock,
      parLevel: inventoryItems.parLevel,
      maxCapacity: inventoryItems.maxCapacity,
      // The inventory's own on-order sum (decision 128), in this statement.
      onOrder: itemColumnsOf(ownerId).onOrder,
    })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(and(itemsOfProperty({ ownerId, propertyId }), propertyScope(user), or(isLow, belowPar)))
    .orderBy(asc(inventoryItems.name), asc(inventoryItems.id));
}
