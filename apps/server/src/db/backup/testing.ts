import crypto from "node:crypto";
import { getTableName, sql } from "drizzle-orm";
import { type Database, type DatabaseHandle, openDatabase, selectRaw } from "../client";
import { analyticsVersions } from "../schema";
import { readCatalog } from "./catalog";
import { adminQuery } from "../../test/admin-query";

/**
 * Every row of every table as PostgreSQL's text of the record, sorted, by table: equal contents mean
 * equal data, down to each digit, microsecond and JSON null. Times are shown in UTC so PGlite and
 * PostgreSQL print them alike. The analytics data versions are left out: they are counters that must change
 * with every write (decision 137), and a restore's bulk statements raise them fewer times than the writes did.
 */
export async function tableContents(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const contents: Record<string, string[]> = {};
    for (const { name } of (await readCatalog(tx)).tables) {
      if (name === getTableName(analyticsVersions)) continue;
      const rows = await selectRaw<{ row: string }>(
        tx,
        sql`select r::text as "row" from ${sql.identifier(name)} r order by 1`,
      );
      contents[name] = rows.map((r) => r.row);
    }
    return contents;
  });
}

/** A migrated database without rows: in-memory PGlite, or a new database on the server given. */
export async function openEmptyDatabase(serverUrl: string | undefined): Promise<DatabaseHandle> {
  if (!serverUrl) return openDatabase({ kind: "pglite", dataDir: null });
  const name = `stockroom_restore_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
