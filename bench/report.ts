import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface Measurement {
  database: string;
  size: string;
  endpoint: string;
  read: boolean;
  app: Figures;
  ceiling: Figures;
}

export interface RunReport {
  date: Date;
  command: string;
  connections: number;
  durationSeconds: number;
  measurements: Measurement[];
  notes: string[];
}

/** Issue #8's targets. */
export const TARGETS = { readRatioOnPostgres: 0.25, p99Ms: 100, largeVsSmallSlowdown: 2 } as const;

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
const percent = (n: number) => `${Math.round(n * 100)}%`;

/** Targets the run missed, one line each; empty when all were met. */
export function missedTargets(measurements: Measurement[]): string[] {
  const missed: string[] = [];
  for (const m of measurements) {
    const where = `${m.database} ${m.size} ${m.endpoint}`;
    const ratio = m.app.requestsPerSecond / m.ceiling.requestsPerSecond;
    if (m.read && m.database === "PostgreSQL" && ratio < TARGETS.readRatioOnPostgres)
      missed.push(`${where}: ${percent(ratio)} of the ceiling (target ≥ ${percent(TARGETS.readRatioOnPostgres)})`);
    if (m.app.p99 >= TARGETS.p99Ms) missed.push(`${where}: p99 ${m.app.p99} ms (target < ${TARGETS.p99Ms} ms)`);
    if (m.app.errors > 0) missed.push(`${where}: ${m.app.errors} errors (target 0)`);
    if (m.size === "large") {
      const small = measurements.find(
        (s) => s.size === "small" && s.database === m.database && s.endpoint === m.endpoint,
      );
      const slowdown = small ? small.app.requestsPerSecond / m.app.requestsPerSecond : 0;
      if (slowdown > TARGETS.largeVsSmallSlowdown)
        missed.push(
          `${where}: ${slowdown.toFixed(1)} × slower than small (target ≤ ${TARGETS.largeVsSmallSlowdown} ×)`,
        );
    }
  }
  return missed;
}

export function renderHttpSection(report: RunReport): string {
  const lines = [
    "## HTTP (autocannon)",
    "",
    `- Date: ${report.date.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    `- Command: \`${report.command}\``,
    `- Machine: ${machineDescription()}`,
    `- Load: ${report.connections} connections, ${report.durationSeconds} s per endpoint after a warm-up, loopback, signed in as the bench owner`,
    "- Ceiling: a bare `node:http` server answering the same bytes from memory (`bench/ceiling.mjs`)",
    "",
    "| Database | Size | Endpoint | req/s | p50 ms | p99 ms | errors | ceiling req/s | of ceiling |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...report.measurements.map(
      (m) =>
        `| ${m.database} | ${m.size} | ${m.endpoint} | ${round(m.app.requestsPerSecond)} | ${m.app.p50} | ${m.app.p99} | ${m.app.errors} | ${round(m.ceiling.requestsPerSecond)} | ${percent(m.app.requestsPerSecond / m.ceiling.requestsPerSecond)} |`,
    ),
    "",
  ];
  const missed = missedTargets(report.measurements);
  lines.push(
    "Targets (reads ≥ 25% of the ceiling on PostgreSQL, p99 < 100 ms, 0 errors, large ≤ 2 × slower than small):",
    "",
    ...(missed.length === 0 ? ["- all met"] : missed.map((m) => `- missed: ${m}`)),
    ...report.notes.map((n) => `- ${n}`),
  );
  return lines.join("\n");
}

const START = "<!-- http:start -->";
const END = "<!-- http:end -->";

/** Replaces this benchmark's section of RESULTS.md (between its markers), keeping everything else. */
export function writeHttpResults(file: string, report: RunReport): void {
  const section = `${START}\n${renderHttpSection(report)}\n${END}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmark results\n";
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
