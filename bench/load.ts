/**
 * npm run bench:load — issue 18.7: LOAD_CLIENTS (200) clients for LOAD_DURATION (60) s against the
 * production build on PostgreSQL (BENCH_DATABASE_URL, the bench set of LOAD_SIZE, default large). The
 * bench owner and LOAD_MANAGERS managers are signed in once each; every client acts as one of them, one
 * call after another without pause: the main screens' reads and new requests (see MIX). p50, p99, req/s
 * and errors go to bench/RESULTS.md (BENCH_DRY=1 prints them instead).
 *
 * The run asserts correctness only, never a time: every answer a 2xx, every acknowledged request stored
 * with its lines, and every item's stock equal to the sum of its ledger. It exits 1 when one fails.
 */
import path from "node:path";
import pg from "pg";
import { postgresTarget, seed } from "./databases";
import { type Session, getJson, signIn } from "./endpoints";
import { machineDescription, writeSection } from "./report";
import { BENCH_OWNER, SIZES, type Size } from "../apps/server/src/db/bench-data";
import { ROOT, ensureBuild, startStockroom } from "./server-process";

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const DURATION_S = Number(process.env.LOAD_DURATION ?? 60);
const MANAGERS = Number(process.env.LOAD_MANAGERS ?? 8);
const SIZE = (process.env.LOAD_SIZE ?? "large") as Size;
/** The web client's page size. */
const PAGE = 50;
const ERRORS_SHOWN = 5;

type Role = "owner" | "manager";

interface Actor {
  role: Role;
  session: Session;
  propertyId: number;
  itemIds: number[];
}

interface Call {
  name: string;
  weight: number;
  /** Only for this role; both when absent. */
  role?: Role;
  run(actor: Actor): Promise<Response>;
}

const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

function get(actor: Actor, url: string) {
  return fetch(`${actor.session.origin}${url}`, { headers: { cookie: actor.session.cookie } });
}

/** A request for 1–3 distinct items of the actor's property, as the New Request form sends it. */
function createRequest(actor: Actor) {
  const items = [...actor.itemIds].sort(() => Math.random() - 0.5).slice(0, between(1, 3));
  return fetch(`${actor.session.origin}/api/requests`, {
    method: "POST",
    headers: { cookie: actor.session.cookie, origin: actor.session.origin, "content-type": "application/json" },
    body: JSON.stringify({ items: items.map((itemId) => ({ itemId, quantity: between(1, 5) })), reason: "Load run" }),
  });
}

/** What people do on the main screens, by weight: the dashboard, lists, and new requests. */
const MIX: Call[] = [
  { name: "dashboard stats", weight: 20, run: (a) => get(a, "/api/dashboard/stats") },
  { name: "category cards", weight: 10, run: (a) => get(a, "/api/inventory/summary") },
  { name: "inventory page", weight: 15, run: (a) => get(a, `/api/inventory?propertyId=${a.propertyId}&limit=${PAGE}`) },
  { name: "requests page", weight: 20, run: (a) => get(a, `/api/requests?limit=${PAGE}`) },
  { name: "low stock", weight: 10, run: (a) => get(a, `/api/low-stock?limit=${PAGE}`) },
  { name: "analytics", weight: 5, role: "owner", run: (a) => get(a, "/api/analytics") },
  { name: "new request", weight: 15, run: createRequest },
];

function pick(role: Role): Call {
  const calls = MIX.filter((c) => !c.role || c.role === role);
  let roll = Math.random() * calls.reduce((sum, c) => sum + c.weight, 0);
  for (const call of calls) {
    roll -= call.weight;
    if (roll < 0) return call;
  }
  return calls[calls.length - 1];
}

interface ActorSpec {
  role: Role;
  account: { email: string; password: string };
  /** Which of the load's accounts: it picks the client address. */
  index: number;
}

async function actorFor(origin: string, { role, account, index }: ActorSpec) {
  // One address per account, as people sign in from their own devices (sign-in attempts are limited per address).
  const session = await signIn(origin, account, `10.0.${index >> 8}.${index & 255}`);
  const [property] = await getJson<{ id: number }[]>(session, "/api/managed-properties?items=false&limit=1");
  const items = await getJson<{ id: number }[]>(session, `/api/properties/${property.id}/inventory?limit=${PAGE}`);
  return { role, session, propertyId: property.id, itemIds: items.map((i) => i.id) };
}

interface Outcome {
  latencies: number[];
  byCall: Map<string, number[]>;
  errors: string[];
  created: number[];
  seconds: number;
}

async function run(actors: Actor[]): Promise<Outcome> {
  const outcome: Outcome = { latencies: [], byCall: new Map(), errors: [], created: [], seconds: 0 };
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const actor = actors[client % actors.length];
      while (performance.now() < deadline) {
        const call = pick(actor.role);
        const sent = performance.now();
        try {
          const res = await call.run(actor);
          const body = await res.text();
          const took = performance.now() - sent;
          outcome.latencies.push(took);
          const latencies = outcome.byCall.get(call.name) ?? [];
          outcome.byCall.set(call.name, latencies);
          latencies.push(took);
          if (!res.ok) outcome.errors.push(`${call.name}: ${res.status} ${body.slice(0, 200)}`);
          else if (call.name === "new request") outcome.created.push((JSON.parse(body) as { id: number }).id);
        } catch (error) {
          outcome.errors.push(`${call.name}: ${String(error)}`);
        }
      }
    }),
  );
  outcome.seconds = (performance.now() - started) / 1000;
  return outcome;
}

/** What must hold afterwards; the failures, empty when the data agrees with what the clients were told. */
async function verify(databaseUrl: string, created: number[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const failures: string[] = [];
    const { rows: stored } = await client.query<{ requests: number; without_lines: number }>(
      `select count(*)::int as requests,
              count(*) filter (where not exists (select 1 from request_items l where l.request_id = r.id))::int as without_lines
       from requests r where r.id = any($1::int[])`,
      [created],
    );
    if (stored[0].requests !== created.length)
      failures.push(`${created.length} requests acknowledged, ${stored[0].requests} stored`);
    if (stored[0].without_lines > 0) failures.push(`${stored[0].without_lines} acknowledged requests have no lines`);
    const { rows: ledger } = await client.query<{ n: number }>(
      `select count(*)::int as n from inventory_items i
       join properties p on p.id = i.property_id join users u on u.id = p.owner_id and u.email = $1
       where i.current_stock <> (select coalesce(sum(m.delta), 0) from stock_movements m where m.item_id = i.id)`,
      [BENCH_OWNER.email],
    );
    if (ledger[0].n > 0) failures.push(`${ledger[0].n} items' stock differs from the sum of their ledger`);
    return failures;
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => Math.round(n).toLocaleString("en-US");

function render(outcome: Outcome, failures: string[], accounts: string): string {
  const all = [...outcome.latencies].sort((a, b) => a - b);
  const rows = MIX.map(({ name }) => {
    const sorted = [...(outcome.byCall.get(name) ?? [])].sort((a, b) => a - b);
    return `| ${name} | ${sorted.length.toLocaleString("en-US")} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} |`;
  });
  return [
    "## Load (issue 18.7)",
    "",
    `- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "- Command: `npm run bench:load`",
    `- Machine: ${machineDescription()}`,
    `- Load: ${CLIENTS} clients for ${DURATION_S} s, each calling again as soon as answered, on PostgreSQL with the ${SIZE} bench set and the production build; ${accounts}`,
    `- Mix: ${MIX.map((c) => `${c.name} ${c.weight}${c.role ? ` (${c.role}s)` : ""}`).join(", ")} (weights); lists at the web client's ${PAGE} rows`,
    "",
    "| req/s | p50 ms | p99 ms | answers | errors | requests created |",
    "| ---: | ---: | ---: | ---: | ---: | ---: |",
    `| ${ms(all.length / outcome.seconds)} | ${ms(percentile(all, 50))} | ${ms(percentile(all, 99))} | ${all.length.toLocaleString("en-US")} | ${outcome.errors.length} | ${outcome.created.length.toLocaleString("en-US")} |`,
    "",
    "| call | answers | p50 ms | p99 ms |",
    "| --- | ---: | ---: | ---: |",
    ...rows,
    "",
    "Targets (p50 < 200 ms, p99 < 1 s, 0 errors; the run itself asserts only correctness):",
    "",
    `- p50 ${ms(percentile(all, 50))} ms: ${percentile(all, 50) < 200 ? "met" : "missed"}; p99 ${ms(percentile(all, 99))} ms: ${percentile(all, 99) < 1000 ? "met" : "missed"}; errors ${outcome.errors.length}: ${outcome.errors.length === 0 ? "met" : "missed"}`,
    ...outcome.errors.slice(0, ERRORS_SHOWN).map((e) => `- error: ${e}`),
    ...(failures.length === 0
      ? ["- afterwards: every acknowledged request stored with its lines, every item's stock equal to its ledger"]
      : failures.map((f) => `- afterwards, FAILED: ${f}`)),
  ].join("\n");
}

async function main() {
  if (!(SIZE in SIZES)) throw new Error(`LOAD_SIZE must be one of: ${Object.keys(SIZES).join(", ")}`);
  ensureBuild();
  const target = await postgresTarget(SIZE);
  if (!target) throw new Error("PostgreSQL does not answer (BENCH_DATABASE_URL)");
  console.log(`Seeding ${SIZE} (PostgreSQL)…`);
  await seed(target, SIZE);
  const server = await startStockroom(target);
  try {
    const managers = Math.min(MANAGERS, SIZES[SIZE].managers);
    const actors = [await actorFor(server.origin, { role: "owner", account: BENCH_OWNER, index: 0 })];
    for (let i = 1; i <= managers; i++) {
      const account = { email: `bench-manager-${i}@stockroom.test`, password: BENCH_OWNER.password };
      actors.push(await actorFor(server.origin, { role: "manager", account, index: i }));
    }
    console.log(`${CLIENTS} clients for ${DURATION_S} s…`);
    const outcome = await run(actors);
    const failures = await verify(target.databaseUrl, outcome.created);
    if (outcome.errors.length > 0) failures.push(`${outcome.errors.length} answers were not 2xx`);
    const accounts = `the bench owner and ${managers} managers, each signed in once and shared by its clients`;
    writeSection(path.join(ROOT, "bench/RESULTS.md"), "load", render(outcome, failures, accounts));
    if (failures.length > 0) {
      console.error(`Correctness failed:\n${failures.join("\n")}\n${outcome.errors.slice(0, ERRORS_SHOWN).join("\n")}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
