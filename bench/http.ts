/**
 * npm run bench — the HTTP benchmark of issues #8 and #18. For each database (embedded PGlite, and
 * PostgreSQL at BENCH_DATABASE_URL when it answers) and each data set size, it seeds, starts the
 * production build ("ours"), signs in as the bench owner, records every endpoint's answer and loads each
 * endpoint with autocannon; then the same against the fair ceiling (bench/fair-server.ts) and the bare
 * one (bench/ceiling.mjs), which answer the recorded bytes. Figures go to bench/RESULTS.md.
 *
 * Environment: BENCH_DURATION (s per endpoint and server), BENCH_CONNECTIONS, BENCH_SEQUENTIAL_CALLS,
 * and to rerun a part, comma lists BENCH_DATABASES (pglite, postgres), BENCH_SIZES (small, large) and
 * BENCH_ENDPOINTS (parts of names, e.g. analytics,stats); a partial run replaces only its own rows.
 * BENCH_DRY=1 prints the section instead of writing RESULTS.md (smoke runs).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PG_URL, type Target, postgresTarget, seed } from "./databases";
import { ENDPOINT_NAMES, type Endpoint, type Session, endpointsFor, record, signIn } from "./endpoints";
import { CONNECTIONS, DURATION_S, SEQUENTIAL_CALLS, faviconUnderAnalytics, load, measureServer } from "./measure";
import { type IsolationCheck, type Measurement, type RunReport, writeHttpResults } from "./report";
import { benchDataDir } from "./seed";
import { SIZES, type Size } from "../apps/server/src/db/bench-data";
import { ROOT, type RunningProcess, ensureBuild, freePort, startProcess, startStockroom } from "./server-process";

/** Where the figures of earlier partial runs are kept, so a partial run can replace only its rows. */
const KEPT_FIGURES = path.join(ROOT, "bench/.data/http-figures.json");

const listEnv = (name: string) =>
  process.env[name]
    ?.split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

async function startFair(target: Target, recordingFile: string, sessionSecret: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const fair = await startProcess(
    ["--import", "tsx", "bench/fair-server.ts", recordingFile, String(port)],
    {
      SESSION_SECRET: sessionSecret,
      ...(target.kind === "pglite" ? { FAIR_DATA_DIR: target.dataDir } : { FAIR_DATABASE_URL: target.databaseUrl }),
    },
    `${origin}/ready`,
  );
  return { ...fair, origin };
}

interface Run {
  measurements: Measurement[];
  isolation: IsolationCheck[];
  notes: string[];
}

/**
 * Ours, then the fair ceiling on the same data (never both at once: PGlite has one owner), the bare
 * ceiling throughout. Ours is stopped before the fair one starts; its session row stays valid.
 */
interface MeasureRun {
  target: Target;
  database: string;
  size: Size;
  wanted: (e: Endpoint) => boolean;
}

async function measure({ target, database, size, wanted }: MeasureRun): Promise<Run> {
  const postgres = target.kind === "postgres" ? { adminUrl: PG_URL, database: target.database } : null;
  const recordingFile = path.join(os.tmpdir(), `stockroom-bench-${process.pid}.json`);
  const stoppers: RunningProcess[] = [];
  const ours = await startStockroom(target.kind === "pglite" ? { dataDir: target.dataDir } : target);
  stoppers.push(ours);
  try {
    const session: Session = await signIn(ours.origin);
    const endpoints = (await endpointsFor(session)).filter(wanted);
    const recording = await record(session, endpoints);
    fs.writeFileSync(recordingFile, JSON.stringify(recording));
    const notes = Object.entries(recording)
      .filter(([, answer]) => answer.status >= 300)
      .map(
        ([call, answer]) =>
          `${database} ${size} ${call}: the recorded answer was ${answer.status}, so both ceilings replay it`,
      );
    notes.forEach((note) => console.warn(note));
    const barePort = await freePort();
    const bareOrigin = `http://127.0.0.1:${barePort}`;
    stoppers.push(
      await startProcess(["bench/ceiling.mjs", recordingFile, String(barePort)], {}, `${bareOrigin}/ready`),
    );
    const headers = { cookie: session.cookie, origin: session.origin };

    const oursFigures = [];
    for (const endpoint of endpoints) {
      oursFigures.push(await measureServer({ ...ours, headers }, endpoint, postgres));
      console.log(
        `${database} ${size} ${endpoint.name}: ours ${Math.round(oursFigures.at(-1)!.requestsPerSecond)} req/s`,
      );
    }
    const isolation: IsolationCheck[] = [];
    const analytics = endpoints.find((e) => e.name === "GET /api/analytics");
    if (target.kind === "pglite" && analytics) {
      isolation.push({ database, size, ...(await faviconUnderAnalytics({ ...ours, headers }, analytics)) });
    }
    await ours.stop();

    const fair = await startFair(target, recordingFile, ours.sessionSecret);
    stoppers.push(fair);
    const measurements: Measurement[] = [];
    for (const [i, endpoint] of endpoints.entries()) {
      const fairFigures = await measureServer({ ...fair, headers }, endpoint, postgres);
      const bare = await load({ origin: bareOrigin, headers: {} }, endpoint);
      measurements.push({
        database,
        size,
        endpoint: endpoint.name,
        read: endpoint.read,
        ours: oursFigures[i],
        fair: fairFigures,
        bare,
      });
      console.log(
        `${database} ${size} ${endpoint.name}: ours ${Math.round(oursFigures[i].requestsPerSecond)}, ` +
          `fair ${Math.round(fairFigures.requestsPerSecond)}, bare ${Math.round(bare.requestsPerSecond)} req/s; ` +
          `ours p99 ${oursFigures[i].p99} ms, errors ${oursFigures[i].errors}`,
      );
    }
    return { measurements, isolation, notes };
  } finally {
    for (const running of stoppers.reverse()) await running.stop();
    fs.rmSync(recordingFile, { force: true });
  }
}

const DATABASE_ORDER = ["PGlite", "PostgreSQL"];
const SIZE_ORDER = Object.keys(SIZES);
const key = (m: { database: string; size: string; endpoint?: string }) => `${m.database} ${m.size} ${m.endpoint ?? ""}`;
const order = (a: Measurement | IsolationCheck, b: Measurement | IsolationCheck) =>
  DATABASE_ORDER.indexOf(a.database) - DATABASE_ORDER.indexOf(b.database) ||
  SIZE_ORDER.indexOf(a.size) - SIZE_ORDER.indexOf(b.size);

/** This run's figures, over the kept ones of earlier runs when this run measured only a part. */
function merge(report: RunReport, partial: boolean): RunReport {
  if (!partial || !fs.existsSync(KEPT_FIGURES)) return report;
  const kept = JSON.parse(fs.readFileSync(KEPT_FIGURES, "utf8")) as RunReport;
  const fresh = new Set([...report.measurements, ...report.isolation].map(key));
  const measurements = [...kept.measurements.filter((m) => !fresh.has(key(m))), ...report.measurements];
  const isolation = [...kept.isolation.filter((c) => !fresh.has(key(c))), ...report.isolation];
  const endpointOrder = (m: Measurement) => (ENDPOINT_NAMES as readonly string[]).indexOf(m.endpoint);
  return {
    ...report,
    runs: { ...kept.runs, ...report.runs },
    measurements: measurements.sort((a, b) => order(a, b) || endpointOrder(a) - endpointOrder(b)),
    isolation: isolation.sort(order),
    notes: [...kept.notes.filter((n) => !Object.keys(report.runs).some((run) => n.startsWith(run))), ...report.notes],
  };
}

async function main() {
  ensureBuild();
  const databases = listEnv("BENCH_DATABASES") ?? ["pglite", "postgres"];
  const sizes = (listEnv("BENCH_SIZES") ?? SIZE_ORDER).filter((s): s is Size => s in SIZES);
  const endpointFilter = listEnv("BENCH_ENDPOINTS");
  const wanted = (e: Endpoint) => !endpointFilter || endpointFilter.some((part) => e.name.toLowerCase().includes(part));
  const runs: Record<string, string> = {};
  const run: Run = { measurements: [], isolation: [], notes: [] };
  const stamp = () => new Date().toISOString().slice(0, 16).replace("T", " ");
  for (const database of databases) {
    for (const size of sizes) {
      const target: Target | null =
        database === "pglite" ? { kind: "pglite", dataDir: benchDataDir(size) } : await postgresTarget(size);
      const label = database === "pglite" ? "PGlite" : "PostgreSQL";
      if (!target) {
        run.notes.push(`PostgreSQL at ${PG_URL} did not answer; its runs were skipped.`);
        break;
      }
      console.log(`Seeding ${size} (${label})…`);
      await seed(target, size);
      runs[`${label} ${size}`] = stamp();
      const figures = await measure({ target, database: label, size, wanted });
      run.measurements.push(...figures.measurements);
      run.isolation.push(...figures.isolation);
      run.notes.push(...figures.notes);
    }
  }
  const partial = ["BENCH_DATABASES", "BENCH_SIZES", "BENCH_ENDPOINTS"].some((name) => process.env[name]);
  const report = merge(
    {
      runs,
      command: partial ? "npm run bench (in parts; see Measured)" : "npm run bench",
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      sequentialCalls: SEQUENTIAL_CALLS,
      ...run,
    },
    partial,
  );
  if (process.env.BENCH_DRY !== "1") {
    fs.mkdirSync(path.dirname(KEPT_FIGURES), { recursive: true });
    fs.writeFileSync(KEPT_FIGURES, JSON.stringify(report));
  }
  writeHttpResults(path.join(ROOT, "bench/RESULTS.md"), report);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
