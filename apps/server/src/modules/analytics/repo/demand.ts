import { type SQL, sql } from "drizzle-orm";
import { ANALYTICS, type Category } from "@stockroom/shared";
import type { Database } from "../../../db/client";
import { preparedOnce, variantName } from "../../../db/prepared";
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
import { preparedPropertyScope } from "../../access/repo";
import { type Actor, scopeKindOf, tenantOf } from "../../access/scope";

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

/** The scope's conditions, with the period's values left as placeholders (see `demandParams`). */
interface Period {
  properties: SQL;
  category: boolean;
}

const placeholder = (name: keyof ReturnType<typeof demandParams>) => sql.placeholder(name);
/** The user's account, the tenant key every table of these statements is filtered by. */
const inAccount = placeholder("ownerId");

function demandParams(demand: DemandPeriod) {
  return {
    userId: demand.user.id,
    ownerId: tenantOf(demand.user),
    propertyId: demand.propertyId,
    category: demand.category,
    from: demand.from.toISOString(),
    wholeDaysFrom: demand.wholeDaysFrom.toISOString(),
    firstDay: demand.firstDay,
    firstMonth: demand.firstMonth,
  };
}

/**
 * The period's demand rows from the daily and monthly rollups (decisions 100 and 113) and, for the hours
 * before the first whole day, from the lines themselves. Three statements, run side by side, each prepared
 * once per scope kind and filter combination like the overview's other reads (decision 118). Every rollup
 * and tenant table they read is constrained to the user's account (`ownerId`, decision 155).
 */
export async function selectDemandRows(db: Database, demand: DemandPeriod) {
  const kind = scopeKindOf(demand.user);
  const filters = { property: demand.propertyId !== undefined, category: demand.category !== undefined };
  const variant = variantName(kind, filters);
  const period = (): Period => ({
    properties: preparedPropertyScope(kind, filters.property),
    category: filters.category,
  });
  const params = demandParams(demand);
  const [categories, topItems, days] = await Promise.all([
    preparedOnce(db, `analytics_demand_categories_${variant}`, (name) =>
      db
        .select({ category: sql<Category>`category`, quantity: sql<string>`sum(quantity)::bigint` })
        .from(sql`(${categoryDemandRows(period())}) d`)
        .groupBy(sql`category`)
        .orderBy(sql`category`)
        .prepare(name),
    ).execute(params),
    preparedOnce(db, `analytics_demand_items_${variant}`, (name) =>
      db
        .select({
          itemId: sql<number>`item_id`,
          name: sql<string>`item_name`,
          propertyName: sql<string>`property_name`,
          quantity: sql<string>`sum(quantity)::bigint`,
          requestCount: sql<string>`sum(requests)::bigint`,
        })
        .from(sql`(${topItemRows(period())}) d`)
        .groupBy(sql`item_id, item_name, property_name`)
        .orderBy(sql`sum(quantity) desc, item_name asc, item_id asc, property_name asc`)
        .limit(ANALYTICS.topDemandItems)
        .prepare(name),
    ).execute(params),
    preparedOnce(db, `analytics_demand_days_${variant}`, (name) =>
      db
        .select({
          date: sql<string | null>`to_char(day, 'YYYY-MM-DD')`,
          propertyId: sql<number | null>`property_id`,
          requests: sql<string>`sum(requests)::bigint`,
          quantity: sql<string>`sum(quantity)::bigint`,
        })
        .from(sql`(${requestDayRows(period())}) d`)
        .groupBy(sql`grouping sets ((day), (property_id))`)
        .orderBy(sql`day, property_id`)
        .prepare(name),
    ).execute(params),
  ]);
  return { categories, topItems, days };
}

/**
 * Lines of requests created before the first whole day, within scope (properties joined). The items' account
 * is in the join condition: a left join keeps the lines of deleted items.
 */
function partialDayLines(period: Period, items: "inner" | "left"): SQL {
  const join = items === "inner" ? sql`join` : sql`left join`;
  return sql`from ${requestItems}
    join ${requests} on ${requests.id} = ${requestItems.requestId}
    join ${properties} on ${properties.id} = ${requests.propertyId}
    ${join} ${inventoryItems} on ${inventoryItems.id} = ${requestItems.itemId} and ${inventoryItems.ownerId} = ${inAccount}
    where ${period.properties} and ${requestItems.ownerId} = ${inAccount} and ${requests.ownerId} = ${inAccount}
      and ${requests.createdAt} >= ${placeholder("from")}
      and ${requests.createdAt} < ${placeholder("wholeDaysFrom")}
      ${period.category ? sql`and ${inventoryItems.category} = ${placeholder("category")}` : sql``}`;
}

function categoryDemandRows(period: Period): SQL {
  const c = analyticsCategoryDays;
  return sql`select ${c.category} as category, ${c.quantity} as quantity from ${c}
        join ${properties} on ${properties.id} = ${c.propertyId}
        where ${period.properties} and ${c.ownerId} = ${inAccount} and ${c.day} >= ${placeholder("firstDay")}
          ${period.category ? sql`and ${c.category} = ${placeholder("category")}` : sql``}
      union all
      select ${inventoryItems.category}, ${requestItems.requestedQuantity} ${partialDayLines(period, "inner")}`;
}

/**
 * Whole months from the month rollup (decision 113), the days before the first whole month from the day
 * rollup, and the hours before the first whole day from the lines: a year reads about twelve rows per
 * item instead of one per item and day.
 */
function topItemRows(period: Period): SQL {
  const t = analyticsItemDays;
  const m = analyticsItemMonths;
  return sql`select ${m.itemId} as item_id, ${m.itemName} as item_name, ${properties.name} as property_name,
          ${m.quantity} as quantity, ${m.requests} as requests
        from ${m} join ${properties} on ${properties.id} = ${m.propertyId}
        where ${period.properties} and ${m.ownerId} = ${inAccount} and ${m.month} >= ${placeholder("firstMonth")}
          ${period.category ? sql`and ${m.category} = ${placeholder("category")}` : sql``}
      union all
      select ${t.itemId}, ${t.itemName}, ${properties.name}, ${t.quantity}, ${t.requests}
        from ${t} join ${properties} on ${properties.id} = ${t.propertyId}
        where ${period.properties} and ${t.ownerId} = ${inAccount} and ${t.day} >= ${placeholder("firstDay")} and ${t.day} < ${placeholder("firstMonth")}
          ${period.category ? sql`and ${t.category} = ${placeholder("category")}` : sql``}
      union all
      select ${requestItems.itemId}, ${requestItems.itemName}, ${properties.name},
          sum(${requestItems.requestedQuantity}), count(distinct ${requests.id})
        ${partialDayLines(period, "inner")}
        group by ${requests.propertyId}, ${requestItems.itemId}, ${requestItems.itemName}, ${properties.name}`;
}

/** Requests and quantity per day and per property, summed in one pass (grouping sets) by the caller. */
function requestDayRows(period: Period): SQL {
  // Without a category every line counts, deleted items included; with one, the category's rollup.
  const days = period.category ? analyticsCategoryDays : analyticsDays;
  return sql`select ${days.day} as day, ${days.propertyId} as property_id, ${days.requests} as requests,
          ${days.quantity} as quantity
        from ${days} join ${properties} on ${properties.id} = ${days.propertyId}
        where ${period.properties} and ${days.ownerId} = ${inAccount} and ${days.day} >= ${placeholder("firstDay")} and ${days.requests} > 0
          ${period.category ? sql`and ${analyticsCategoryDays.category} = ${placeholder("category")}` : sql``}
      union all
      select (${requests.createdAt} at time zone 'UTC')::date, ${requests.propertyId},
          count(distinct ${requests.id}), sum(${requestItems.requestedQuantity})
        ${partialDayLines(period, "left")}
        group by 1, 2`;
}
