/** Issue #18's targets for `npm run bench`, checked against one (possibly merged) set of figures. */
import type { IsolationCheck, Measurement } from "./report";

export const TARGETS = {
  /** Every read on PostgreSQL: ours at least this share of the fair ceiling's req/s. */
  readShareOfFair: 0.8,
  /** p99 at full load for the endpoints people wait on, on PostgreSQL. */
  p99Ms: 150,
  p99Endpoints: ["GET /api/dashboard/stats", "GET /api/low-stock", "POST /api/requests"],
  largeVsSmallSlowdown: 2,
  /** Analytics on the large set, PostgreSQL. */
  analyticsSequentialP50Ms: 30,
  analyticsP99Ms: 100,
  /** PGlite: static files while 10 analytics calls run, and stats at full load on the large set. */
  faviconP99Ms: 50,
  pgliteStatsP99Ms: 500,
} as const;

export const TARGETS_TEXT =
  `reads on PostgreSQL ≥ ${TARGETS.readShareOfFair * 100}% of the fair ceiling; p99 < ${TARGETS.p99Ms} ms on PostgreSQL ` +
  `for stats, low stock and creating a request; large ≤ ${TARGETS.largeVsSmallSlowdown} × slower than small; ` +
  `analytics on PostgreSQL large: sequential p50 < ${TARGETS.analyticsSequentialP50Ms} ms and p99 < ${TARGETS.analyticsP99Ms} ms; ` +
  `PGlite: /favicon.svg p99 < ${TARGETS.faviconP99Ms} ms while 10 analytics calls run, stats p99 < ${TARGETS.pgliteStatsP99Ms} ms on the large set; 0 errors`;

const percent = (n: number) => `${Math.round(n * 100)}%`;

function checkMeasurement(m: Measurement, all: Measurement[]): string[] {
  const missed: string[] = [];
  const where = `${m.database} ${m.size} ${m.endpoint}`;
  const postgres = m.database === "PostgreSQL";
  // Latencies of a window in which nothing completed read as 0 ms, which would pass every time target.
  if (m.ours.requests === 0) return [`${where}: no answer completed within the window`];
  if (m.fair?.requests === 0) missed.push(`${where}: the fair ceiling completed no answer within the window`);
  if (m.ours.errors > 0) missed.push(`${where}: ${m.ours.errors} errors (target 0)`);
  if (m.fair && m.fair.errors > 0) missed.push(`${where}: the fair ceiling had ${m.fair.errors} errors`);
  if (postgres && m.read && m.fair && m.fair.requests > 0) {
    const share = m.ours.requestsPerSecond / m.fair.requestsPerSecond;
    if (share < TARGETS.readShareOfFair)
      missed.push(`${where}: ${percent(share)} of the fair ceiling (target ≥ ${percent(TARGETS.readShareOfFair)})`);
  }
  if (postgres && (TARGETS.p99Endpoints as readonly string[]).includes(m.endpoint) && m.ours.p99 >= TARGETS.p99Ms)
    missed.push(`${where}: p99 ${m.ours.p99} ms (target < ${TARGETS.p99Ms} ms)`);
  if (postgres && m.size === "large" && m.endpoint === "GET /api/analytics") {
    if (m.ours.sequentialP50 === null || m.ours.sequentialP50 >= TARGETS.analyticsSequentialP50Ms)
      missed.push(
        `${where}: sequential p50 ${m.ours.sequentialP50 ?? "not measured"} ms (target < ${TARGETS.analyticsSequentialP50Ms} ms)`,
      );
    if (m.ours.p99 >= TARGETS.analyticsP99Ms)
      missed.push(`${where}: p99 ${m.ours.p99} ms (target < ${TARGETS.analyticsP99Ms} ms)`);
  }
  if (
    !postgres &&
    m.size === "large" &&
    m.endpoint === "GET /api/dashboard/stats" &&
    m.ours.p99 >= TARGETS.pgliteStatsP99Ms
  )
    missed.push(`${where}: p99 ${m.ours.p99} ms (target < ${TARGETS.pgliteStatsP99Ms} ms)`);
  if (m.size === "large") {
    const small = all.find((s) => s.size === "small" && s.database === m.database && s.endpoint === m.endpoint);
    const slowdown = small ? small.ours.requestsPerSecond / m.ours.requestsPerSecond : 0;
    if (slowdown > TARGETS.largeVsSmallSlowdown)
      missed.push(`${where}: ${slowdown.toFixed(1)} × slower than small (target ≤ ${TARGETS.largeVsSmallSlowdown} ×)`);
  }
  return missed;
}

/** Targets the figures missed, one line each; empty when all were met. */
export function missedTargets(measurements: Measurement[], isolation: IsolationCheck[]): string[] {
  const missed = measurements.flatMap((m) => checkMeasurement(m, measurements));
  for (const check of isolation) {
    const where = `${check.database} ${check.size} /favicon.svg while 10 analytics calls run`;
    if (check.favicon.p99 >= TARGETS.faviconP99Ms || check.favicon.requests === 0)
      missed.push(`${where}: p99 ${check.favicon.p99} ms (target < ${TARGETS.faviconP99Ms} ms)`);
    if (check.favicon.errors > 0) missed.push(`${where}: ${check.favicon.errors} errors (target 0)`);
  }
  return missed;
}
