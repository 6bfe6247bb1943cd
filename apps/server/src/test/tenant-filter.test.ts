import { WEEKDAYS } from "@stockroom/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TENANT_TABLES } from "../db/tenancy";
import { runAlertJobs } from "../modules/alerts/jobs";
import { runDueSubscriptionJobs } from "../modules/billing";
import { removeStaleDemoAccounts } from "../modules/demo/cleanup";
import { runDigestJobs } from "../modules/digest/service";
import { storePreferences } from "./digest-data";
import { ROUTE_TABLE, type RouteCase } from "./security/route-table";
import { ACTORS, type ActorName, type World, buildWorld } from "./security/world";
import { tenantTablesWithoutFilter } from "./tenant-filter";

/**
 * The query-filter half of the tenant key (issue 23, decision 155), proven on the SQL the app sends: every route
 * of the authorization matrix, called by each actor it answers, and each scheduled job run once, with every
 * statement captured and attributed to the route or job that sent it. No statement may read, change or delete a
 * tenant table without constraining that table's owner_id, nor insert into one without owner_id, except the
 * deliberate cross-account statements listed below with their reasons.
 */

interface Captured {
  sql: string;
  params: unknown[];
  /** The server file and line that sent it, for the report, when known. */
  source?: string;
}

/** One route call or job run and the statements it sent, background work included. */
interface Run {
  /** "METHOD /path" as in ROUTE_TABLE, or "job: name". */
  where: string;
  actor: ActorName | "job";
  statements: Captured[];
}

interface Exception {
  where: string | RegExp;
  /** A recognisable piece of the statement, as logged. */
  fragment: string;
  reason: string;
}

const ADMIN_ROUTE = /^[A-Z]+ \/api\/(admin|dev)\//;

/**
 * The deliberate cross-account statements: the admin's views, and the jobs' sweeps that find work in every account
 * before they know whose it is. Once a job has claimed one account's work, its statements filter like a request's.
 * Each entry must still be needed, so a statement that gains its filter leaves the list.
 */
const EXCEPTIONS: Exception[] = [
  { where: ADMIN_ROUTE, fragment: "", reason: "an admin sees and manages every account" },
  {
    where: "job: alerts",
    fragment: `select "id" from "low_stock_episodes" where ("low_stock_episodes"."notified_at" is null`,
    reason:
      "alerts/repo.ts claimDueEpisodes: the low-stock job claims the episodes nobody was told about, in every account",
  },
  {
    where: "job: alerts",
    fragment: `update "low_stock_episodes" set "notified_at" = $1 where "low_stock_episodes"."id" in (`,
    reason: "alerts/repo.ts claimDueEpisodes: marks the claimed batch, which spans accounts, by its ids",
  },
  {
    where: "job: alerts",
    fragment: `from "low_stock_episodes" inner join "inventory_items" on ("inventory_items"."id" = "low_stock_episodes"."item_id" and "inventory_items"."owner_id" = "low_stock_episodes"."owner_id")`,
    reason:
      "alerts/repo.ts claimDueEpisodes: reads the claimed batch by its ids, each join kept within the episode's account",
  },
  {
    where: "job: alerts",
    fragment: `select "id" from "notifications" where "notifications"."emailed_at" is null`,
    reason:
      "notifications/repo.ts claimDueEmails: the email job claims the notifications nobody emailed, in every account",
  },
  {
    where: "job: alerts",
    fragment: `update "notifications" set "emailed_at" = $1 where "notifications"."id" in (`,
    reason: "notifications/repo.ts claimDueEmails: marks the claimed batch, which spans accounts, by its ids",
  },
  {
    where: "job: alerts",
    fragment: `from "notifications" inner join "users" on "users"."id" = "notifications"."user_id"`,
    reason: "notifications/repo.ts claimDueEmails: reads the claimed batch by its ids to write each recipient's email",
  },
  {
    where: "job: digest",
    fragment: `not exists (select 1 from "digest_runs" where "digest_runs"."owner_id" = "users"."id"`,
    reason:
      "digest/repo.ts listDueOwners: the weekly digest looks for the owners whose digest is due, in every account",
  },
];

const runs: Run[] = [];
/**
 * The route call or job under way. The cells run one at a time and wait for the background work they started, so
 * whatever the app sends meanwhile is theirs; the world's set-up and the test's own statements run between cells.
 */
let running: Run | undefined;

/** Routes that make a new account whatever the caller's, and write its rows under its own id. */
const NEW_ACCOUNT_ROUTES = new Set(["POST /api/demo/signup"]);
const SERVER_FILE = /\/apps\/server\/src\/((?:modules|plugins|lib|db)\/[^:)]+:\d+)/g;

/**
 * The first server frame below the database client, when the stack still has one: the file that sent the
 * statement. Most statements reach the driver after an await of Drizzle's thenable, which leaves no such frame.
 */
function sourceOf(stack: string): string | undefined {
  for (const [, frame] of stack.matchAll(SERVER_FILE)) if (!frame.startsWith("db/client.ts")) return frame;
  return undefined;
}

function capture(sql: string, params: unknown[]) {
  const run = running;
  if (!run) return;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 50;
  const stack = new Error().stack ?? "";
  Error.stackTraceLimit = limit;
  run.statements.push({ sql, params, source: sourceOf(stack) });
}

async function record<T>(where: string, actor: Run["actor"], work: () => Promise<T>): Promise<T> {
  running = { where, actor, statements: [] };
  runs.push(running);
  try {
    return await work();
  } finally {
    running = undefined;
  }
}

let addresses = 0;
/** Each cell comes from its own address, so the per-address rate limits never decide a cell. */
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** One cell of the matrix, recorded; answers what went wrong, if anything. */
async function callAs(route: string, row: RouteCase, actor: ActorName): Promise<string | undefined> {
  const { app } = world.ctx;
  const method = route.split(" ")[0] as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  const request = await row.request(world, actor);
  await world.ctx.jobs.drain();
  const cookie = world.cookie(actor);
  const response = await record(route, actor, async () => {
    const answer = await app.inject({
      method,
      url: request.url,
      headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextAddress(),
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    });
    // The jobs a route leaves (a reset email's lookup, a delivery) are its statements too.
    await world.ctx.jobs.drain();
    return answer;
  });
  if (actor !== "anonymous" && response.cookies.some((c) => c.name === "sid")) await world.signInAgain(actor);
  return response.statusCode === row.expect[actor]
    ? undefined
    : `${response.statusCode} ${response.body.slice(0, 200)}`;
}

let world: World;
beforeAll(async () => {
  world = await buildWorld(() => {}, { onQuery: capture });
}, 120_000);
afterAll(() => world.ctx.close());

/** An owner_id condition as Drizzle and the raw templates write it: the column (group 1) equal to a parameter. */
const OWNER_FILTER = /((?:"?\w+"?\.)?"?owner_id"?) = (?:\$\d+|any\(\$\d+[^)]*\))/g;
const tenantTable = new RegExp(`\\b(${TENANT_TABLES.join("|")})\\b`);
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the tenant filter on every statement", () => {
  it("captures every route called by every kind of user", async () => {
    const problems: string[] = [];
    for (const [route, row] of Object.entries(ROUTE_TABLE)) {
      for (const actor of ACTORS) {
        // One broken cell must not hide the statements of the others.
        const problem = await callAs(route, row, actor).catch((error: Error) => error.message);
        if (problem) problems.push(`${route} as ${actor}: ${problem}`);
      }
    }
    // A route that fails sends other statements than it does in use, so the check below would miss some.
    expect(problems.length, `routes that answered otherwise than in the matrix:\n${problems.join("\n")}`).toBe(0);
  }, 600_000);

  it("captures the scheduled jobs: low-stock alerts and emails, the weekly digest, demo expiry and renewals", async () => {
    const { db } = world.ctx.database;
    const { mailer } = world.ctx;
    const linkOrigin = "https://stock.example.com";
    const tomorrow = new Date(Date.now() + DAY_MS);
    tomorrow.setUTCHours(9);
    // The owner asks for the digest on the day it runs.
    await storePreferences(db, world.accounts.owner.id, {
      weeklyReports: true,
      weeklyReportDay: WEEKDAYS[(tomorrow.getUTCDay() + 6) % 7],
    });
    const later = new Date(Date.now() + 60 * DAY_MS);
    const jobs: Record<string, () => Promise<unknown>> = {
      alerts: () => runAlertJobs(db, { mailer, linkOrigin, now: tomorrow }),
      digest: () => runDigestJobs(db, { mailer, appUrl: linkOrigin, now: tomorrow }),
      "demo expiry": () => removeStaleDemoAccounts(db, later),
      renewals: () => runDueSubscriptionJobs(db, world.ctx.payments.provider, { now: later }),
    };
    const outcomes: Record<string, unknown> = {};
    for (const [name, job] of Object.entries(jobs))
      outcomes[name] = await record(`job: ${name}`, "job", job).catch((error: Error) => `failed: ${error.message}`);
    expect(outcomes).toMatchObject({
      alerts: { notifications: expect.any(Number) },
      digest: { sent: expect.any(Number) },
      "demo expiry": expect.any(Number),
      renewals: expect.any(Object),
    });
    expect((outcomes.alerts as { notifications: number }).notifications).toBeGreaterThan(0);
    // The matrix turned weekly reports on for everyone, on Mondays, so more owners than this one may be due.
    expect((outcomes.digest as { sent: number }).sent).toBeGreaterThan(0);
  });

  it("sees no statement on a tenant table without its owner_id filter, but the listed exceptions", () => {
    const used = new Set<Exception>();
    const failures = new Map<string, Set<string>>();
    for (const run of runs) {
      for (const statement of run.statements) {
        const tables = tenantTablesWithoutFilter(statement.sql);
        if (tables.length === 0) continue;
        const exception = EXCEPTIONS.find(
          (e) =>
            (typeof e.where === "string" ? e.where === run.where : e.where.test(run.where)) &&
            statement.sql.includes(e.fragment),
        );
        if (exception) {
          used.add(exception);
          continue;
        }
        const key = statement.source ? `${run.where} (${statement.source})` : run.where;
        if (!failures.has(key)) failures.set(key, new Set());
        failures.get(key)!.add(`[${tables.join(", ")}] as ${run.actor}: ${statement.sql}`);
      }
    }
    const report = [...failures]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, statements]) => `${key}\n${[...statements].map((s) => `  ${s}`).join("\n")}`)
      .join("\n");
    expect(failures.size, `statements without the tenant filter:\n${report}`).toBe(0);
    expect(EXCEPTIONS.filter((e) => !used.has(e)).map((e) => e.reason)).toEqual([]);
  });

  // The check above sees that a condition is there; this one that its value is the account: for the assigned
  // manager, whose own id differs from their account's (tenantOf), every filtered statement carries the owner's id.
  it("filters the assigned manager's statements by their owner's account, not by the manager's id", () => {
    const ownerId = world.accounts.owner.id;
    const without = runs
      .filter((run) => run.actor === "managerAssigned" && !NEW_ACCOUNT_ROUTES.has(run.where))
      .flatMap((run) => run.statements.map((statement) => ({ run, statement })))
      .filter(({ statement }) => /\bowner_id\b/.test(statement.sql) && tenantTable.test(statement.sql))
      .filter(({ statement }) => !statement.params.flat().some((value) => value === ownerId))
      .map(({ run, statement }) => `${run.where}: ${statement.sql}`);
    expect(without.length, `filtered by another value than the account:\n${without.join("\n")}`).toBe(0);
  });

  // The checker is a heuristic: on the real statements, taking out any one owner_id filter (one that is not said
  // twice) must make it complain, or it could be passing statements it does not understand.
  it("would notice any one of the captured filters missing", () => {
    const checked = new Set<string>();
    const unnoticed: string[] = [];
    for (const { sql } of runs.flatMap((run) => run.statements)) {
      if (checked.has(sql) || tenantTablesWithoutFilter(sql).length > 0) continue;
      checked.add(sql);
      for (const match of sql.matchAll(OWNER_FILTER)) {
        if (sql.split(`${match[1]} = `).length > 2) continue;
        const without = sql.slice(0, match.index) + "true" + sql.slice(match.index + match[0].length);
        if (tenantTablesWithoutFilter(without).length === 0) unnoticed.push(`${match[0]} in ${sql}`);
      }
    }
    expect(unnoticed).toEqual([]);
    expect(checked.size).toBeGreaterThan(100);
  });

  it("saw the statements of every part of the app on tenant tables, so it cannot pass on nothing", () => {
    const onTenantTables = runs.flatMap((run) => run.statements).filter((s) => tenantTable.test(s.sql));
    expect(onTenantTables.length).toBeGreaterThan(250);
    const tablesSeen = new Set(onTenantTables.flatMap((s) => TENANT_TABLES.filter((t) => s.sql.includes(t))));
    expect(TENANT_TABLES.filter((table) => !tablesSeen.has(table))).toEqual([]);
    for (const job of ["job: alerts", "job: digest", "job: renewals"])
      expect(runs.find((run) => run.where === job)!.statements.length, job).toBeGreaterThan(0);
  });
});
