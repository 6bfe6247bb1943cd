import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { FORECAST_MIN_HISTORY_DAYS, FORECAST_WINDOW_DAYS, type LowStockSort, USE_REASONS } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { preparedOnce, variantName } from "../../db/prepared";
import { inventoryItems, properties, stockMovements } from "../../db/schema";
import { preparedPropertyScope } from "../access/repo";
import type { ScopeKind } from "../access/scope";
import { isLow, itemColumnsOf } from "../inventory/repo/columns";

/**
 * The usage forecast's statements (issue 20.4, decision 129). The ledger is read through
 * stock_movements_item_created_idx: per item one range of the window's rows and one first row.
 */

/** Where a page of items soonest out goes without a forecast: after every real number of days. */
export const NO_FORECAST_KEY = Number.MAX_SAFE_INTEGER;

/** The placeholder of the caller's account (tenantOf): every statement here is prepared once. */
const callerAccount = sql.placeholder("ownerId");

/** Ledger rows of the account only (decision 155). */
const inAccountLedger = eq(stockMovements.ownerId, callerAccount);

/** A ledger row that is use (shared USE_REASONS, a decrease) inside the window of the `since`/`now` placeholders. */
const useInWindow = and(
  sql`${stockMovements.delta} < 0`,
  inArray(stockMovements.reason, [...USE_REASONS]),
  sql`${stockMovements.createdAt} >= ${sql.placeholder("since")}::timestamptz`,
  sql`${stockMovements.createdAt} <= ${sql.placeholder("now")}::timestamptz`,
)!;

/**
 * The outer query's item id, always qualified: drizzle leaves columns unqualified in a query of one table,
 * and inside the subqueries below a bare "id" would name the ledger row's id.
 */
const outerItemId = sql`${inventoryItems}.${sql.identifier(inventoryItems.id.name)}`;

/** Units used in the window by the item of the outer query. */
const usedByItem = sql<number>`(select coalesce(sum(-${stockMovements.delta}), 0)::bigint from ${stockMovements}
  where ${inAccountLedger} and ${stockMovements.itemId} = ${outerItemId} and ${useInWindow})`.mapWith(Number);

/** The outer item's first ledger row: where its history starts. */
const firstMovementOfItem = sql<Date | null>`(select min(${stockMovements.createdAt}) from ${stockMovements}
  where ${inAccountLedger} and ${stockMovements.itemId} = ${outerItemId})`.mapWith(stockMovements.createdAt);

/** Which low items a page holds, and in which order. */
export interface LowStockPageQuery {
  scope: ScopeKind;
  userId: string;
  /** The user's account (tenantOf). */
  ownerId: string;
  propertyId?: number;
  sort: LowStockSort;
  /** The previous page's last key: (name, id), or (days key, name, id) soonest out first. */
  after?: readonly [string, number] | readonly [number, string, number];
  /** Rows to read (a page and one more). */
  limit: number;
  now: Date;
  since: Date;
}

/** A page of items at or below their minimum, with their property, the window's use and the first ledger row. */
export async function listLowStockPage(db: Database, query: LowStockPageQuery) {
  const params = {
    userId: query.userId,
    ownerId: query.ownerId,
    propertyId: query.propertyId,
    limit: query.limit,
    now: query.now.toISOString(),
    since: query.since.toISOString(),
    ...afterParams(query.after),
  };
  if (query.sort === "daysUntilOut") return soonestOutStatement(db, query).execute(params);
  const rows = await byNameStatement(db, query).execute(params);
  return rows.map((row) => ({ ...row, sortKey: null as number | null }));
}

function afterParams(after: LowStockPageQuery["after"]) {
  if (after === undefined) return {};
  if (after.length === 2) return { afterName: after[0], afterId: after[1] };
  return { afterKey: after[0], afterName: after[1], afterId: after[2] };
}

const lowStockColumns = {
  ...itemColumnsOf(callerAccount),
  propertyName: properties.name,
};

function lowStockConditions(query: LowStockPageQuery, after: SQL | undefined) {
  return and(
    eq(inventoryItems.ownerId, callerAccount),
    preparedPropertyScope(query.scope, query.propertyId !== undefined),
    isLow,
    after,
  )!;
}

const afterNameId = sql`(${inventoryItems.name}, ${inventoryItems.id}) > (${sql.placeholder("afterName")}, ${sql.placeholder("afterId")})`;

/**
 * In (name, id) order, the list's default. The use and first row are subqueries of the select list, so
 * PostgreSQL works them out after the sort and limit: only for the page's rows.
 */
function byNameStatement(db: Database, query: LowStockPageQuery) {
  const filters = { property: query.propertyId !== undefined, after: query.after !== undefined };
  return preparedOnce(db, variantName(`low_stock_by_name_${query.scope}`, filters), (name) =>
    db
      .select({ ...lowStockColumns, used: usedByItem, firstMovementAt: firstMovementOfItem })
      .from(inventoryItems)
      .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
      .where(lowStockConditions(query, filters.after ? afterNameId : undefined))
      .orderBy(asc(inventoryItems.name), asc(inventoryItems.id))
      .limit(sql.placeholder("limit"))
      .prepare(name),
  );
}

/**
 * Soonest out first (decision 130): every low item in scope is forecast in SQL, so the order and its
 * pages hold across the whole list. The key repeats the shared rule in whole numbers: floor(on hand ×
 * days covered / used), with the days covered from the first ledger row (to the millisecond, as the
 * service reads it), and NO_FORECAST_KEY where the rule has not enough data.
 */
function soonestOutStatement(db: Database, query: LowStockPageQuery) {
  const filters = { property: query.propertyId !== undefined, after: query.after !== undefined };
  return preparedOnce(db, variantName(`low_stock_soonest_${query.scope}`, filters), (name) => {
    const usage = db
      .select({ used: sql<number>`coalesce(sum(-${stockMovements.delta}), 0)::bigint`.mapWith(Number).as("used") })
      .from(stockMovements)
      .where(and(inAccountLedger, eq(stockMovements.itemId, outerItemId), useInWindow))
      .as("usage");
    const history = db
      .select({
        firstAt: sql<Date | null>`min(${stockMovements.createdAt})`.mapWith(stockMovements.createdAt).as("first_at"),
      })
      .from(stockMovements)
      .where(and(inAccountLedger, eq(stockMovements.itemId, outerItemId)))
      .as("history");
    const days = sql`floor(extract(epoch from (${sql.placeholder("now")}::timestamptz - date_trunc('milliseconds', ${history.firstAt}))) / 86400)::bigint`;
    const key = sql<number>`(case
      when ${history.firstAt} is null or ${days} < ${FORECAST_MIN_HISTORY_DAYS} or ${usage.used} = 0 then ${sql.raw(String(NO_FORECAST_KEY))}::bigint
      else (greatest(${inventoryItems.currentStock}, 0)::bigint * least(${FORECAST_WINDOW_DAYS}, ${days})) / ${usage.used}
    end)`;
    const after = sql`(${key}, ${inventoryItems.name}, ${inventoryItems.id}) > (${sql.placeholder("afterKey")}::bigint, ${sql.placeholder("afterName")}, ${sql.placeholder("afterId")})`;
    return db
      .select({
        ...lowStockColumns,
        used: usage.used,
        firstMovementAt: history.firstAt,
        sortKey: key.mapWith(Number),
      })
      .from(inventoryItems)
      .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
      .leftJoinLateral(usage, sql`true`)
      .leftJoinLateral(history, sql`true`)
      .where(lowStockConditions(query, filters.after ? after : undefined))
      .orderBy(key, asc(inventoryItems.name), asc(inventoryItems.id))
      .limit(sql.placeholder("limit"))
      .prepare(name);
  });
}

/** What the forecast needs of items already read (an item list's page): one statement for the whole page. */
export interface ItemUsageQuery {
  /** The items' account (tenantOf the user). */
  ownerId: string;
  itemIds: readonly number[];
  now: Date;
  since: Date;
}

/** Per item of the page: the window's use and its first ledger row. */
export async function usageOfItems(db: Database, { ownerId, itemIds, now, since }: ItemUsageQuery) {
  if (itemIds.length === 0) return [];
  const statement = preparedOnce(db, "item_usage", (name) =>
    db
      .select({ id: inventoryItems.id, used: usedByItem, firstMovementAt: firstMovementOfItem })
      .from(inventoryItems)
      .where(
        and(
          eq(inventoryItems.ownerId, callerAccount),
          sql`${inventoryItems.id} = any(${sql.placeholder("ids")}::int[])`,
        ),
      )
      .prepare(name),
  );
  return statement.execute({
    ownerId,
    ids: [...itemIds],
    now: now.toISOString(),
    since: since.toISOString(),
  });
}
