import { sql } from "drizzle-orm";
import { type Database, selectRaw } from "../db/client";

/**
 * Tables whose changes are not the application's data: sessions are touched by any signed-in request,
 * and the migrations journal belongs to the migrator.
 */
const IGNORED = new Set(["sessions", "__drizzle_migrations"]);

/**
 * One digest per application table (md5 of its rows in a stable order). Comparing two snapshots shows
 * whether a request changed anything, and where.
 */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  const tables = await selectRaw<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digests = tables
    .filter((t) => !IGNORED.has(t.name))
    .map(
      (t) =>
        sql`select ${t.name} as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest
            from ${sql.identifier(t.name)} r`,
    );
  const rows = await selectRaw<{ name: string; digest: string }>(db, sql.join(digests, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}
