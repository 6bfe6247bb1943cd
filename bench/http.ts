/**
 * npm run bench — the HTTP benchmark of issue #8. For each database (embedded PGlite, and PostgreSQL
 * at BENCH_DATABASE_URL when it answers) and each data set size, it seeds, starts the production
 * build, signs in as the bench owner and loads every endpoint with autocannon; a bare node:http server
 * answering the same bytes from memory gives the ceiling. Figures go to bench/RESULTS.md.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../apps/server/src/db/client";
import { writeHttpResults, type Measurement, type RunReport } from "./report";
import { BENCH_OWNER, SIZES, type Size, seedBenchData } from "./seed-data";
import { ROOT, freePort, startProcess, startStockroom } from "./server-process";
import { benchDataDir } from "./seed";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

interface Endpoint {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  read: boolean;
}

interface Session {
  origin: string;
  cookie: string;
}

async function signIn(origin: string): Promise<Session> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-proto": "https" },
    body: JSON.stringify(BENCH_OWNER),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  return { origin, cookie: cookie.join("; ") };
}

async function getJson<T>(session: Session, url: string): Promise<T> {
  const res = await fetch(`${session.origin}${url}`, { headers: { cookie: session.cookie } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** The measured calls; the POST asks for two items of the first property, as a manager's order would. */
async function endpointsFor(session: Session): Promise<Endpoint[]> {
  const [property] = await getJson<{ id: number }[]>(session, "/api/properties?items=false&limit=1");
  const items = await getJson<{ id: number }[]>(session, `/api/properties/${property.id}/inventory?limit=2`);
  const body = JSON.stringify({ items: items.map((i) => ({ itemId: i.id, quantity: 3 })), reason: "Benchmark" });
  return [
    { name: "GET /api/inventory/all", method: "GET", path: "/api/inventory/all", read: true },
    { name: "GET /api/dashboard/stats", method: "GET", path: "/api/dashboard/stats", read: true },
    { name: "GET /api/low-stock", method: "GET", path: "/api/low-stock", read: true },
    { name: "GET /api/requests", method: "GET", path: "/api/requests", read: true },
    { name: "GET /api/analytics", method: "GET", path: "/api/analytics", read: true },
    { name: "POST /api/requests", method: "POST", path: "/api/requests", body, read: false },
  ];
}

async function load(origin: string, endpoint: Endpoint, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({
    url: `${origin}${endpoint.path}`,
    method: endpoint.method,
    body: endpoint.body,
    headers: { ...headers, ...(endpoint.body ? { "content-type": "application/json" } : {}) },
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The real server's answers, recorded for the ceiling server. */
async function record(session: Session, endpoints: Endpoint[]) {
  const answers: Record<string, { status: number; contentType: string; body: string }> = {};
  for (const e of endpoints) {
    const res = await fetch(`${session.origin}${e.path}`, {
      method: e.method,
      body: e.body,
      headers: { cookie: session.cookie, origin: session.origin, "content-type": "application/json" },
    });
    const body = Buffer.from(await res.arrayBuffer());
    answers[`${e.method} ${e.path}`] = {
      status: res.status,
      contentType: res.headers.get("content-type") ?? "application/json",
      body: body.toString("base64"),
    };
  }
  return answers;
}

async function measure(target: { dataDir: string } | { databaseUrl: string }, database: string, size: Size) {
  const server = await startStockroom(target);
  const measurements: Measurement[] = [];
  try {
    const session = await signIn(server.origin);
    const endpoints = await endpointsFor(session);
    const recordingFile = path.join(os.tmpdir(), `stockroom-bench-${process.pid}.json`);
    fs.writeFileSync(recordingFile, JSON.stringify(await record(session, endpoints)));
    const ceilingPort = await freePort();
    const ceilingOrigin = `http://127.0.0.1:${ceilingPort}`;
    const stopCeiling = await startProcess(
      ["bench/ceiling.mjs", recordingFile, String(ceilingPort)],
      {},
      `${ceilingOrigin}/ready`,
    );
    try {
      for (const endpoint of endpoints) {
        const headers = { cookie: session.cookie, origin: session.origin };
        await load(server.origin, endpoint, headers, WARMUP_S);
        const app = await load(server.origin, endpoint, headers, DURATION_S);
        const ceiling = await load(ceilingOrigin, endpoint, {}, DURATION_S);
        measurements.push({ database, size, endpoint: endpoint.name, read: endpoint.read, app, ceiling });
        console.log(
          `${database} ${size} ${endpoint.name}: ${Math.round(app.requestsPerSecond)} req/s ` +
            `(ceiling ${Math.round(ceiling.requestsPerSecond)}), p50 ${app.p50} ms, p99 ${app.p99} ms, errors ${app.errors}`,
        );
      }
    } finally {
      await stopCeiling();
      fs.rmSync(recordingFile, { force: true });
    }
  } finally {
    await server.stop();
  }
  return measurements;
}

async function seed(target: { dataDir: string } | { databaseUrl: string }, size: Size) {
  const database = await openDatabase(
    "dataDir" in target ? { kind: "pglite", dataDir: target.dataDir } : { kind: "postgres", url: target.databaseUrl },
  );
  try {
    await seedBenchData(database.db, size);
  } finally {
    await database.close();
  }
}

/** A database per size on the PostgreSQL server, made on first use; null when the server does not answer. */
async function postgresTarget(size: Size): Promise<{ databaseUrl: string } | null> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    const name = `stockroom_bench_${size}`;
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return { databaseUrl: url.toString() };
  } finally {
    await admin.end();
  }
}

async function main() {
  if (
    !fs.existsSync(path.join(ROOT, "apps/server/dist/index.js")) ||
    !fs.existsSync(path.join(ROOT, "apps/web/dist"))
  ) {
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  }
  const sizes = Object.keys(SIZES) as Size[];
  const measurements: Measurement[] = [];
  const skipped: string[] = [];
  for (const size of sizes) {
    const target = { dataDir: benchDataDir(size) };
    console.log(`Seeding ${size} (PGlite)…`);
    await seed(target, size);
    measurements.push(...(await measure(target, "PGlite", size)));
  }
  for (const size of sizes) {
    const target = await postgresTarget(size);
    if (!target) {
      skipped.push(`PostgreSQL at ${PG_URL} did not answer; its runs were skipped.`);
      break;
    }
    console.log(`Seeding ${size} (PostgreSQL)…`);
    await seed(target, size);
    measurements.push(...(await measure(target, "PostgreSQL", size)));
  }
  const report: RunReport = {
    date: new Date(),
    command: "npm run bench",
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    measurements,
    notes: skipped,
  };
  writeHttpResults(path.join(ROOT, "bench/RESULTS.md"), report);
  console.log("Figures written to bench/RESULTS.md");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
