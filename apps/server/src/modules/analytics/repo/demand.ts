import { and, eq, type SQL, sql } from "drizzle-orm";
import { ANALYTICS, type Category } from "@stockroom/shared";
import { type Executor, selectRaw } from "../../../db/client";
import {
  analyticsCategoryDays,
  analyticsDays,
  analyticsItemDays,
  analyticsItemMonths,
  inventoryItems,
  properties,
  requestItems,
  requests,
} from "../../../db/schema";
import { propertyScope } from "../../access/repo";
import type { Actor } from "../../access/scope";

/** The period whose request lines the demand adds up, over the user's properties or one of them. */
export interface DemandPeriod {
  user: Actor;
  propertyId?: number;
  category?: Category;
  /** When the period starts. */
  from: Date;
  /** The first UTC midnight at or after `from`. */
  wholeDaysFrom: Date;
  /** The date of wholeDaysFrom. */
  firstDay: string;
  /** The first day of the first whole UTC month at or after `firstDay`. */
  firstMonth: string;
}

/** The period with its scope as a condition on properties (ownership and the property filter). */
interface Period extends DemandPeriod {
  properties: SQL;
}

/**
 * The period's demand rows from the daily and monthly rollups (decisions 100 and 113) and, for the hours
 * before the first whole day, from the lines themselves. Three statements, run side by side.
 */
export async function selectDemandRows(db: Executor, demand: DemandPeriod) {
  const period: Period = {
    ...demand,
    properties: and(
      propertyScope(demand.user),
      demand.propertyId === undefined ? undefined : eq(properties.id, demand.propertyId),
    )!,
  };
  const [categories, topItems, days] = await Promise.all([
    selectRaw<{ category: Category; quantity: string }>(db, categoryDemandQuery(period)),
    selectRaw<{ itemId: number; name: string; propertyName: string; quantity: string; requestCount: string }>(
      db,
      topItemsQuery(period),
    ),
    selectRaw<{ date: string | null; propertyId: number | null; requests: string; quantity: string }>(
      db,
      requestDaysQuery(period),
    ),
  ]);
  return { categories, topItems, days };
}

/** Lines of requests created before the first whole day, within scope (properties joined). */
function partialDayLines(period: Period, items: "inner" | "left"): SQL {
  const join = items === "inner" ? sql`join` : sql`left join`;
  return sql`from ${requestItems}
    join ${requests} on ${requests.id} = ${requestItems.requestId}
    join ${properties} on ${properties.id} = ${requests.propertyId}
    ${join} ${inventoryItems} on ${inventoryItems.id} = ${requestItems.itemId}
    where ${period.properties}
      and ${requests.createdAt} >= ${period.from.toISOString()}
      and ${requests.createdAt} < ${period.wholeDaysFrom.toISOString()}
      ${period.category ? sql`and ${inventoryItems.category} = ${period.category}` : sql``}`;
}

function categoryDemandQuery(period: Period): SQL {
  const c = analyticsCategoryDays;
  return sql`select category, sum(quantity)::bigint as quantity from (
      select ${c.category} as category, ${c.quantity} as quantity from ${c}
        join ${properties} on ${properties.id} = ${c.propertyId}
        where ${period.properties} and ${c.day} >= ${period.firstDay}
          ${period.category ? sql`and ${c.category} = ${period.category}` : sql``}
      union all
      select ${inventoryItems.category}, ${requestItems.requestedQuantity} ${partialDayLines(period, "inner")}
    ) d
    group by category order by category`;
}

/**
 * Whole months from the month rollup (decision 113), the days before the first whole month from the day
 * rollup, and the hours before the first whole day from the lines: a year reads about twelve rows per
 * item instead of one per item and day.
 */
function topItemsQuery(period: Period): SQL {
  const t = analyticsItemDays;
  const m = analyticsItemMonths;
  return sql`select item_id as "itemId", item_name as "name", property_name as "propertyName",
      sum(quantity)::bigint as quantity, sum(requests)::bigint as "requestCount"
    from (
      select ${m.itemId} as item_id, ${m.itemName} as item_name, ${properties.name} as property_name,
          ${m.quantity} as quantity, ${m.requests} as requests
        from ${m} join ${properties} on ${properties.id} = ${m.propertyId}
        where ${period.properties} and ${m.month} >= ${period.firstMonth}
          ${period.category ? sql`and ${m.category} = ${period.category}` : sql``}
      union all
      select ${t.itemId}, ${t.itemName}, ${properties.name}, ${t.quantity}, ${t.requests}
        from ${t} join ${properties} on ${properties.id} = ${t.propertyId}
        where ${period.properties} and ${t.day} >= ${period.firstDay} and ${t.day} < ${period.firstMonth}
          ${period.category ? sql`and ${t.category} = ${period.category}` : sql``}
      union all
      select ${requestItems.itemId}, ${requestItems.itemName}, ${properties.name},
          sum(${requestItems.requestedQuantity}), count(distinct ${requests.id})
        ${partialDayLines(period, "inner")}
        group by ${requests.propertyId}, ${requestItems.itemId}, ${requestItems.itemName}, ${properties.name}
    ) d
    group by item_id, item_name, property_name
    order by sum(quantity) desc, item_name asc, item_id asc, property_name asc
    limit ${ANALYTICS.topDemandItems}`;
}

/** Requests and quantity per day and per property, in one pass (grouping sets). */
function requestDaysQuery(period: Period): SQL {
  // Without a category every line counts, deleted items included; with one, the category's rollup.
  const days = period.category ? analyticsCategoryDays : analyticsDays;
  return sql`select to_char(day, 'YYYY-MM-DD') as date, property_id as "propertyId",
      sum(requests)::bigint as requests, sum(quantity)::bigint as quantity
    from (
      select ${days.day} as day, ${days.propertyId} as property_id, ${days.requests} as requests,
          ${days.quantity} as quantity
        from ${days} join ${properties} on ${properties.id} = ${days.propertyId}
        where ${period.properties} and ${days.day} >= ${period.firstDay} and ${days.requests} > 0
          ${period.category ? sql`and ${analyticsCategoryDays.category} = ${period.category}` : sql``}
      union all
      select (${requests.createdAt} at time zone 'UTC')::date, ${requests.propertyId},
          count(distinct ${requests.id}), sum(${requestItems.requestedQuantity})
        ${partialDayLines(period, "left")}
        group by 1, 2
    ) d
    group by grouping sets ((day), (property_id))
    order by day, property_id`;
}
