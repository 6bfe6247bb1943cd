import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const PGBOUNCER = "/usr/sbin/pgbouncer";
const STARTUP_TIMEOUT_MS = 10_000;

export interface Pgbouncer {
  /** postgres://postgres@127.0.0.1:<port>/postgres: any database name on the server works in its place. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A real PgBouncer in transaction mode in front of the PostgreSQL server of `serverUrl` (issue 23), with its
 * files in a temporary directory and on a free port. Every database name is forwarded to the server, so the
 * databases the tests create and drop are all reachable through it. Server connections idle a few seconds only:
 * a run creates and drops about a hundred databases, and each keeps its own pool, which must not add up to
 * PostgreSQL's max_connections (100).
 */
export async function startPgbouncer(serverUrl: string): Promise<Pgbouncer> {
  if (!fs.existsSync(PGBOUNCER)) {
    throw new Error(
      `TEST_PGBOUNCER=true needs PgBouncer, but ${PGBOUNCER} is missing: install it with ` +
        "`apt-get install -y pgbouncer` (.ci/run does this).",
    );
  }
  const server = new URL(serverUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-pgbouncer-"));
  const port = await freePort();
  const config = path.join(dir, "pgbouncer.ini");
  fs.writeFileSync(path.join(dir, "userlist.txt"), `"postgres" ""\n`);
  fs.writeFileSync(
    config,
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "userlist.txt")}`,
      "admin_users = postgres",
      "pool_mode = transaction",
      "max_client_conn = 1000",
      // Two files run at once, each with a pool of 10 and a few extra clients: 8 server connections per
      // database keep some clients waiting, which is what a pooler in production does too.
      "default_pool_size = 8",
      "max_db_connections = 8",
      "server_idle_timeout = 5",
      // node-postgres sends none of these today; harmless if a client does.
      "ignore_startup_parameters = extra_float_digits,options",
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      "",
    ].join("\n"),
  );
  // PgBouncer refuses to run as root, and reads its files as the user it switches to.
  const runAsPostgres = process.getuid?.() === 0;
  if (runAsPostgres) {
    const { uid, gid } = postgresUser();
    for (const file of [dir, ...fs.readdirSync(dir).map((f) => path.join(dir, f))]) fs.chownSync(file, uid, gid);
  }
  const child = spawn(PGBOUNCER, [...(runAsPostgres ? ["-u", "postgres"] : []), config], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    await stopProcess(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, () => output + readLog(dir));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

function postgresUser(): { uid: number; gid: number } {
  const line = fs
    .readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  if (!line) throw new Error("PgBouncer refuses to run as root, and there is no postgres user to run it as");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

function readLog(dir: string): string {
  const file = path.join(dir, "pgbouncer.log");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PgBouncer exited (${child.exitCode}):\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(true));
      socket.once("error", () => resolve(false));
      socket.once("close", () => socket.destroy());
      socket.once("connect", () => socket.destroy());
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PgBouncer did not listen on ${port} within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // SIGINT: PgBouncer's "safe shutdown", which would wait for clients; SIGTERM closes at once.
  child.kill("SIGTERM");
  await exited;
}
