import {
  ANALYTICS,
  analyticsStockState,
  efficiencyBadge,
  efficiencyPercent,
  type AnalyticsOverviewDto,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { type DemandScope, periodDemand } from "./demand";
import { type OverviewScope, overviewReads } from "./repo/overview";

/** Whose properties, optionally one of them and one category, and since when the demand counts. */
export type AnalyticsScope = DemandScope & OverviewScope;

/**
 * The overview of the analytics dashboard: every figure is an aggregate query, none ships rows to sum.
 * Seven statements: the properties, one pass over the items (totals and per property), open requests,
 * the period's demand (three) and the critical items.
 */
export async function analyticsOverview(db: Database, scope: AnalyticsScope): Promise<AnalyticsOverviewDto> {
  const reads = overviewReads(db, scope);
  const [props, itemRows, [reqs], demand, critical] = await Promise.all([
    reads.properties(),
    reads.itemFigures(),
    reads.openRequests(),
    periodDemand(db, scope),
    reads.criticalItems(),
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
