import pg from "pg";

/**
 * Runs the start-up work (migrations, plan sync, seed) while holding a PostgreSQL advisory lock, so
 * instances starting together against one database do it one after another: the migrator and the seed
 * check before they write, and two of them at once both see an empty database and collide. The lock
 * is held on its own connection, not one of the pool's, so it cannot starve a pool of size 1; closing
 * that connection releases it, also when the work fails. PGlite needs none: its data directory lock
 * already admits a single process.
 * The lock belongs to the session, so `directUrl` must reach PostgreSQL itself (decision 154): through a pooler in
 * transaction mode it would stay on a server connection handed back to the pool, and serialise nothing.
 */
export async function withStartupLock<T>(directUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!directUrl) return work();
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('stockroom:startup'))");
    return await work();
  } finally {
    await client.end();
  }
}
