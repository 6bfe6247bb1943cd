import { sql } from "drizzle-orm";
import { type Executor, selectRaw } from "../client";
import type { SchemaVersion } from "./format";

export interface Column {
  name: string;
  /** json and jsonb travel as text, so a JSON `null` stays apart from SQL NULL. */
  json: "json" | "jsonb" | null;
}

export interface Table {
  name: string;
  /** The columns a row is inserted with (generated ones are computed by the database). */
  columns: Column[];
  primaryKey: string[];
  foreignKeys: { columns: string[]; references: string }[];
}

export interface Catalog {
  tables: Table[];
  sequences: { table: string; column: string; sequence: string; lastValue: string | null }[];
}

/**
 * The application's tables as the database itself describes them (every table in the schema the
 * migrations created, which are exactly the Drizzle schema's tables at that migration). Reading the
 * catalog instead of db/schema lets a backup copy a database whatever version of the code runs it.
 */
export async function readCatalog(db: Executor): Promise<Catalog> {
  const columns = await selectRaw<{ table: string; column: string; type: string; primaryKey: boolean }>(
    db,
    sql`select c.relname as "table", a.attname as "column", t.typname as "type",
          coalesce(a.attnum = any(i.indkey), false) as "primaryKey"
        from pg_class c
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        join pg_type t on t.oid = a.atttypid
        left join pg_index i on i.indrelid = c.oid and i.indisprimary
        where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
          and not exists (select from pg_depend d where d.objid = c.oid and d.deptype = 'e')
        order by c.relname, a.attnum`,
  );
  const foreignKeys = await selectRaw<{ table: string; references: string; columns: string[] }>(
    db,
    sql`select src.relname as "table", dst.relname as "references",
          array_to_json(array(select a.attname from unnest(f.conkey) k
            join pg_attribute a on a.attrelid = f.conrelid and a.attnum = k)) as "columns"
        from pg_constraint f
        join pg_class src on src.oid = f.conrelid
        join pg_class dst on dst.oid = f.confrelid
        where f.contype = 'f' and src.relnamespace = current_schema()::regnamespace
          and dst.relnamespace = src.relnamespace`,
  );
  const sequences = await selectRaw<Catalog["sequences"][number]>(
    db,
    sql`select t.relname as "table", a.attname as "column", s.oid::regclass::text as "sequence",
          ps.last_value::text as "lastValue"
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S'
        join pg_namespace n on n.oid = s.relnamespace
        join pg_sequences ps on ps.schemaname = n.nspname and ps.sequencename = s.relname
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
          and d.deptype in ('a', 'i') and t.relnamespace = current_schema()::regnamespace
        order by 1, 2`,
  );

  const tables = new Map<string, Table>();
  for (const c of columns) {
    const table = tables.get(c.table) ?? { name: c.table, columns: [], primaryKey: [], foreignKeys: [] };
    table.columns.push({ name: c.column, json: c.type === "json" || c.type === "jsonb" ? c.type : null });
    if (c.primaryKey) table.primaryKey.push(c.column);
    tables.set(c.table, table);
  }
  for (const fk of foreignKeys) tables.get(fk.table)?.foreignKeys.push(fk);
  return { tables: [...tables.values()], sequences };
}

/**
 * Tables ordered so that every table comes after the tables it references; a table referencing
 * itself is allowed (restore fills those columns in last).
 */
export function foreignKeyOrder(tables: Table[]): Table[] {
  const ordered: Table[] = [];
  const placed = new Set<string>();
  let pending = tables;
  while (pending.length) {
    const ready = pending.filter((t) =>
      t.foreignKeys.every((fk) => fk.references === t.name || placed.has(fk.references)),
    );
    if (!ready.length) {
      throw new Error(`Foreign keys form a cycle among ${pending.map((t) => t.name).join(", ")}`);
    }
    for (const t of ready) placed.add(t.name);
    ordered.push(...ready);
    pending = pending.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** The migrations this database has applied (none when it holds no Stockroom schema). */
export async function readSchemaVersion(db: Executor): Promise<SchemaVersion> {
  const [{ present }] = await selectRaw<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present) return { count: 0, last: null };
  const [version] = await selectRaw<SchemaVersion>(
    db,
    sql`select count(*)::int as "count",
          (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as "last"
        from drizzle.__drizzle_migrations`,
  );
  return version;
}
