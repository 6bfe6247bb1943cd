import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

/**
 * A real streaming replica of the machine's PostgreSQL for the read replica tests (issue 23): a base backup
 * of the primary (`pg_basebackup -R`) started as a hot standby on a free port, run by the postgres OS user
 * since the server refuses to run as root. The primary's pg_hba.conf must accept replication connections
 * from 127.0.0.1 (.ci/run adds the line).
 */

const BIN = "/usr/lib/postgresql/15/bin";
const STREAMING_TIMEOUT_MS = 60_000;
const REPLAY_TIMEOUT_MS = 30_000;
const POLL_MS = 50;

/** Settings a hot standby must hold at least as high as its primary, or it refuses to start. */
const AT_LEAST_THE_PRIMARYS = [
  "max_connections",
  "max_worker_processes",
  "max_wal_senders",
  "max_prepared_transactions",
  "max_locks_per_transaction",
];

const run = promisify(execFile);

export interface Replica {
  /** The replica's server (postgres://postgres@127.0.0.1:port/postgres); only its host and port matter. */
  url: string;
  /** Stops applying the primary's changes, so the replica shows the data as it is now until resumeReplay. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has applied everything the primary had written when it was called. */
  waitForReplay(): Promise<void>;
  stop(): Promise<void>;
}

/** Makes and starts a streaming replica of the PostgreSQL 15 server `primaryUrl` names (a direct connection). */
export async function startReplica(primaryUrl: string): Promise<Replica> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-replica-"));
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const asPostgres = (command: string, args: string[]) =>
    run("runuser", ["-u", "postgres", "--", path.join(BIN, command), ...args], { timeout: STREAMING_TIMEOUT_MS });
  let started = false;
  try {
    fs.chmodSync(dir, 0o700);
    await run("chown", ["postgres:postgres", dir]);
    await asPostgres("pg_basebackup", [
      `--dbname=${primaryUrl}`,
      `--pgdata=${dataDir}`,
      "--write-recovery-conf",
      "--wal-method=stream",
      "--checkpoint=fast",
    ]);
    const settings = await primarySettings(primaryUrl);
    writeAsPostgres(path.join(dataDir, "postgresql.conf"), standbyConfig({ port, socketDir: dir, settings }));
    writeAsPostgres(path.join(dataDir, "pg_hba.conf"), "local all all trust\nhost all all 127.0.0.1/32 trust\n");
    await asPostgres("pg_ctl", ["--pgdata", dataDir, "--log", path.join(dir, "server.log"), "--wait", "start"]);
    started = true;
    await waitFor("the replica to stream from the primary", STREAMING_TIMEOUT_MS, async () => {
      const rows = await query(url, "select status from pg_stat_wal_receiver");
      return rows[0]?.status === "streaming";
    });
  } catch (error) {
    const log = readIfExists(path.join(dir, "server.log"));
    if (started) await asPostgres("pg_ctl", ["--pgdata", dataDir, "--mode", "immediate", "stop"]).catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`the streaming replica did not start: ${(error as Error).message}\n${log}`, { cause: error });
  }

  return {
    url,
    pauseReplay: () => pauseReplay(url),
    resumeReplay: () => resumeReplay(url),
    waitForReplay: () => waitForReplay({ primaryUrl, replicaUrl: url }),
    async stop() {
      await asPostgres("pg_ctl", ["--pgdata", dataDir, "--mode", "immediate", "stop"]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Stops applying the primary's changes on the replica `replicaUrl` names, once no record is being applied. */
export async function pauseReplay(replicaUrl: string): Promise<void> {
  await query(replicaUrl, "select pg_wal_replay_pause()");
  // The request takes effect before the next record; "paused" says no record is being applied any more.
  await waitFor("replay to pause", REPLAY_TIMEOUT_MS, async () => {
    const rows = await query(replicaUrl, "select pg_get_wal_replay_pause_state() as state");
    return rows[0]?.state === "paused";
  });
}

export async function resumeReplay(replicaUrl: string): Promise<void> {
  await query(replicaUrl, "select pg_wal_replay_resume()");
}

/** Resolves once the replica has applied everything the primary had written when it was called. */
export async function waitForReplay({ primaryUrl, replicaUrl }: { primaryUrl: string; replicaUrl: string }) {
  const [row] = await query(primaryUrl, "select pg_current_wal_lsn()::text as lsn");
  const lsn = String(row.lsn);
  await waitFor(`the replica to replay the primary's WAL up to ${lsn}`, REPLAY_TIMEOUT_MS, async () => {
    const rows = await query(replicaUrl, "select pg_last_wal_replay_lsn() >= $1::pg_lsn as done", [lsn]);
    return rows[0]?.done === true;
  });
}

function standbyConfig({
  port,
  socketDir,
  settings,
}: {
  port: number;
  socketDir: string;
  settings: Record<string, string>;
}): string {
  const lines = {
    port: String(port),
    listen_addresses: "'127.0.0.1'",
    unix_socket_directories: `'${socketDir}'`,
    hot_standby: "on",
    // The primary keeps rows the tests' replica queries still read, so replay never cancels them.
    hot_standby_feedback: "on",
    // A scratch copy: losing it in a crash costs nothing, and skipping the flushes keeps replay quick.
    fsync: "off",
    shared_buffers: "32MB",
    ...settings,
  };
  return Object.entries(lines)
    .map(([name, value]) => `${name} = ${value}\n`)
    .join("");
}

async function primarySettings(primaryUrl: string): Promise<Record<string, string>> {
  const rows = await query(primaryUrl, "select name, setting from pg_settings where name = any($1)", [
    AT_LEAST_THE_PRIMARYS,
  ]);
  return Object.fromEntries(rows.map((row) => [String(row.name), String(row.setting)]));
}

function writeAsPostgres(file: string, text: string): void {
  fs.writeFileSync(file, text, { mode: 0o600 });
  const { uid, gid } = fs.statSync(path.dirname(file));
  fs.chownSync(file, uid, gid);
}

async function query(url: string, statement: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

async function waitFor(what: string, timeoutMs: number, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function readIfExists(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}
