import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { TARGETS_TEXT, missedTargets } from "./targets";

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers completed in the window. */
  requests: number;
}

/** CPU milliseconds per answer over the load window. */
export interface CpuPerRequest {
  node: number;
  /** The bench database's backends; null on PGlite, which runs inside the server process. */
  postgres: number | null;
}

export interface ServerFigures extends Figures {
  /** p50 of calls made one at a time. */
  sequentialP50: number | null;
  cpu: CpuPerRequest | null;
}

export interface Measurement {
  database: string;
  size: string;
  endpoint: string;
  read: boolean;
  ours: ServerFigures;
  /** The minimal Fastify server (bench/fair-server.ts); null where it was not run. */
  fair: ServerFigures | null;
  /** The bare node:http server answering recorded bytes (bench/ceiling.mjs). */
  bare: Figures;
}

/** PGlite: does HTTP keep answering while the database works? */
export interface IsolationCheck {
  database: string;
  size: string;
  favicon: Figures;
  analytics: Figures;
}

export interface RunReport {
  /** When each database and size was measured ("PostgreSQL large" → date). */
  runs: Record<string, string>;
  command: string;
  connections: number;
  durationSeconds: number;
  sequentialCalls: number;
  measurements: Measurement[];
  isolation: IsolationCheck[];
  notes: string[];
}

export function machineDescription(): string {
  const cpus = os.cpus();
  const memory = `${Math.round(os.totalmem() / 1024 ** 3)} GiB`;
  let postgres = "";
  try {
    postgres = `, ${execFileSync("psql", ["--version"]).toString().trim()}`;
  } catch {
    // No psql client: the PostgreSQL version is simply left out.
  }
  return `${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, ${memory}, ${os.type()} ${os.release()}, Node ${process.version}${postgres}`;
}

const round = (n: number) => Math.round(n).toLocaleString("en-US");
const share = (part: number, whole: number | undefined) =>
  whole ? `${(part / whole) * 100 < 10 ? ((part / whole) * 100).toFixed(1) : Math.round((part / whole) * 100)}%` : "–";
const ms = (n: number | null | undefined) => (n === null || n === undefined ? "–" : n.toFixed(1));
const orDash = (n: number | null | undefined, format: (n: number) => string = String) =>
  n === null || n === undefined ? "–" : format(n);

function row(m: Measurement): string {
  const { ours, fair, bare } = m;
  return [
    m.database,
    m.size,
    m.endpoint,
    round(ours.requestsPerSecond),
    orDash(fair?.requestsPerSecond, round),
    round(bare.requestsPerSecond),
    share(ours.requestsPerSecond, fair?.requestsPerSecond),
    share(ours.requestsPerSecond, bare.requestsPerSecond),
    orDash(ours.sequentialP50),
    orDash(fair?.sequentialP50),
    ours.p50,
    ours.p99,
    orDash(fair?.p99),
    ours.errors + (fair?.errors ?? 0),
    ms(ours.cpu?.node),
    ms(ours.cpu?.postgres),
    ms(fair?.cpu?.node),
    ms(fair?.cpu?.postgres),
  ].join(" | ");
}

export function renderHttpSection(report: RunReport): string {
  const lines = [
    "## HTTP (autocannon)",
    "",
    `- Measured: ${Object.entries(report.runs)
      .map(([what, date]) => `${what} ${date}`)
      .join(", ")} (UTC)`,
    `- Command: \`${report.command}\``,
    `- Machine: ${machineDescription()}`,
    `- Load: ${report.connections} connections, ${report.durationSeconds} s per endpoint and server after a warm-up, loopback, signed in as the bench owner; sequential p50 over ${report.sequentialCalls} calls one at a time`,
    "- ours: the production build. fair: a minimal Fastify server doing the session and user in one statement, one hand-written statement for the data, serialising its rows and answering the same bytes (`bench/fair-server.ts`). bare: `node:http` answering the recorded bytes from memory (`bench/ceiling.mjs`), the physical reference",
    "- CPU ms per answer over the load window: Node is the server process (all its threads, `/proc/<pid>/stat`); PG is the bench database's backends (`pg_stat_activity` pids, `/proc`). On PGlite the database runs inside the server process",
    "",
    "| Database | Size | Endpoint | ours req/s | fair req/s | bare req/s | ours/fair | ours/bare | seq p50 ms | fair seq p50 ms | p50 ms | p99 ms | fair p99 ms | errors | Node CPU ms | PG CPU ms | fair Node CPU ms | fair PG CPU ms |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...report.measurements.map((m) => `| ${row(m)} |`),
    "",
  ];
  if (report.isolation.length > 0) {
    lines.push(
      "PGlite isolation: `/favicon.svg` one call at a time while 10 connections call `GET /api/analytics`:",
      "",
      "| Database | Size | favicon p50 ms | favicon p99 ms | favicon req/s | analytics req/s | analytics p99 ms | errors |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...report.isolation.map(
        (c) =>
          `| ${c.database} | ${c.size} | ${c.favicon.p50} | ${c.favicon.p99} | ${round(c.favicon.requestsPerSecond)} | ${round(c.analytics.requestsPerSecond)} | ${c.analytics.p99} | ${c.favicon.errors + c.analytics.errors} |`,
      ),
      "",
    );
  }
  const missed = missedTargets(report.measurements, report.isolation);
  lines.push(
    `Targets (${TARGETS_TEXT}):`,
    "",
    ...(missed.length === 0 ? ["- all met"] : missed.map((m) => `- missed: ${m}`)),
    ...report.notes.map((n) => `- ${n}`),
  );
  return lines.join("\n");
}

/**
 * Replaces one benchmark's section of RESULTS.md (between `<!-- name:start -->` and `<!-- name:end -->`),
 * keeping everything else. With BENCH_DRY=1 (smoke runs) it prints the section instead.
 */
export function writeSection(file: string, name: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${body}\n${end}`;
  if (process.env.BENCH_DRY === "1") {
    console.log(`BENCH_DRY=1: ${file} left alone; the section would be:\n${section}`);
    return;
  }
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmark results\n";
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + section + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}

export function writeHttpResults(file: string, report: RunReport): void {
  writeSection(file, "http", renderHttpSection(report));
}
