import { and, asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import {
  ANALYTICS,
  CATEGORIES,
  analyticsStockState,
  type AnalyticsPropertyDetailDto,
  type Category,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { dailyCheckItems, dailyChecks, inventoryItems, requestItems, requests, users } from "../../db/schema";

/**
 * One property in depth: totals, every item of the (filtered) categories with value, status, what is
 * on order and when it was last counted, and the ten newest requests. Five queries in all.
 */
export async function analyticsPropertyDetail(
  db: Database,
  property: { id: number; name: string; address: string | null },
  category?: Category,
): Promise<AnalyticsPropertyDetailDto> {
  const items = await db
    .select({
      id: inventoryItems.id,
      name: inventoryItems.name,
      category: inventoryItems.category,
      currentStock: inventoryItems.currentStock,
      minStock: inventoryItems.minStock,
      maxCapacity: inventoryItems.maxCapacity,
      unitCostCents: inventoryItems.unitCostCents,
    })
    .from(inventoryItems)
    .where(
      and(eq(inventoryItems.propertyId, property.id), category ? eq(inventoryItems.category, category) : undefined),
    )
    .orderBy(asc(inventoryItems.name));
  const ids = items.map((i) => i.id);
  const [onOrder, counted, recent] = await Promise.all([
    ids.length === 0
      ? []
      : db
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
              inArray(requestItems.itemId, ids),
              sql`${requests.status} in ('pending', 'approved')`,
              sql`${requestItems.state} in ('pending', 'approved')`,
            ),
          )
          .groupBy(requestItems.itemId),
    ids.length === 0
      ? []
      : db
          .select({ itemId: dailyCheckItems.itemId, at: max(dailyChecks.checkedAt) })
          .from(dailyCheckItems)
          .innerJoin(dailyChecks, eq(dailyChecks.id, dailyCheckItems.dailyCheckId))
          .where(inArray(dailyCheckItems.itemId, ids))
          .groupBy(dailyCheckItems.itemId),
    db
      .select({
        id: requests.id,
        status: requests.status,
        quantity: requests.quantity,
        createdAt: requests.createdAt,
        itemName: sql<string>`coalesce(${requestItems.itemName}, '')`,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(requests)
      .leftJoin(requestItems, and(eq(requestItems.requestId, requests.id), eq(requestItems.position, 0)))
      .leftJoin(users, eq(users.id, requests.requesterId))
      .where(eq(requests.propertyId, property.id))
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(ANALYTICS.recentActivity),
  ]);

  const rows = items.map((item) => {
    const totalValueCents = item.currentStock * (item.unitCostCents ?? 0);
    return {
      id: item.id,
      name: item.name,
      category: item.category,
      currentStock: item.currentStock,
      minThreshold: item.minStock,
      maxCapacity: item.maxCapacity,
      unitCost: item.unitCostCents === null ? null : item.unitCostCents / 100,
      totalValue: totalValueCents / 100,
      status: analyticsStockState(item),
      ordersPending: onOrder.find((o) => o.itemId === item.id)?.quantity ?? 0,
      lastCounted: counted.find((c) => c.itemId === item.id)?.at?.toISOString() ?? null,
    };
  });
  const [pending] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(requests)
    .where(and(eq(requests.propertyId, property.id), sql`${requests.status} in ('pending', 'approved')`));
  return {
    property,
    totals: {
      items: rows.length,
      totalValue: Math.round(rows.reduce((sum, r) => sum + r.totalValue * 100, 0)) / 100,
      lowStock: rows.filter((r) => r.currentStock <= r.minThreshold).length,
      pendingOrders: pending.n,
    },
    categories: CATEGORIES.filter((c) => !category || c === category).map((c) => ({
      category: c,
      items: rows.filter((r) => r.category === c),
    })),
    recentActivity: recent.map((r) => ({
      id: r.id,
      status: r.status,
      quantity: r.quantity,
      createdAt: r.createdAt.toISOString(),
      itemName: r.itemName,
      requester: [r.firstName, r.lastName].filter(Boolean).join(" ") || null,
    })),
  };
}
