import { type SQLWrapper, sql } from "drizzle-orm";
import { type Database, selectRaw } from "../db/client";

/**
 * How each tenant table reaches the property (or parent) whose account it must carry (decision 155): a join
 * from `t`, and the owner_id it must equal. Tables with no parent (uploads, digest_runs, suppliers) are the
 * account's own rows and have nothing to disagree with.
 */
const PATHS: Record<string, string> = {
  property_managers: "join properties p on p.id = t.property_id where t.owner_id <> p.owner_id",
  inventory_items: "join properties p on p.id = t.property_id where t.owner_id <> p.owner_id",
  requests: "join properties p on p.id = t.property_id where t.owner_id <> p.owner_id",
  request_items: "join requests r on r.id = t.request_id where t.owner_id <> r.owner_id",
  daily_checks: "join properties p on p.id = t.property_id where t.owner_id <> p.owner_id",
  daily_check_items: "join daily_checks c on c.id = t.daily_check_id where t.owner_id <> c.owner_id",
  stock_movements: "join inventory_items i on i.id = t.item_id where t.owner_id <> i.owner_id",
  low_stock_episodes: "join inventory_items i on i.id = t.item_id where t.owner_id <> i.owner_id",
  notifications: `left join requests r on r.id = t.request_id left join low_stock_episodes e on e.id = t.episode_id
    where t.owner_id <> coalesce(r.owner_id, e.owner_id)`,
  activity_log: "join properties p on p.id = t.property_id where t.owner_id <> p.owner_id",
  stock_transfers: `join properties p on p.id = t.from_property_id or p.id = t.to_property_id
    where t.owner_id <> p.owner_id`,
  purchase_orders: "join properties p on p.id = t.property_id where t.owner_id <> p.owner_id",
  purchase_order_lines: "join purchase_orders o on o.id = t.purchase_order_id where t.owner_id <> o.owner_id",
  analytics_days: "join properties p on p.id = t.property_id where t.owner_id <> p.owner_id",
  analytics_category_days: "join properties p on p.id = t.property_id where t.owner_id <> p.owner_id",
  analytics_item_days: "join properties p on p.id = t.property_id where t.owner_id <> p.owner_id",
  analytics_item_months: "join properties p on p.id = t.property_id where t.owner_id <> p.owner_id",
  analytics_versions: "join properties p on p.id = t.property_id where t.owner_id <> p.owner_id",
};

/**
 * Tenant tables holding rows whose owner_id is not their property's owner, with how many (always empty when
 * every insert names the right account). One statement, so every API test file can afford it at its end.
 */
export async function tenantKeyMismatches(db: Database): Promise<{ table: string; rows: number }[]> {
  const counts = Object.entries(PATHS).map(
    ([table, path]) => `select '${table}' as "table", count(*)::int as rows from ${table} t ${path}`,
  );
  const rows = await selectRaw<{ table: string; rows: number }>(
    db,
    sql.raw(`select * from (${counts.join(" union all ")}) c where rows > 0 order by 1`),
  );
  return rows.map((row) => ({ table: row.table, rows: Number(row.rows) }));
}

/*
 * owner_id for test data inserted by the parent's id: read from the parent row in the same statement. The app
 * itself always passes the account it already holds (the tenant filter's checker flags such a subquery).
 */
export const ownerOfProperty = (propertyId: number | SQLWrapper) =>
  sql<string>`(select owner_id from properties where id = ${propertyId})`;

export const ownerOfItem = (itemId: number | SQLWrapper) =>
  sql<string>`(select owner_id from inventory_items where id = ${itemId})`;
