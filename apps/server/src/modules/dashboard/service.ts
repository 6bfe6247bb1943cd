import { and, count, eq, sql } from "drizzle-orm";
import type { DashboardStatsDto } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { inventoryItems, properties, requests } from "../../db/schema";
import { type Actor, findAccessibleProperty, propertyScope } from "../access/scope";

/** The four dashboard figures over the user's properties, or one property of theirs. */
export async function getDashboardStats(db: Database, user: Actor, propertyId?: number): Promise<DashboardStatsDto> {
  if (propertyId !== undefined) await findAccessibleProperty(db, user, propertyId);
  const scope =
    propertyId === undefined ? propertyScope(user) : and(propertyScope(user), eq(properties.id, propertyId))!;
  const [[props], [pending], [items]] = await Promise.all([
    db.select({ value: count() }).from(properties).where(scope),
    db
      .select({ value: count() })
      .from(requests)
      .innerJoin(properties, eq(properties.id, requests.propertyId))
      .where(and(scope, eq(requests.status, "pending"))),
    db
      .select({
        total: count(),
        low: sql<number>`count(*) filter (where ${inventoryItems.currentStock} <= ${inventoryItems.minStock})`.mapWith(
          Number,
        ),
      })
      .from(inventoryItems)
      .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
      .where(scope),
  ]);
  return {
    totalProperties: props.value,
    pendingRequests: pending.value,
    lowStockItems: items.low,
    totalItems: items.total,
  };
}
