import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { productionServerSetup } from "../apps/server/src/test/production-server";

export const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Builds the production server and web app first, so the figures are those of this checkout and not of
 * an older build; BENCH_SKIP_BUILD=1 reuses the current build for quick partial reruns.
 */
export function ensureBuild(): void {
  if (process.env.BENCH_SKIP_BUILD === "1") return;
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
}

export { freePort } from "../apps/server/src/test/production-server";

export interface RunningProcess {
  /** The process whose CPU time is the server's (its threads included). */
  pid: number;
  stop(): Promise<void>;
}

export interface RunningServer extends RunningProcess {
  origin: string;
  /** Signs its session cookies; the fair ceiling checks them with it. */
  sessionSecret: string;
}

/** Spawns a Node script with extra environment and waits until `readyUrl` answers 200. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<RunningProcess> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited (${child.exitCode}):\n${stderr}`);
    const ok = await fetch(readyUrl)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return { pid: child.pid!, stop: () => stop(child) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop(child);
  throw new Error(`${readyUrl} did not answer within 120 s:\n${stderr}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The production build on a free port, on PGlite in `dataDir` or on PostgreSQL at `databaseUrl`.
 * Behind a TLS proxy in production; X-Forwarded-Proto on sign-in stands in for it.
 */
export async function startStockroom(target: { dataDir: string } | { databaseUrl: string }): Promise<RunningServer> {
  const sessionSecret = crypto.randomBytes(32).toString("hex");
  const { origin, env } = await productionServerSetup(sessionSecret);
  const server = await startProcess(
    ["apps/server/dist/index.js"],
    {
      ...env,
      ...("dataDir" in target ? { DATA_DIR: target.dataDir } : { DATABASE_URL: target.databaseUrl }),
    },
    `${origin}/api/health`,
  );
  return { ...server, origin, sessionSecret };
}
