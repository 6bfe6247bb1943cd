import { and, asc, countDistinct, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { ANALYTICS } from "@stockroom/shared";
import type { Executor } from "../db/client";
import { inventoryItems, properties, requestItems, requests } from "../db/schema";
import { propertyScope } from "../modules/access/repo";
import type { DemandScope, PeriodDemand } from "../modules/analytics/demand";

/**
 * Test only: the period's demand computed from every request line, as the overview did before the
 * rollups (decision 100). The rollup tests hold `periodDemand` to these answers. The only change is
 * the order of ties (categories in enum order, top items by id and property), which was arbitrary.
 */
export async function periodDemandFromLines(db: Executor, scope: DemandScope): Promise<PeriodDemand> {
  const onProperties = and(
    propertyScope(scope.user),
    scope.propertyId === undefined ? undefined : eq(properties.id, scope.propertyId),
  )!;
  const itemsWhere: SQL = and(onProperties, scope.category ? eq(inventoryItems.category, scope.category) : undefined)!;
  const linesInPeriod = and(itemsWhere, gte(requests.createdAt, scope.from))!;
  const allLinesInPeriod = and(
    onProperties,
    gte(requests.createdAt, scope.from),
    scope.category ? eq(inventoryItems.category, scope.category) : undefined,
  )!;
  const [demand, topItems, daily, perProperty] = await Promise.all([
    db
      .select({
        category: inventoryItems.category,
        quantity: sql<number>`sum(${requestItems.requestedQuantity})`.mapWith(Number),
      })
      .from(requestItems)
      .innerJoin(requests, eq(requests.id, requestItems.requestId))
      .innerJoin(properties, eq(properties.id, requests.propertyId))
      .innerJoin(inventoryItems, eq(inventoryItems.id, requestItems.itemId))
      .where(linesInPeriod)
      .groupBy(inventoryItems.category)
      .orderBy(inventoryItems.category),
    db
      .select({
        itemId: requestItems.itemId,
        name: requestItems.itemName,
        propertyName: properties.name,
        quantity: sql<number>`sum(${requestItems.requestedQuantity})`.mapWith(Number),
        requestCount: countDistinct(requestItems.requestId),
      })
      .from(requestItems)
      .innerJoin(requests, eq(requests.id, requestItems.requestId))
      .innerJoin(properties, eq(properties.id, requests.propertyId))
      .innerJoin(inventoryItems, eq(inventoryItems.id, requestItems.itemId))
      .where(linesInPeriod)
      .groupBy(requestItems.itemId, requestItems.itemName, properties.name)
      .orderBy(
        desc(sql`sum(${requestItems.requestedQuantity})`),
        asc(requestItems.itemName),
        asc(requestItems.itemId),
        asc(properties.name),
      )
      .limit(ANALYTICS.topDemandItems),
    db
      .select({
        date: sql<string>`to_char(date_trunc('day', ${requests.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
        requests: countDistinct(requests.id),
        quantity: sql<number>`sum(${requestItems.requestedQuantity})`.mapWith(Number),
      })
      .from(requestItems)
      .innerJoin(requests, eq(requests.id, requestItems.requestId))
      .innerJoin(properties, eq(properties.id, requests.propertyId))
      .leftJoin(inventoryItems, eq(inventoryItems.id, requestItems.itemId))
      .where(allLinesInPeriod)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ propertyId: requests.propertyId, requests: countDistinct(requests.id) })
      .from(requests)
      .innerJoin(properties, eq(properties.id, requests.propertyId))
      .innerJoin(requestItems, eq(requestItems.requestId, requests.id))
      .leftJoin(inventoryItems, eq(inventoryItems.id, requestItems.itemId))
      .where(allLinesInPeriod)
      .groupBy(requests.propertyId)
      .orderBy(requests.propertyId),
  ]);
  return {
    categoryDemand: demand,
    // The inner join on items leaves no line without an item.
    topItems: topItems.map((t) => ({ ...t, itemId: t.itemId! })),
    daily,
    requestsByProperty: perProperty,
  };
}
