import { type SQL, sql } from "drizzle-orm";
import { type Database, type Executor, selectRaw } from "../client";
import { DERIVED_TABLES } from "../schema";
import { type Catalog, type Column, type Table, readCatalog, readSchemaVersion } from "./catalog";
import { type BackupHeader, type SchemaVersion, parseHeader, readLines } from "./format";

/** Rows per INSERT, and a cap on the characters sent in one statement. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;

type Lines = AsyncGenerator<string, void, undefined>;

/** The next `count` lines of the backup `file` are the rows of `table`. */
interface TableRows {
  file: string;
  table: Table;
  count: number;
  lines: Lines;
}

/**
 * Loads a backup in one transaction: all of it, or nothing on any error (a damaged file included).
 * The database must be migrated to the backup's migration and hold no rows; `force` replaces its data
 * instead, in the same transaction.
 */
export async function restoreDatabase(db: Database, file: string, { force = false } = {}): Promise<BackupHeader> {
  const lines = readLines(file);
  try {
    const header = parseHeader(file, await lines.next());
    checkVersion(file, header.migrations, await readSchemaVersion(db));
    await db.transaction(async (tx) => {
      const catalog = await readCatalog(tx);
      const tables = inBackupOrder(file, header, catalog.tables);
      const filled = await tablesWithRows(tx, catalog.tables);
      if (filled.length && !force) {
        throw new Error(
          `The database already holds data (${filled.join(", ")}). Restore into an empty database, ` +
            "or add --force to replace its data with the backup's.",
        );
      }
      const names = catalog.tables.map((t) => sql.identifier(t.name));
      if (filled.length) await tx.execute(sql`truncate ${sql.join(names, sql`, `)}`);

      // A column referencing its own table (users.created_by) or one loaded later is filled in once
      // every row exists; the foreign keys are checked at each statement.
      const loaded = new Set<string>();
      const later: { table: Table; columns: Column[]; rows: string[] }[] = [];
      for (const [i, table] of tables.entries()) {
        const rows: TableRows = { file, table, count: header.tables[i].rows, lines };
        if (DERIVED_TABLES.has(table.name)) {
          await skipRows(rows);
          continue;
        }
        const pending = table.foreignKeys.filter((fk) => !loaded.has(fk.references));
        const deferred = new Set(pending.flatMap((fk) => fk.columns));
        const kept = await loadRows(tx, rows, deferred);
        if (deferred.size) {
          later.push({ table, columns: table.columns.filter((c) => deferred.has(c.name)), rows: kept });
        }
        loaded.add(table.name);
      }
      if (!(await lines.next()).done) throw new Error(`${file} is damaged: it has rows after its last table`);
      for (const { table, columns, rows } of later) {
        for await (const batch of batches(rows)) await tx.execute(updateStatement(table, columns, batch));
      }
      await resetSequences(tx, catalog.sequences, header.sequences);
    });
    return header;
  } finally {
    await lines.return(undefined);
  }
}

function checkVersion(file: string, backup: SchemaVersion, database: SchemaVersion) {
  if (backup.count > database.count) {
    throw new Error(
      `${file} was made by a newer version of Stockroom (${backup.count} migrations, this one has ${database.count}). ` +
        "Upgrade Stockroom, then restore.",
    );
  }
  if (backup.count < database.count) {
    throw new Error(
      `${file} was made by an older version of Stockroom (${backup.count} migrations, this database has ` +
        `${database.count}). Restore it into an empty database with the version that made it, then upgrade.`,
    );
  }
  if (backup.last !== database.last) {
    throw new Error(`${file} was made with different migrations than this version of Stockroom has`);
  }
}

/** The database's tables in the order the backup holds them; the two must have the same tables. */
function inBackupOrder(file: string, header: BackupHeader, tables: Table[]): Table[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const names = new Set(header.tables.map((t) => t.name));
  const missing = [...byName.keys()].filter((name) => !names.has(name));
  const unknown = [...names].filter((name) => !byName.has(name));
  if (missing.length || unknown.length || names.size !== header.tables.length) {
    throw new Error(
      `${file} does not hold this database's tables (not in the backup: ${missing.join(", ") || "none"}; ` +
        `not in the database: ${unknown.join(", ") || "none"})`,
    );
  }
  return header.tables.map((t) => byName.get(t.name)!);
}

async function tablesWithRows(db: Executor, tables: Table[]): Promise<string[]> {
  const rows = await selectRaw<{ name: string }>(
    db,
    sql.join(
      tables.map((t) => sql`select ${t.name}::text as "name" where exists (select from ${sql.identifier(t.name)})`),
      sql` union all `,
    ),
  );
  return rows.map((r) => r.name);
}

/**
 * Inserts the table's rows, a batch per statement. Returns the lines whose deferred columns are still
 * to be set (all of the table's: rows are not parsed here).
 */
async function loadRows(db: Executor, rows: TableRows, deferred: Set<string>): Promise<string[]> {
  const kept: string[] = [];
  for await (const batch of batches(take(rows))) {
    await db.execute(insertStatement(rows.table, deferred, batch));
    if (deferred.size) kept.push(...batch);
  }
  return kept;
}

/**
 * Reads past a derived table's rows (decision 112): the triggers fill it from the lines as they load,
 * and the backup's copy loaded too would count every request twice.
 */
async function skipRows(rows: TableRows): Promise<void> {
  const lines = take(rows);
  while (!(await lines.next()).done) continue;
}

async function* take({ file, table, count, lines }: TableRows): AsyncGenerator<string> {
  for (let i = 0; i < count; i++) {
    const line = await lines.next();
    if (line.done) throw new Error(`${file} is truncated: it ends in the rows of ${table.name}`);
    yield line.value;
  }
}

/** Lines in groups of at most BATCH_ROWS rows and about BATCH_CHARS characters, one statement each. */
async function* batches(lines: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string[]> {
  let batch: string[] = [];
  let chars = 0;
  for await (const line of lines) {
    if (batch.length && (batch.length === BATCH_ROWS || chars + line.length > BATCH_CHARS)) {
      yield batch;
      batch = [];
      chars = 0;
    }
    batch.push(line);
    chars += line.length;
  }
  if (batch.length) yield batch;
}

/**
 * PostgreSQL turns each JSON line back into a row of the table's own type, so every value is parsed by
 * the database that will store it. OVERRIDING SYSTEM VALUE keeps the ids of identity columns.
 */
function insertStatement(table: Table, deferred: Set<string>, batch: string[]): SQL {
  const columns = table.columns.map((c) => sql.identifier(c.name));
  const values = table.columns.map((c) => (deferred.has(c.name) ? sql`null` : valueOf(c)));
  return sql`insert into ${sql.identifier(table.name)} (${sql.join(columns, sql`, `)}) overriding system value
    select ${sql.join(values, sql`, `)} from ${rowsOf(table, batch)}`;
}

function updateStatement(table: Table, columns: Column[], batch: string[]): SQL {
  const assignments = columns.map((c) => sql`${sql.identifier(c.name)} = ${valueOf(c)}`);
  const keys = table.primaryKey.map((k) => sql`t.${sql.identifier(k)} = r.${sql.identifier(k)}`);
  return sql`update ${sql.identifier(table.name)} as t set ${sql.join(assignments, sql`, `)}
    from ${rowsOf(table, batch)} where ${sql.join(keys, sql` and `)}`;
}

/** The batch as rows `r` of the table's type, beside their JSON `src.line`. */
function rowsOf(table: Table, batch: string[]): SQL {
  return sql`jsonb_array_elements(${`[${batch.join(",")}]`}::jsonb) as src(line)
    cross join lateral jsonb_populate_record(null::${sql.identifier(table.name)}, src.line) as r`;
}

/** json columns were written as their text (see the backup), so they are cast from it, not populated. */
function valueOf(column: Column): SQL {
  return column.json
    ? sql`(src.line ->> ${column.name}::text)::${sql.raw(column.json)}`
    : sql`r.${sql.identifier(column.name)}`;
}

/**
 * Each sequence continues after the higher of its value at backup time and the largest id restored,
 * so ids of rows deleted before the backup are not handed out again.
 */
async function resetSequences(db: Executor, sequences: Catalog["sequences"], recorded: BackupHeader["sequences"]) {
  for (const s of sequences) {
    const last = recorded.find((r) => r.table === s.table && r.column === s.column)?.lastValue ?? null;
    await db.execute(
      sql`select setval(${s.sequence}::regclass, greatest(m.v, 1), m.v > 0)
          from (select greatest(coalesce(max(${sql.identifier(s.column)}), 0), coalesce(${last}::bigint, 0)) as v
                from ${sql.identifier(s.table)}) m`,
    );
  }
}
