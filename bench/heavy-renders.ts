/**
 * npm run bench:renders — issue 34: does the health check stay under 50 ms p99 while one account runs the worst
 * case its budget allows? The production build (BENCH_SKIP_BUILD=1 reuses the current one) on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL, a database made and dropped for the run), each with one account whose property
 * holds LABEL_LIMITS.maxLabels items. Side by side, in RENDERS_ROUNDS (3) rounds of four windows of BENCH_DURATION
 * (20) s each, so that the machine's other work, which comes and goes, falls on every kind of window alike:
 *
 * - health alone: HEALTH_CONNECTIONS connections calling GET /api/health at RENDERS_HEALTH_RATE (200) calls a
 *   second in all;
 * - the same health load while the account asks for its largest label sheet from as many clients as its budget
 *   lets in at once (running + waiting), each asking again as soon as its sheet has come, and waiting as long as
 *   Retry-After says when refused;
 * - both again with the health load on a bare node:http server beside ours (bench/ceiling.mjs), the least a
 *   health check can take on this machine at that moment: what the machine's other work costs every process.
 *
 * Each window starts after 2 s of the same load, unmeasured, as with a health check that never stops: the
 * database pool closes connections idle for 10 s, and the first calls after a quiet window paid for reopening them.
 * Also the server's CPU in each window by thread (the event loop, the render threads, found by their nice
 * value, and the others: the embedded database, V8, libuv), how long the probed server's event loop waited in the
 * kernel's run queue for a CPU (/proc/<pid>/task/<pid>/schedstat), and the machine's load average: on a machine
 * busy with other work, those say where a slow answer's time went. Writes the heavy-renders section of bench/RESULTS.md
 * (BENCH_DRY=1 prints it; BENCH_DATABASES=pglite or postgres runs one). The run fails only when a call fails; the
 * target is reported, not asserted.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { LABEL_LIMITS } from "@stockroom/shared";
import { openDatabase } from "../apps/server/src/db/client";
import { seedBenchData } from "../apps/server/src/db/bench-data";
import { withPgDatabase } from "./databases";
import { type Session, getJson, signIn } from "./endpoints";
import { machineDescription, writeSection } from "./report";
import { ROOT, ensureBuild, freePort, startProcess, startStockroom } from "./server-process";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const ROUNDS = Number(process.env.RENDERS_ROUNDS ?? 3);
const HEALTH_RATE = Number(process.env.RENDERS_HEALTH_RATE ?? 200);
const HEALTH_CONNECTIONS = 10;
const TARGET_P99_MS = 50;
const WARMUP_S = 5;
/** The same load, unmeasured, just before each window. */
const WINDOW_WARMUP_S = 2;
/** How far below the server's threads the render threads run (renders/pool.ts); how they are told apart. */
const RENDER_NICE = 19;
/** One property of the largest sheet's worth of items; the seed needs a manager and a few requests. */
const SHAPE = { properties: 1, itemsPerProperty: LABEL_LIMITS.maxLabels, managers: 1, requests: 10, checkDays: 1 };

interface HealthFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

interface ThreadCpu {
  eventLoopMs: number;
  renderMs: number;
  otherMs: number;
}

interface Window {
  /** Whose health check was called: the production build's, or a bare node:http server's beside it. */
  probed: "ours" | "bare";
  /** Whether the account's worst case ran on our server meanwhile. */
  renders: boolean;
  health: HealthFigures;
  cpu: ThreadCpu;
  /** How long the probed server's event loop was ready to run but waited for a CPU, in ms, and how many times it ran. */
  runQueue: { waitMs: number; slices: number };
  /** The machine's 1-minute load average at the end of the window. */
  load: number;
  /** p99 of this benchmark's own event loop delay (ms), where autocannon times the answers: its share of the latency. */
  clientDelayP99: number;
  sheets: { made: number; refused: number; seconds: number };
}

/** CPU milliseconds of every thread of `pid` so far, by thread id, with its nice value. */
function threadCpu(pid: number): Map<number, { ms: number; nice: number }> {
  const threads = new Map<number, { ms: number; nice: number }>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      threads.set(Number(tid), { ms: (Number(fields[11]) + Number(fields[12])) * 10, nice: Number(fields[16]) });
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return threads;
}

/** The event loop thread's time waiting in the run queue (ns) and its count of times on a CPU so far. */
function schedstat(pid: number): { waitNs: number; slices: number } {
  const [, wait, slices] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").trim().split(" ").map(Number);
  return { waitNs: wait, slices };
}

function cpuBetween(pid: number, before: Map<number, { ms: number; nice: number }>): ThreadCpu {
  const cpu = { eventLoopMs: 0, renderMs: 0, otherMs: 0 };
  for (const [tid, now] of threadCpu(pid)) {
    const spent = now.ms - (before.get(tid)?.ms ?? 0);
    if (tid === pid) cpu.eventLoopMs += spent;
    else if (now.nice === RENDER_NICE) cpu.renderMs += spent;
    else cpu.otherMs += spent;
  }
  return cpu;
}

async function healthLoad(origin: string, seconds = DURATION_S): Promise<HealthFigures> {
  const result = await autocannon({
    url: `${origin}/api/health`,
    connections: HEALTH_CONNECTIONS,
    overallRate: HEALTH_RATE,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Clients asking for the account's largest sheet again and again until `until`, each as soon as its last one
 * came, honouring Retry-After when refused. They run on a thread of their own: receiving the PDFs on the
 * autocannon's event loop would add to the health latencies it measures.
 */
const SHEET_CLIENTS = `
const { parentPort, workerData } = require("node:worker_threads");
const { origin, cookie, url, until, clients } = workerData;
async function client() {
  const tally = { made: 0, refused: 0, seconds: 0 };
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(origin + url, { headers: { cookie } });
    const body = await response.arrayBuffer();
    if (response.status === 200) {
      tally.made++;
      tally.seconds += (performance.now() - started) / 1000;
    } else if (response.status === 429) {
      tally.refused++;
      const wait = Number(response.headers.get("retry-after") ?? 1) * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, Math.max(0, until - Date.now()))));
    } else {
      throw new Error("label sheet: " + response.status + " " + Buffer.from(body).toString().slice(0, 200));
    }
  }
  return tally;
}
Promise.all(Array.from({ length: clients }, client)).then((tallies) => parentPort.postMessage(tallies));
`;

type Tally = { made: number; refused: number; seconds: number };

function printSheets(
  { session, url }: { session: Session; url: string },
  { until, clients = 1 }: { until: number; clients?: number },
) {
  const worker = new Worker(SHEET_CLIENTS, {
    eval: true,
    workerData: { origin: session.origin, cookie: session.cookie, url, until, clients },
  });
  return new Promise<Tally[]>((resolve, reject) => {
    worker.once("message", (tallies: Tally[]) => resolve(tallies));
    worker.once("error", reject);
  }).finally(() => void worker.terminate());
}

/**
 * One window: the health load on `probed` (our server, or the bare one), with or without the worst case on our
 * server meanwhile.
 */
async function measureWindow(
  server: { origin: string; pid: number },
  { probed, renders }: { probed: { origin: string; pid: number }; renders?: { session: Session; url: string } },
): Promise<Window> {
  const until = Date.now() + (WINDOW_WARMUP_S + DURATION_S) * 1000;
  const { running, waiting } = LABEL_LIMITS.concurrent;
  const sheets = renders ? printSheets(renders, { until, clients: running + waiting }) : Promise.resolve([]);
  // As a health check that never stops would: the database pool's connections, closed after 10 s idle, are open.
  await healthLoad(probed.origin, WINDOW_WARMUP_S);
  const before = { cpu: threadCpu(server.pid), queue: schedstat(probed.pid) };
  const clientDelay = monitorEventLoopDelay({ resolution: 10 });
  clientDelay.enable();
  const health = await healthLoad(probed.origin);
  clientDelay.disable();
  const queue = schedstat(probed.pid);
  const cpu = cpuBetween(server.pid, before.cpu);
  const tallies = await sheets;
  return {
    probed: probed.pid === server.pid ? "ours" : "bare",
    renders: Boolean(renders),
    health,
    cpu,
    clientDelayP99: clientDelay.percentile(99) / 1e6,
    runQueue: { waitMs: (queue.waitNs - before.queue.waitNs) / 1e6, slices: queue.slices - before.queue.slices },
    load: os.loadavg()[0],
    sheets: {
      made: tallies.reduce((sum, t) => sum + t.made, 0),
      refused: tallies.reduce((sum, t) => sum + t.refused, 0),
      seconds: tallies.reduce((sum, t) => sum + t.seconds, 0),
    },
  };
}

async function measure(
  target: { dataDir: string } | { databaseUrl: string },
  bare: { origin: string; pid: number },
): Promise<Window[]> {
  const database = await openDatabase(
    "dataDir" in target ? { kind: "pglite", dataDir: target.dataDir } : { kind: "postgres", url: target.databaseUrl },
  );
  try {
    await seedBenchData(database.db, { label: "renders", shape: SHAPE });
  } finally {
    await database.close();
  }
  const server = await startStockroom(target);
  try {
    const session = await signIn(server.origin);
    const [property] = await getJson<{ id: number }[]>(session, "/api/properties?items=false");
    const url = `/api/labels.pdf?propertyId=${property.id}`;
    // A first sheet starts the render thread and warms both paths before anything is measured.
    const first = await fetch(`${session.origin}${url}`, { headers: { cookie: session.cookie } });
    if (first.status !== 200) throw new Error(`label sheet: ${first.status} ${await first.text()}`);
    await first.arrayBuffer();
    await healthLoad(server.origin, WARMUP_S);
    await healthLoad(bare.origin, WARMUP_S);
    const renders = { session, url };
    const windows: Window[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      windows.push(await measureWindow(server, { probed: bare }));
      windows.push(await measureWindow(server, { probed: server }));
      windows.push(await measureWindow(server, { probed: server, renders }));
      windows.push(await measureWindow(server, { probed: bare, renders }));
      const last = windows.slice(-4).map((w) => `${w.probed}${w.renders ? "+renders" : ""} p99 ${w.health.p99}`);
      console.log(`round ${round}: ${last.join(", ")}`);
    }
    return windows;
  } finally {
    await server.stop();
  }
}

/**
 * The reference: node:http answering "ok" from memory (bench/ceiling.mjs with nothing recorded), the least any
 * health check can cost on this machine at this moment.
 */
async function startBareServer(recording: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const bare = await startProcess(["bench/ceiling.mjs", recording, String(port)], {}, `${origin}/ready`);
  return { ...bare, origin };
}

const ms = (n: number) => n.toFixed(0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);

/** One row per kind of window: medians over the rounds, with the p99's range, and totals. */
function rows(database: string, windows: Window[]): string[] {
  const kinds = [
    { probed: "bare", renders: false },
    { probed: "ours", renders: false },
    { probed: "ours", renders: true },
    { probed: "bare", renders: true },
  ] as const;
  return kinds.map((kind) => {
    const of = windows.filter((w) => w.probed === kind.probed && w.renders === kind.renders);
    const p99s = of.map((w) => w.health.p99);
    const made = sum(of.map((w) => w.sheets.made));
    const sheets = kind.renders
      ? `${made} made (${(sum(of.map((w) => w.sheets.seconds)) / Math.max(made, 1)).toFixed(1)} s from asking to PDF), ${sum(of.map((w) => w.sheets.refused))} refused`
      : "–";
    const cpu = [
      median(of.map((w) => w.cpu.eventLoopMs)),
      median(of.map((w) => w.cpu.renderMs)),
      median(of.map((w) => w.cpu.otherMs)),
    ];
    const waitMs = median(of.map((w) => w.runQueue.waitMs));
    const perSlice = median(of.map((w) => (w.runQueue.waitMs * 1000) / Math.max(w.runQueue.slices, 1)));
    const cells = [
      database,
      kind.probed === "ours" ? "ours" : "bare node:http",
      kind.renders ? "yes" : "no",
      ms(median(of.map((w) => w.health.requestsPerSecond))),
      median(of.map((w) => w.health.p50)),
      `${median(p99s)} (${Math.min(...p99s)}–${Math.max(...p99s)})`,
      Math.max(...of.map((w) => w.health.max)),
      sum(of.map((w) => w.health.errors)),
      sheets,
      cpu.map(ms).join(" / "),
      `${ms(waitMs)} (${ms(perSlice)} µs)`,
      ms(median(of.map((w) => w.clientDelayP99))),
      median(of.map((w) => w.load)).toFixed(1),
    ];
    return `| ${cells.join(" | ")} |`;
  });
}

async function main() {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-bench-renders-"));
  const recording = path.join(dataDir, "nothing-recorded.json");
  fs.writeFileSync(recording, "{}");
  const bare = await startBareServer(recording);
  const results: Record<string, Window[]> = {};
  console.log(`bare node:http reference on ${bare.origin}`);
  const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
  try {
    if (databases.includes("pglite")) results.PGlite = await measure({ dataDir: path.join(dataDir, "pglite") }, bare);
    if (databases.includes("postgres"))
      results.PostgreSQL = await withPgDatabase("renders", (databaseUrl) => measure({ databaseUrl }, bare));
  } finally {
    await bare.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const { running, waiting } = LABEL_LIMITS.concurrent;
  const oursUnderRenders = (windows: Window[]) =>
    median(windows.filter((w) => w.probed === "ours" && w.renders).map((w) => w.health.p99));
  const missed = Object.entries(results).filter(([, windows]) => oursUnderRenders(windows) >= TARGET_P99_MS);
  const body = [
    "## Heavy renders (issue 34)",
    "",
    `- Measured: ${new Date().toISOString().slice(0, 16).replace("T", " ")} (UTC)`,
    "- Command: `npm run bench:renders`",
    `- Machine: ${machineDescription()}`,
    `- Health load: ${HEALTH_CONNECTIONS} connections, ${HEALTH_RATE} calls a second in all, against the production build (RENDER_THREADS=1); ${ROUNDS} rounds of the four windows, ${DURATION_S} s each; each row gives medians over its rounds, the p99's range in brackets`,
    `- Worst case: one account, ${running + waiting} clients (${running} running and ${waiting} waiting, its concurrency budget) each asking for its largest sheet (${LABEL_LIMITS.maxLabels} labels, A4 3×10) again as soon as one came, honouring Retry-After; its limits are ${LABEL_LIMITS.pdfsPerMinute} a minute and ${LABEL_LIMITS.pdfsPerHour} an hour`,
    "- Our CPU: ms of the server process's threads in a window: the event loop / the render thread (nice 19) / the others (the embedded database's thread, V8 and libuv helpers). Run queue: ms the probed server's event loop was ready but waited for a CPU in the window (the mean wait per time it ran). Client delay: p99 of this benchmark's own event loop delay, where autocannon times the answers. Load: the machine's 1-minute load average",
    `- Target: health p99 (median of the rounds) under ${TARGET_P99_MS} ms with the renders running — ${missed.length === 0 ? "met" : `missed on ${missed.map(([db]) => db).join(", ")}`}`,
    "",
    "| Database | health check of | worst case running | health req/s | p50 ms | p99 ms | max ms | errors | label sheets | our CPU ms loop / render / other | run queue ms | client delay p99 ms | load |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: | ---: | ---: |",
    ...Object.entries(results).flatMap(([database, result]) => rows(database, result)),
  ].join("\n");
  writeSection(path.join(ROOT, "bench/RESULTS.md"), "heavy-renders", body);
  console.log(body);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
