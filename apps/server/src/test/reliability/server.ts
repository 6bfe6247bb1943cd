import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { adminQuery } from "../admin-query";
import { productionServerSetup } from "../production-server";

/**
 * The production build as a real process (so it can be killed mid-write and loaded over real sockets),
 * the databases it runs on, and a small JSON client for its API.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const SERVER_ENTRY = path.join(REPO_ROOT, "apps/server/dist/index.js");
const STARTUP_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
const HEALTH_POLL_MS = 10;
const REQUEST_TIMEOUT_MS = 30_000;

/** The PostgreSQL server whose scratch databases the suite creates (CI sets TEST_DATABASE_URL to the same). */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Target = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

/** A database to run the server on, and how to throw it away. */
export interface Scratch {
  target: Target;
  /** The server's DATA_DIR: its database on PGlite, only uploads on PostgreSQL. */
  dataDir: string;
  remove(): Promise<void>;
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-reliability-"));
const removeDir = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });

/** An empty PGlite data directory under the system temp dir. */
export function scratchPglite(): Promise<Scratch> {
  const dataDir = tempDir();
  return Promise.resolve({
    target: { kind: "pglite", dataDir },
    dataDir,
    remove: () => Promise.resolve(removeDir(dataDir)),
  });
}

/** A fresh database on the PostgreSQL server, dropped by `remove` even if a connection was left open. */
export async function scratchPostgres(): Promise<Scratch> {
  const name = `stockroom_reliability_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await adminQuery(POSTGRES_URL, `create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const dataDir = tempDir();
  return {
    target: { kind: "postgres", url: url.toString() },
    dataDir,
    remove: async () => {
      await adminQuery(POSTGRES_URL, `drop database if exists ${name} with (force)`);
      removeDir(dataDir);
    },
  };
}

/**
 * Opens the database from the test process; PGlite only while no server holds it. Migrate to set it up
 * before the first start; checks leave it as the server did.
 */
export function openScratch({ target }: Scratch, { migrate }: { migrate: boolean }): Promise<DatabaseHandle> {
  return openDatabase(
    target.kind === "pglite" ? { ...target, migrate } : { kind: "postgres", url: target.url, poolSize: 2, migrate },
  );
}

/** How a server process ended: its exit code, or the signal that killed it. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Server {
  origin: string;
  process: ChildProcess;
  /** Everything the process wrote so far (warnings and errors only, at LOG_LEVEL=warn). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, in-flight transactions are cut off. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful shutdown; resolves with how the process ended. */
  stop(): Promise<Exit>;
}

/**
 * Starts `node apps/server/dist/index.js` on a free port and waits until /api/health answers. The
 * session secret is the caller's, so sessions outlive restarts as they do in production; `extraEnv` adds
 * settings (SMTP_URL, say).
 */
export async function startServer(
  scratch: Scratch,
  sessionSecret: string,
  extraEnv: Record<string, string> = {},
): Promise<Server> {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build -w @stockroom/server\` first`);
  }
  const { origin, env } = await productionServerSetup(sessionSecret);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      ...env,
      DATA_DIR: scratch.dataDir,
      ...(scratch.target.kind === "postgres" ? { DATABASE_URL: scratch.target.url } : {}),
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  const server: Server = {
    origin,
    process: child,
    output: () => output,
    kill: async () => {
      await signal("SIGKILL");
    },
    stop: async () => {
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      const exit = await signal("SIGTERM");
      clearTimeout(timer);
      return exit;
    },
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during start-up (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    // Often, so a caller meets the server as early as a load balancer would (shutdown.test.ts).
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  await server.kill();
  throw new Error(`The server did not answer /api/health within ${STARTUP_TIMEOUT_MS} ms:\n${output}`);
}

/** Signs in and returns the session's Cookie header. */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
    body: JSON.stringify({ email, password }),
  });
  const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith("sid="));
  if (response.status !== 200 || !sid)
    throw new Error(`Sign-in of ${email}: ${response.status} ${await response.text()}`);
  return sid.split(";")[0];
}

export interface Reply {
  status: number;
  body: unknown;
}

/**
 * One API call with a session, JSON in and out. Sends no Origin header, like any non-browser client
 * (the CSRF check only refuses a foreign one). Rejects on socket errors and after 30 s.
 */
export async function call(
  origin: string,
  cookie: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<Reply> {
  const response = await fetch(origin + url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
