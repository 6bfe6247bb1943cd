import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { type SQL, sql } from "drizzle-orm";
import { type DatabaseHandle, type Executor, selectRaw } from "../client";
import { type Table, foreignKeyOrder, readCatalog, readSchemaVersion } from "./catalog";
import { BACKUP_FORMAT, type BackupHeader, type PhotoLocation } from "./format";

/** Rows read per round trip; bounds the memory a large table takes. */
const FETCH_ROWS = 1000;

/**
 * Writes every table to `file` from one repeatable-read, read-only transaction: a consistent snapshot,
 * so a PostgreSQL database can be backed up while the servers keep running. The database is read as it
 * is (open it without migrating). The file appears only once complete and flushed to disk. The header records
 * where the photos are, which the file never holds.
 */
export async function backupDatabase(
  database: DatabaseHandle,
  file: string,
  { photos }: { photos?: PhotoLocation } = {},
): Promise<BackupHeader> {
  const partial = `${file}.partial`;
  try {
    const header = await database.db.transaction(
      async (tx) => {
        const migrations = await readSchemaVersion(tx);
        if (!migrations.count) throw new Error("This database holds no Stockroom data (no migrations applied)");
        const catalog = await readCatalog(tx);
        const tables = foreignKeyOrder(catalog.tables);
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: 1,
          createdAt: new Date().toISOString(),
          database: database.kind,
          migrations,
          tables: await countRows(tx, tables),
          // Read after the snapshot was taken, so no row of the backup has an id beyond these.
          sequences: catalog.sequences.map(({ table, column, lastValue }) => ({ table, column, lastValue })),
          photos,
        };
        // Backups hold password hashes and sessions: readable by their owner only.
        await pipeline(dump(tx, header, tables), zlib.createGzip(), createWriteStream(partial, { mode: 0o600 }));
        return header;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    // On disk before it takes the name, so a crash cannot leave an empty file that looks like a backup.
    const handle = await fs.open(partial, "r+");
    await handle.sync();
    await handle.close();
    await fs.rename(partial, file);
    return header;
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

async function countRows(db: Executor, tables: Table[]): Promise<BackupHeader["tables"]> {
  const counts = await selectRaw<{ name: string; rows: number }>(
    db,
    sql.join(
      tables.map((t) => sql`select ${t.name}::text as "name", count(*)::int as "rows" from ${sql.identifier(t.name)}`),
      sql` union all `,
    ),
  );
  const byName = new Map(counts.map((c) => [c.name, c.rows]));
  return tables.map((t) => ({ name: t.name, rows: byName.get(t.name)! }));
}

async function* dump(db: Executor, header: BackupHeader, tables: Table[]): AsyncGenerator<string> {
  yield `${JSON.stringify(header)}\n`;
  for (const table of tables) {
    // A cursor streams the table instead of loading it whole, on both drivers.
    await db.execute(sql`declare backup_rows no scroll cursor for ${rowsQuery(table)}`);
    for (;;) {
      const rows = await selectRaw<{ line: string }>(db, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`));
      if (!rows.length) break;
      yield `${rows.map((r) => r.line).join("\n")}\n`;
    }
    await db.execute(sql`close backup_rows`);
  }
}

/** One JSON line per row, in primary key order; json columns as their text, so a JSON null is not NULL. */
function rowsQuery(table: Table): SQL {
  const columns = table.columns.map((c) =>
    c.json ? sql`${sql.identifier(c.name)}::text as ${sql.identifier(c.name)}` : sql.identifier(c.name),
  );
  const order = table.primaryKey.map((name) => sql`r.${sql.identifier(name)}`);
  return sql`select row_to_json(r.*)::text as line
    from (select ${sql.join(columns, sql`, `)} from ${sql.identifier(table.name)}) r
    ${order.length ? sql`order by ${sql.join(order, sql`, `)}` : sql.empty()}`;
}
