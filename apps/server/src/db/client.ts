import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { findFunctionsDir, functionsScript } from "./function-files";
import { acquireDirectoryLock } from "./lock";
import { type PgliteProxy, startPgliteWorker } from "./pglite-proxy";
import type { JobTarget } from "../jobs/engine";

/** The Drizzle handle every repository uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Another Drizzle handle on the same connections, whose statements `onQuery` sees: the tests give the app a
   * read handle they can tell apart from the primary's.
   */
  observe(onQuery: QueryObserver): Database;
  /** Where the job engine keeps its jobs: the same database, through its own small pool or the same PGlite. */
  jobTarget: JobTarget;
  close(): Promise<void>;
}

export type QueryObserver = (sql: string, params: unknown[]) => void;

export type DatabaseTarget = (
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** Where the migrations run instead of `url`: the direct server when `url` is a pooler (decision 154). */
      migrateUrl?: string;
      /** False sends every statement unnamed, as a pooler in transaction mode needs (decision 154). */
      namedStatements?: boolean;
      /** How long a new connection may take before the query waiting for it fails; unset: as long as TCP does. */
      connectTimeoutMs?: number;
    }
  | {
      kind: "pglite";
      dataDir: string | null;
      /** In memory only: a dump to start from (PgliteWorkerOptions.template); migrations still apply. */
      template?: string;
      /** Called if the database's worker thread dies after the start; every query fails from then on. */
      onLost?: (error: Error) => void;
    }
) & {
  /** Called with every statement the query builder sends (the tests count them). */
  onQuery?: (sql: string, params: unknown[]) => void;
  /** False opens the schema as it is (a backup must not migrate the database it copies). */
  migrate?: boolean;
};

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite (in memory when dataDir is null) in a
 * worker thread of its own, which applies the migrations and then answers every statement.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: target.connectTimeoutMs,
      ...(target.namedStatements === false && { Client: UnnamedStatementsClient }),
    });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema, logger: loggerFor(target) }) as unknown as Database;
    if (target.migrate !== false) await migratePostgres(target.migrateUrl ?? pool);
    const observe = (onQuery: QueryObserver) =>
      drizzlePg(pool, { schema, logger: loggerFor({ onQuery }) }) as unknown as Database;
    return { db, kind: "postgres", observe, jobTarget: { kind: "postgres", url: target.url }, close: () => pool.end() };
  }
  let release = () => {};
  if (target.dataDir) {
    fs.mkdirSync(path.join(target.dataDir, "pglite"), { recursive: true });
    release = acquireDirectoryLock(target.dataDir);
  }
  let client: PgliteProxy;
  try {
    client = await startPgliteWorker(
      {
        dataDir: target.dataDir && path.join(target.dataDir, "pglite"),
        template: target.template,
        migrations:
          target.migrate === false ? null : { folder: findMigrationsDir(), functionsFolder: findFunctionsDir() },
      },
      { onLost: target.onLost },
    );
  } catch (error) {
    release();
    throw error;
  }
  // Drizzle's PGlite driver calls only query and transaction, which the proxy answers from the worker.
  const db = drizzlePglite(client as unknown as PGlite, { schema, logger: loggerFor(target) }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    observe: (onQuery) => drizzlePglite(client as unknown as PGlite, { schema, logger: loggerFor({ onQuery }) }),
    jobTarget: { kind: "pglite", client },
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * A client that sends every statement unnamed (decision 154). The hot reads are built once and named
 * (preparedOnce, decision 118), but through a pooler in transaction mode each transaction may run on another
 * server connection, which never parsed that name ("prepared statement ... does not exist"). Dropping the name
 * here keeps the statement objects and their Node-side caching, and leaves no statement anywhere a way around it.
 */
class UnnamedStatementsClient extends pg.Client {
  // never: what the overload called answers, passed through unchanged, is assignable to every overload's type.
  override query(...args: unknown[]): never {
    const [config, ...rest] = args;
    // A query config is copied without its name; a submittable (a Query or cursor object) is not one.
    const named = typeof config === "object" && config !== null && "name" in config && !("submit" in config);
    const unnamed = named ? { ...config, name: undefined } : config;
    return (super.query as (...queryArgs: unknown[]) => never)(unnamed, ...rest);
  }
}

/**
 * Applies the migrations, then every function file, through the pool or through a connection of their own to
 * the URL given. The files are one simple query, so the functions are replaced together or not at all.
 */
async function migratePostgres(via: pg.Pool | string): Promise<void> {
  const migrateThrough = async (executor: pg.Pool | pg.Client) => {
    await migratePg(drizzlePg(executor), { migrationsFolder: findMigrationsDir() });
    await executor.query(functionsScript(findFunctionsDir()));
  };
  if (typeof via !== "string") return migrateThrough(via);
  const client = new pg.Client({ connectionString: via });
  await client.connect();
  try {
    await migrateThrough(client);
  } finally {
    await client.end();
  }
}

function loggerFor({ onQuery }: { onQuery?: QueryObserver }) {
  return onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : undefined;
}

/**
 * Rows of a raw `execute`: both drivers answer `{ rows }`, but the shared database type cannot say so.
 * For the few queries the query builder cannot express (lateral top-N per property).
 */
export async function selectRaw<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** The migrations ship beside the source in development and beside the bundle in production. */
function findMigrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("Database migrations folder not found");
}
