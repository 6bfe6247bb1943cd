import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  ANALYTICS,
  analyticsStockState,
  efficiencyBadge,
  efficiencyPercent,
  type AnalyticsOverviewDto,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { inventoryItems, properties, requestItems, requests } from "../../db/schema";
import { isLow } from "../inventory/repo";
import { type DemandScope, periodDemand } from "./demand";

export type AnalyticsScope = DemandScope;

/** Items condition: the property scope plus the category filter. */
function itemsWhere(scope: AnalyticsScope): SQL {
  return and(scope.properties, scope.category ? eq(inventoryItems.category, scope.category) : undefined)!;
}

/**
 * The overview of the analytics dashboard: every figure is an aggregate query, none ships rows to sum.
 * Seven statements: the properties, one pass over the items (totals and per property), open requests,
 * the period's demand (three) and the critical items.
 */
export async function analyticsOverview(db: Database, scope: AnalyticsScope): Promise<AnalyticsOverviewDto> {
  const [props, itemRows, [reqs], demand, critical] = await Promise.all([
    db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(scope.properties)
      .orderBy(asc(properties.name)),
    itemFigures(db, scope),
    // Only open requests are read (through the status index), not two years of history.
    db
      .select({
        active: count(),
        pending: sql<number>`count(*) filter (where ${requests.status} = 'pending')`.mapWith(Number),
      })
      .from(requests)
      .innerJoin(properties, eq(properties.id, requests.propertyId))
      .where(
        and(
          scope.properties,
          inArray(requests.status, ["pending", "approved"]),
          // OFFSET 0 keeps this a probe of each open request's lines (a few thousand index lookups); as a
          // semi-join the planner hashed every line of the category instead (~140 ms on the large set).
          scope.category
            ? sql`exists (select 1 from ${requestItems} join ${inventoryItems} on ${inventoryItems.id} = ${requestItems.itemId}
                where ${requestItems.requestId} = ${requests.id} and ${inventoryItems.category} = ${scope.category} offset 0)`
            : undefined,
        ),
      ),
    periodDemand(db, scope),
    db
      .select({
        id: inventoryItems.id,
        name: inventoryItems.name,
        propertyName: properties.name,
        currentStock: inventoryItems.currentStock,
        minStock: inventoryItems.minStock,
        maxCapacity: inventoryItems.maxCapacity,
      })
      .from(inventoryItems)
      .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
      .where(and(itemsWhere(scope), isLow))
      .orderBy(asc(inventoryItems.currentStock), asc(inventoryItems.name))
      .limit(ANALYTICS.criticalItems),
  ]);
  // The empty grouping set answers one row even without items.
  const items = itemRows.find((row) => row.propertyId === null)!;
  const perProperty = props.map((p) => {
    const row = itemRows.find((i) => i.propertyId === p.id);
    const itemCount = row?.total ?? 0;
    const lowStock = row?.low ?? 0;
    const efficiency = efficiencyPercent(itemCount, lowStock);
    return {
      propertyId: p.id,
      name: p.name,
      items: itemCount,
      lowStock,
      efficiency,
      badge: efficiencyBadge(efficiency),
    };
  });

  const demandTotal = demand.categoryDemand.reduce((sum, d) => sum + d.quantity, 0);
  return {
    cards: {
      totalProperties: props.length,
      inventoryValue: items.valueCents / 100,
      activeRequests: reqs.active,
      pendingRequests: reqs.pending,
      criticalStock: items.low,
    },
    categoryDemand: demand.categoryDemand
      .map((d) => ({
        category: d.category,
        requestedQuantity: d.quantity,
        percentage: demandTotal === 0 ? 0 : Math.round((d.quantity / demandTotal) * 1000) / 10,
      }))
      .sort((a, b) => b.requestedQuantity - a.requestedQuantity),
    inventoryPerformance: {
      totalItems: items.total,
      averageStock: Math.round(items.average * 10) / 10,
      wellStocked: items.well,
      lowStock: items.low,
    },
    stockStatus: {
      out_of_stock: items.out,
      low_stock: items.lowAboveZero,
      overstocked: items.over,
      good: items.total - items.out - items.lowAboveZero - items.over,
    },
    requestsOverTime: demand.daily,
    highDemandItems: demand.topItems.map((t) => ({
      itemId: t.itemId,
      name: t.name,
      propertyName: t.propertyName,
      requestedQuantity: t.quantity,
      requestCount: t.requestCount,
    })),
    propertyPerformance: perProperty.map((p) => ({
      ...p,
      requests: demand.requestsByProperty.find((r) => r.propertyId === p.propertyId)?.requests ?? 0,
    })),
    criticalActions: {
      criticalItems: critical.map(({ maxCapacity, ...c }) => ({
        ...c,
        state: analyticsStockState({ ...c, maxCapacity }),
      })),
      pendingRequests: reqs.pending,
      pendingAlert: reqs.pending > ANALYTICS.pendingAlertAbove,
    },
  };
}

/**
 * The items' figures over the scope and category, for all of them (propertyId null) and per property, in
 * one pass (grouping sets) instead of one scan per card.
 */
function itemFigures(db: Database, scope: AnalyticsScope) {
  return db
    .select({
      propertyId: sql<number | null>`${inventoryItems.propertyId}`,
      total: count(),
      average: sql<number>`coalesce(avg(${inventoryItems.currentStock}), 0)`.mapWith(Number),
      valueCents:
        sql<number>`coalesce(sum(${inventoryItems.currentStock}::bigint * coalesce(${inventoryItems.unitCostCents}, 0)), 0)`.mapWith(
          Number,
        ),
      low: sql<number>`count(*) filter (where ${isLow})`.mapWith(Number),
      well: sql<number>`count(*) filter (where ${inventoryItems.currentStock} > ${ANALYTICS.wellStockedFactor}::numeric * ${inventoryItems.minStock})`.mapWith(
        Number,
      ),
      out: sql<number>`count(*) filter (where ${inventoryItems.currentStock} = 0)`.mapWith(Number),
      lowAboveZero: sql<number>`count(*) filter (where ${inventoryItems.currentStock} > 0 and ${isLow})`.mapWith(
        Number,
      ),
      over: sql<number>`count(*) filter (where ${inventoryItems.currentStock} > ${inventoryItems.minStock} and ${inventoryItems.currentStock} > coalesce(${inventoryItems.maxCapacity}, ${ANALYTICS.overstockFactorWithoutMax}::integer * ${inventoryItems.minStock}))`.mapWith(
        Number,
      ),
    })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(itemsWhere(scope))
    .groupBy(sql`grouping sets ((), (${inventoryItems.propertyId}))`);
}
