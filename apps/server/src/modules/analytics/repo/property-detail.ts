import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import { ANALYTICS, type Category } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import {
  dailyCheckItems,
  dailyChecks,
  inventoryItems,
  properties,
  requestItems,
  requests,
  users,
} from "../../../db/schema";
import { itemsOfProperty } from "../../inventory/repo/columns";
import { firstLineOfRequest, newestRequestsFirst, requestSummaryColumns } from "../../requests/repo/reads";

/**
 * Which property of which account (the tenant key, decision 155): every statement here is constrained to the
 * account as well as to the property, which the caller checked access to.
 */
export interface PropertyOfAccount {
  ownerId: string;
  propertyId: number;
}

/** The property's name and address, as the detail's heading shows them. */
export async function selectPropertyHeading(db: Executor, { ownerId, propertyId }: PropertyOfAccount) {
  const [property] = await db
    .select({ id: properties.id, name: properties.name, address: properties.address })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), eq(properties.id, propertyId)));
  return property;
}

/** The property's items, of one category when given, by name, with what their value and status need. */
export async function selectPropertyItems(db: Executor, { ownerId, propertyId, category }: PropertyItemsQuery) {
  return db
    .select({
      id: inventoryItems.id,
      name: inventoryItems.name,
      category: inventoryItems.category,
      currentStock: inventoryItems.currentStock,
      minStock: inventoryItems.minStock,
      maxCapacity: inventoryItems.maxCapacity,
      parLevel: inventoryItems.parLevel,
      unitCostCents: inventoryItems.unitCostCents,
    })
    .from(inventoryItems)
    .where(itemsOfProperty({ ownerId, propertyId, category }))
    .orderBy(asc(inventoryItems.name));
}

export interface PropertyItemsQuery extends PropertyOfAccount {
  category?: Category;
}

/** Some items of one account. */
export interface ItemsOfAccount {
  ownerId: string;
  itemIds: number[];
}

/** Per item, the quantity its open requests still wait for; items with none are left out. */
export async function selectOnOrder(db: Executor, { ownerId, itemIds }: ItemsOfAccount) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      itemId: requestItems.itemId,
      // Pending lines wait for their requested amount, approved ones for what was approved.
      quantity:
        sql<number>`sum(case when ${requests.status} = 'pending' then ${requestItems.requestedQuantity} else coalesce(${requestItems.approvedQuantity}, 0) end)`.mapWith(
          Number,
        ),
    })
    .from(requestItems)
    .innerJoin(requests, eq(requests.id, requestItems.requestId))
    .where(
      and(
        eq(requestItems.ownerId, ownerId),
        eq(requests.ownerId, ownerId),
        inArray(requestItems.itemId, itemIds),
        sql`${requests.status} in ('pending', 'approved')`,
        sql`${requestItems.state} in ('pending', 'approved')`,
      ),
    )
    .groupBy(requestItems.itemId);
}

/** Per item, when a daily check last counted it; items never counted are left out. */
export async function selectLastCounted(db: Executor, { ownerId, itemIds }: ItemsOfAccount) {
  if (itemIds.length === 0) return [];
  return db
    .select({ itemId: dailyCheckItems.itemId, at: max(dailyChecks.checkedAt) })
    .from(dailyCheckItems)
    .innerJoin(dailyChecks, eq(dailyChecks.id, dailyCheckItems.dailyCheckId))
    .where(
      and(
        eq(dailyCheckItems.ownerId, ownerId),
        eq(dailyChecks.ownerId, ownerId),
        inArray(dailyCheckItems.itemId, itemIds),
      ),
    )
    .groupBy(dailyCheckItems.itemId);
}

/** The property's newest requests, each with its first line's item name and its requester's name. */
export async function selectRecentRequests(db: Executor, { ownerId, propertyId }: PropertyOfAccount) {
  return db
    .select({ ...requestSummaryColumns, firstName: users.firstName, lastName: users.lastName })
    .from(requests)
    .leftJoin(requestItems, and(firstLineOfRequest, eq(requestItems.ownerId, ownerId)))
    .leftJoin(users, eq(users.id, requests.requesterId))
    .where(and(eq(requests.ownerId, ownerId), eq(requests.propertyId, propertyId)))
    .orderBy(...newestRequestsFirst)
    .limit(ANALYTICS.recentActivity);
}

/** How many of the property's requests are open (pending or approved). */
export async function countOpenRequests(db: Executor, { ownerId, propertyId }: PropertyOfAccount): Promise<number> {
  const [open] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(requests)
    .where(
      and(
        eq(requests.ownerId, ownerId),
        eq(requests.propertyId, propertyId),
        sql`${requests.status} in ('pending', 'approved')`,
      ),
    );
  return open.n;
}
