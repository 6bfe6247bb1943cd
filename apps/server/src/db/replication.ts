import { sql } from "drizzle-orm";
import type { AppConfig } from "../config";
import { type Database, type DatabaseHandle, openDatabase, selectRaw } from "./client";

/**
 * The replica serves a few report routes, each holding one connection at a time; the primary keeps its own
 * DATABASE_POOL_SIZE for everything else.
 */
const REPLICA_POOL_SIZE = 5;
/** A replica that does not answer costs a read this long before the primary answers it instead. */
const REPLICA_CONNECT_TIMEOUT_MS = 2000;

/**
 * The streaming replica's handle when DATABASE_REPLICA_URL is set (decision 153). Never migrated (a hot standby
 * is read-only and receives the primary's schema). A replica that goes away fails the reads sent to it, which
 * the primary then answers (readFromReplica), and never the process: its pool handles a lost connection as the
 * primary's does.
 */
export async function openReplica(config: AppConfig): Promise<DatabaseHandle | undefined> {
  if (!config.databaseReplicaUrl) return undefined;
  return openDatabase({
    kind: "postgres",
    url: config.databaseReplicaUrl,
    poolSize: REPLICA_POOL_SIZE,
    connectTimeoutMs: REPLICA_CONNECT_TIMEOUT_MS,
    migrate: false,
    namedStatements: config.databaseNamedStatements,
  });
}

/** A position in the primary's write-ahead log, as PostgreSQL writes a pg_lsn: two hexadecimal halves. */
export type WalPosition = string & { readonly walPosition: unique symbol };

const WAL_POSITION = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/;

/** The position a client sent back, or undefined when it is anything else than a well-formed pg_lsn. */
export function parseWalPosition(text: string | undefined): WalPosition | undefined {
  return text !== undefined && WAL_POSITION.test(text) ? (text as WalPosition) : undefined;
}

/** Where the primary's log ends now: every transaction committed before this call lies before it. */
export async function currentWalPosition(primary: Database): Promise<WalPosition> {
  const [row] = await selectRaw<{ position: string }>(primary, sql`select pg_current_wal_lsn()::text as position`);
  return row.position as WalPosition;
}

/**
 * Whether the replica has applied the primary's log up to `position`. A server that is not replaying (a primary
 * named as replica by mistake) answers NULL, counted as not yet: the caller then reads from the primary.
 */
export async function hasReplayed(replica: Database, position: WalPosition): Promise<boolean> {
  const [row] = await selectRaw<{ replayed: boolean }>(
    replica,
    sql`select coalesce(pg_last_wal_replay_lsn() >= ${position}::pg_lsn, false) as replayed`,
  );
  return row.replayed;
}
