import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { DEMO_CREDENTIALS } from "../../db/seed-data";

/** Real server processes for the cluster tests: what several instances share only shows across processes. */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const STARTUP_TIMEOUT_MS = 90_000;

export interface Instance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  output: () => string;
}

/** One server from source on 127.0.0.1:`port`, with its own data directory under `workDir`. */
export function startInstance(workDir: string, name: string, port: number, env: Record<string, string>): Instance {
  const dataDir = fs.mkdtempSync(path.join(workDir, `instance-${name}-`));
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      TEST_HOOKS: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return { name, port, url: `http://127.0.0.1:${port}`, process: child, output: collectOutput(child) };
}

/**
 * How an instance reaches `database` on the test's PostgreSQL servers (issue 23): through PgBouncer when the run
 * started one (TEST_DATABASE_POOLER_URL), with the direct server for start-up, and with the streaming replica
 * when the run started one (TEST_DATABASE_REPLICA_URL). Only the server part of those URLs is used.
 */
export function instanceDatabaseEnv(database: string): Record<string, string> {
  const on = (server: string) => {
    const url = new URL(server);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const direct = process.env.TEST_DATABASE_URL;
  if (!direct) throw new Error("the cluster tests need TEST_DATABASE_URL");
  const pooler = process.env.TEST_DATABASE_POOLER_URL;
  const replica = process.env.TEST_DATABASE_REPLICA_URL;
  return {
    DATABASE_URL: on(pooler ?? direct),
    ...(pooler ? { DATABASE_DIRECT_URL: on(direct) } : {}),
    ...(replica ? { DATABASE_REPLICA_URL: on(replica) } : {}),
  };
}

/** Signs in (the demo owner by default) and returns the Cookie header. */
export async function signIn(
  base: string,
  account: { email: string; password: string } = DEMO_CREDENTIALS.owner,
): Promise<string> {
  const response = await request(base, "POST", "/api/auth/login", undefined, {
    email: account.email,
    password: account.password,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const sid = response.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!sid) throw new Error(`no session cookie from ${base}`);
  return sid.split(";")[0];
}

/** A request the way the browser makes it: state-changing ones carry the Origin of the host they go to. */
export function request(
  base: string,
  method: string,
  url: string,
  cookie?: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (cookie) headers.cookie = cookie;
  if (method !== "GET") headers.origin = base;
  if (body !== undefined) headers["content-type"] = "application/json";
  return fetch(base + url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

export async function waitForHealth(target: {
  name: string;
  url: string;
  process: ChildProcess;
  output: () => string;
}) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (target.process.exitCode !== null || target.process.signalCode !== null) {
      throw new Error(`${target.name} exited during start-up (${target.process.exitCode}):\n${target.output()}`);
    }
    const ok = await fetch(`${target.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${target.name} did not answer /api/health within ${STARTUP_TIMEOUT_MS} ms:\n${target.output()}`);
}

export function collectOutput(child: ChildProcess): () => string {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

export function readIfExists(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}

/** SIGTERM (graceful for the server, fast shutdown for nginx), then SIGKILL if it lingers. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once("error", reject);
          server.listen(0, "127.0.0.1", () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}
