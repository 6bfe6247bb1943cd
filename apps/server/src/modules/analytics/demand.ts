import { type SQL, sql } from "drizzle-orm";
import { ANALYTICS, type Category } from "@stockroom/shared";
import { type Executor, selectRaw } from "../../db/client";
import {
  analyticsCategoryDays,
  analyticsDays,
  analyticsItemDays,
  analyticsItemMonths,
  inventoryItems,
  properties,
  requestItems,
  requests,
} from "../../db/schema";

export interface DemandScope {
  /** Condition on properties (ownership and the property filter). */
  properties: SQL;
  category?: Category;
  from: Date;
}

/** What the period's request lines add up to: the four figures of the overview read from them. */
export interface PeriodDemand {
  /** Requested quantity per category of the lines' (still existing) items, in category order. */
  categoryDemand: { category: Category; quantity: number }[];
  /** The most requested items (by the name each line recorded), most first. */
  topItems: { itemId: number; name: string; propertyName: string; quantity: number; requestCount: number }[];
  /** Requests created and quantity requested per UTC day, oldest first; days without requests omitted. */
  daily: { date: string; requests: number; quantity: number }[];
  /** Requests created in the period per property; properties without any omitted. */
  requestsByProperty: { propertyId: number; requests: number }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The period's demand from the daily rollups (decision 100). Whole UTC days come from the rollup
 * tables; a rolling period starts mid-day, and the hours of that first day are read from the lines
 * themselves, which is exact because a request belongs to one day only. Three statements.
 */
export async function periodDemand(db: Executor, scope: DemandScope): Promise<PeriodDemand> {
  const wholeDaysFrom = new Date(Math.ceil(scope.from.getTime() / DAY_MS) * DAY_MS);
  const wholeMonthsFrom =
    wholeDaysFrom.getUTCDate() === 1
      ? wholeDaysFrom
      : new Date(Date.UTC(wholeDaysFrom.getUTCFullYear(), wholeDaysFrom.getUTCMonth() + 1, 1));
  const period: Period = {
    ...scope,
    wholeDaysFrom,
    firstDay: isoDay(wholeDaysFrom),
    firstMonth: isoDay(wholeMonthsFrom),
  };
  const [categoryDemand, topItems, days] = await Promise.all([
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
  return {
    categoryDemand: categoryDemand.map((c) => ({ category: c.category, quantity: Number(c.quantity) })),
    topItems: topItems.map((t) => ({
      itemId: t.itemId,
      name: t.name,
      propertyName: t.propertyName,
      quantity: Number(t.quantity),
      requestCount: Number(t.requestCount),
    })),
    daily: days
      .filter((d) => d.date !== null)
      .map((d) => ({ date: d.date!, requests: Number(d.requests), quantity: Number(d.quantity) })),
    requestsByProperty: days
      .filter((d) => d.propertyId !== null)
      .map((d) => ({ propertyId: d.propertyId!, requests: Number(d.requests) })),
  };
}

interface Period extends DemandScope {
  /** The first UTC midnight at or after `from`, and its date. */
  wholeDaysFrom: Date;
  firstDay: string;
  /** The first day of the first whole UTC month at or after `firstDay`. */
  firstMonth: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

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
