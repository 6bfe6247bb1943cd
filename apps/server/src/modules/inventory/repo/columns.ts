import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { type Category, itemCode, suggestedOrder } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import { inventoryItems, properties, requestItems, requests } from "../../../db/schema";
import type { TenantKey } from "../../access/repo";

/** Low stock (the rule of shared isLowStock): the condition every low count and list of the repositories uses. */
export const isLow = sql`${inventoryItems.currentStock} <= ${inventoryItems.minStock}`;

/** Items of one property of the account `ownerId`: all of them, or one category's. */
export interface PropertyItems {
  ownerId: TenantKey;
  propertyId: number;
  category?: Category;
}

/** The condition on inventory_items of PropertyItems. */
export const itemsOfProperty = ({ ownerId, propertyId, category }: PropertyItems) =>
  and(
    eq(inventoryItems.ownerId, ownerId),
    eq(inventoryItems.propertyId, propertyId),
    category ? eq(inventoryItems.category, category) : undefined,
  )!;

/**
 * A request line that is on order (decision 128): approved, not yet received or marked missing, in a
 * request still approved. A partial receipt leaves its other approved lines on order. Literal states,
 * so the planner matches request_items_open_item_idx in prepared statements too.
 */
export const openLine = sql`${requestItems.state} = 'approved' and ${requests.status} = 'approved'`;
const openLines = sql`${requestItems} inner join ${requests} on ${requests.id} = ${requestItems.requestId}`;

/** Open lines of the account only: both of their tables carry the tenant key (decision 155). */
export const inAccountLines = (ownerId: TenantKey) =>
  and(eq(requestItems.ownerId, ownerId), eq(requests.ownerId, ownerId))!;

/** What is on order of the outer query's item, summed in the same statement (no second round trip). */
const onOrderOfItem = (ownerId: TenantKey) =>
  sql<number>`(select coalesce(sum(${requestItems.approvedQuantity}), 0) from ${openLines} where ${inAccountLines(ownerId)} and ${requestItems.itemId} = ${inventoryItems.id} and ${openLine})`;

/** An item's columns, with what is on order of it among the open lines of the account `ownerId`. */
export const itemColumnsOf = (ownerId: TenantKey) => ({
  id: inventoryItems.id,
  name: inventoryItems.name,
  category: inventoryItems.category,
  description: inventoryItems.description,
  currentStock: inventoryItems.currentStock,
  minStock: inventoryItems.minStock,
  maxCapacity: inventoryItems.maxCapacity,
  parLevel: inventoryItems.parLevel,
  // bigint: open lines may add up past the integer range.
  onOrder: sql<number>`${onOrderOfItem(ownerId)}::bigint`.mapWith(Number),
  unitCostCents: inventoryItems.unitCostCents,
  unit: inventoryItems.unit,
  photoUrl: inventoryItems.photoUrl,
  barcode: inventoryItems.barcode,
  supplierId: inventoryItems.supplierId,
  nameConflict: inventoryItems.nameConflict,
  propertyId: inventoryItems.propertyId,
  createdAt: inventoryItems.createdAt,
  updatedAt: inventoryItems.updatedAt,
});

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** Which items to read: those of the account `ownerId` (items and their property) matching a condition on both. */
interface ItemCondition {
  ownerId: TenantKey;
  where: SQL;
}

export function selectItems(db: Executor, { ownerId, where }: ItemCondition) {
  return db
    .select({ ...itemColumnsOf(ownerId), propertyName: properties.name })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(and(eq(inventoryItems.ownerId, ownerId), eq(properties.ownerId, ownerId), where))
    .orderBy(asc(inventoryItems.name), asc(inventoryItems.id))
    .$dynamic();
}

/** The API shape of an item: unit cost in dollars, as the forms show it, and the code it is scanned as. */
export function toItem({ unitCostCents, propertyName: _propertyName, ...row }: ItemRow) {
  return {
    ...row,
    unitCost: unitCostCents === null ? null : unitCostCents / 100,
    suggestedOrder: suggestedOrder(row),
    code: itemCode(row),
  };
}
