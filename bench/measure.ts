/** autocannon runs: full load, one call at a time, and the CPU the server and PostgreSQL spent on them. */
import autocannon from "autocannon";
import { openCpuWindow } from "./cpu";
import type { Endpoint } from "./endpoints";
import type { Figures, ServerFigures } from "./report";

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const SEQUENTIAL_CALLS = Number(process.env.BENCH_SEQUENTIAL_CALLS ?? 50);
const WARMUP_S = 2;

export interface Target {
  origin: string;
  headers: Record<string, string>;
}

interface LoadOptions {
  connections?: number;
  seconds?: number;
  /** A fixed number of calls instead of a duration. */
  amount?: number;
}

export async function load(target: Target, endpoint: Endpoint, options: LoadOptions = {}): Promise<Figures> {
  const result = await autocannon({
    url: `${target.origin}${endpoint.path}`,
    method: endpoint.method,
    body: endpoint.body,
    headers: { ...target.headers, ...(endpoint.body ? { "content-type": "application/json" } : {}) },
    connections: options.connections ?? CONNECTIONS,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? DURATION_S }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * A server under full load on one endpoint after a warm-up, with its CPU per answer over the window
 * (PostgreSQL's too when `postgres` names the bench database), then the p50 of calls one at a time.
 */
export async function measureServer(
  server: Target & { pid: number },
  endpoint: Endpoint,
  postgres: { adminUrl: string; database: string } | null,
): Promise<ServerFigures> {
  await load(server, endpoint, { seconds: WARMUP_S });
  const window = await openCpuWindow(server.pid, postgres);
  const figures = await load(server, endpoint);
  const cpu = await window.stop();
  const answers = figures.requests;
  const sequential = await load(server, endpoint, { connections: 1, amount: SEQUENTIAL_CALLS });
  return {
    ...figures,
    sequentialP50: sequential.p50,
    // Per answer: nothing to divide by when no answer completed in the window.
    cpu:
      answers === 0
        ? null
        : { node: cpu.nodeMs / answers, postgres: cpu.postgresMs === null ? null : cpu.postgresMs / answers },
  };
}

/** How `/favicon.svg` answers, one call at a time, while 10 connections keep `GET /api/analytics` busy. */
export async function faviconUnderAnalytics(server: Target, analytics: Endpoint) {
  const favicon: Endpoint = { name: "GET /favicon.svg", method: "GET", path: "/favicon.svg", read: true };
  const [faviconFigures, analyticsFigures] = await Promise.all([
    load(server, favicon, { connections: 1 }),
    load(server, analytics, { connections: 10 }),
  ]);
  return { favicon: faviconFigures, analytics: analyticsFigures };
}
