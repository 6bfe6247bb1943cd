import type { Database } from "./client";

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A statement prepared once per database handle under `name` (decision 118). The hot reads build their
 * SQL with the query builder only the first time: building it again on every request cost as much Node
 * CPU as the rest of the read. Named, so PostgreSQL also parses and plans it once per connection; through a
 * pooler in transaction mode the driver sends it unnamed instead (decision 154), and only the build is saved.
 * Every variant of a statement's text needs its own name: PostgreSQL refuses two texts under one name.
 */
export function preparedOnce<T>(db: Database, name: string, prepare: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map<string, unknown>()));
  if (!byName.has(name)) byName.set(name, prepare(name));
  return byName.get(name) as T;
}

/** The name of one variant of a statement: its base and the filters it was built with. */
export function variantName(base: string, filters: Record<string, boolean>): string {
  return [base, ...Object.keys(filters).filter((filter) => filters[filter])].join("_");
}
