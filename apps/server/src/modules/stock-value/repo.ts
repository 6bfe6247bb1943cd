import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { Category } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { inventoryItems, properties, requestItems, requests } from "../../db/schema";
import { propertyScope } from "../access/repo";
import type { Actor } from "../access/scope";

/** Whose properties to read: all the user may see, or one of them, in the user's account (`ownerId`, tenantOf). */
export interface ValueScope {
  user: Actor;
  ownerId: string;
  propertyId?: number;
}

function scopeOf({ user, propertyId }: ValueScope) {
  return and(propertyScope(user), propertyId === undefined ? undefined : eq(properties.id, propertyId))!;
}

/**
 * Stock × unit cost in cents, summed as bigint: the same sum as the analytics overview's inventory value
 * (analytics/repo/overview.ts), so the two screens never disagree. An item without a cost counts 0.
 */
const valueCents = sql<number>`coalesce(sum(${inventoryItems.currentStock}::bigint * coalesce(${inventoryItems.unitCostCents}, 0)), 0)`;

export interface ValueRow {
  /** Set on a property's row, NULL on a category's. */
  propertyId: number | null;
  propertyName: string | null;
  /** Set on a category's row; NULL on a property's, and on the row of properties that have no items. */
  category: Category | null;
  items: number;
  withoutCost: number;
  valueCents: number;
}

/**
 * The value per property (every property in scope, those without items as 0) and per category, in one
 * statement (grouping sets), so both breakdowns come from the same snapshot and add up to the same total.
 */
export function selectStockValue(db: Executor, scope: ValueScope): Promise<ValueRow[]> {
  return db
    .select({
      propertyId: sql<number | null>`${properties.id}`,
      propertyName: sql<string | null>`${properties.name}`,
      category: sql<Category | null>`${inventoryItems.category}`,
      items: sql<number>`count(${inventoryItems.id})`.mapWith(Number),
      withoutCost:
        sql<number>`count(${inventoryItems.id}) filter (where ${inventoryItems.unitCostCents} is null)`.mapWith(Number),
      valueCents: valueCents.mapWith(Number),
    })
    .from(properties)
    .leftJoin(
      inventoryItems,
      and(eq(inventoryItems.propertyId, properties.id), eq(inventoryItems.ownerId, scope.ownerId)),
    )
    .where(scopeOf(scope))
    .groupBy(sql`grouping sets ((${properties.id}, ${properties.name}), (${inventoryItems.category}))`);
}

export interface SpendRow {
  month: string;
  spendCents: number;
  receivedUnits: number;
}

/**
 * Received quantity × the unit cost kept on the line at receipt, per UTC month of the request's receipt,
 * over [from, to). Lines without a kept cost count 0 spend but their units still count.
 */
export function selectSpendByMonth(db: Executor, scope: ValueScope & { from: Date; to: Date }): Promise<SpendRow[]> {
  const month = sql<string>`to_char(${requests.receivedAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      month,
      spendCents:
        sql<number>`coalesce(sum(${requestItems.receivedQuantity}::bigint * coalesce(${requestItems.receivedUnitCostCents}, 0)), 0)`.mapWith(
          Number,
        ),
      receivedUnits: sql<number>`coalesce(sum(${requestItems.receivedQuantity}), 0)`.mapWith(Number),
    })
    .from(requestItems)
    .innerJoin(requests, eq(requests.id, requestItems.requestId))
    .innerJoin(properties, eq(properties.id, requests.propertyId))
    .where(
      and(
        eq(requestItems.ownerId, scope.ownerId),
        eq(requests.ownerId, scope.ownerId),
        scopeOf(scope),
        isNotNull(requestItems.receivedQuantity),
        gte(requests.receivedAt, scope.from),
        lt(requests.receivedAt, scope.to),
      ),
    )
    .groupBy(month);
}
