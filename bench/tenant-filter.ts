/**
 * npm run bench:tenant-filter
 * What the tenant filter (decision 155: every statement filters each tenant table by owner_id) costs the hot
 * reports, on the large data set in PostgreSQL (BENCH_DATABASE_URL, default 127.0.0.1:5432): the analytics
 * overview for 30 and 365 days (all properties, one property, one category) and the dashboard figures (all, one
 * property), as the bench owner. Each statement the app sends is timed by EXPLAIN ANALYZE (best of 5) three ways,
 * side by side in one run: without its owner_id conditions, with them on the index of migration 0024, and with
 * them on migration 0025's requests index (owner_id added as its last column). Writes the tenant-filter section of
 * bench/RESULTS.md.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { periodStart } from "@stockroom/shared";
import { type Database, openDatabase } from "../apps/server/src/db/client";
import { properties, users } from "../apps/server/src/db/schema";
import { analyticsOverview } from "../apps/server/src/modules/analytics/overview";
import { getDashboardStats } from "../apps/server/src/modules/dashboard/service";
import { postgresTarget, seed } from "./databases";
import { machineDescription, writeSection } from "./report";

const RUNS = 5;
/** The filters the tenant key added; properties.owner_id filtered an owner's scope before it. */
const TENANT_FILTER =
  /"(?:inventory_items|requests|request_items|analytics_[a-z_]+|daily_checks|daily_check_items|stock_movements)"\."owner_id" = (\$\d+)/g;
/** The statement without them; each parameter stays referenced, as PostgreSQL wants every bound one used. */
const withoutFilter = (sql: string) => sql.replace(TENANT_FILTER, "($1::text is not null)");
const INDEX_0024 = `create index requests_property_status_created_idx on requests (property_id, status, created_at)`;

interface Statement {
  sql: string;
  params: unknown[];
}

/** The statements of the hot reports as the bench owner sends them. */
async function captureReports(database: { observe: (f: (sql: string, params: unknown[]) => void) => Database }) {
  const captured: Statement[] = [];
  const db = database.observe((sql, params) => captured.push({ sql, params }));
  const [owner] = await db.select().from(users).where(eq(users.email, "bench-owner@stockroom.test"));
  const user = { id: owner.id, role: owner.role, createdBy: owner.createdBy };
  const [property] = await db.select().from(properties).where(eq(properties.ownerId, owner.id)).limit(1);
  for (const period of ["30", "365"] as const) {
    for (const scope of [{}, { propertyId: property.id }, { category: "kitchen" as const }]) {
      await analyticsOverview(db, { user, from: periodStart(period, new Date()), ...scope });
    }
  }
  await getDashboardStats(db, user);
  await getDashboardStats(db, user, property.id);
  return captured.filter((s) => withoutFilter(s.sql) !== s.sql);
}

async function bestOf(client: pg.Client, { sql, params }: Statement): Promise<number> {
  let best = Infinity;
  for (let run = 0; run < RUNS; run++) {
    const { rows } = await client.query<{ "QUERY PLAN": [{ "Execution Time": number }] }>(
      `explain (analyze, format json) ${sql}`,
      params,
    );
    best = Math.min(best, rows[0]["QUERY PLAN"][0]["Execution Time"]);
  }
  return best;
}

/** The times of `statements` with the requests index of migration 0024, in a transaction rolled back after. */
async function withIndex0024(client: pg.Client, statements: Statement[]): Promise<number[]> {
  await client.query("begin");
  try {
    await client.query("drop index requests_property_status_created_idx");
    await client.query(INDEX_0024);
    await client.query("analyze requests");
    const times: number[] = [];
    for (const statement of statements) times.push(await bestOf(client, statement));
    return times;
  } finally {
    await client.query("rollback");
  }
}

async function main() {
  const target = await postgresTarget("large");
  if (!target) throw new Error("PostgreSQL does not answer at BENCH_DATABASE_URL");
  await seed(target, "large");
  const database = await openDatabase({ kind: "postgres", url: target.databaseUrl, namedStatements: false });
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const statements = await captureReports(database);
    const unfiltered: number[] = [];
    const current: number[] = [];
    for (const statement of statements) {
      unfiltered.push(await bestOf(client, { ...statement, sql: withoutFilter(statement.sql) }));
      current.push(await bestOf(client, statement));
    }
    const old = await withIndex0024(client, statements);
    const ms = (n: number) => n.toFixed(2);
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    const rows = statements.map(
      (s, i) =>
        `| \`${s.sql.slice(0, 70).replaceAll("|", "\\|")}…\` | ${ms(unfiltered[i])} | ${ms(old[i])} | ${ms(current[i])} |`,
    );
    const body = [
      "## Tenant filter (issue 23.4)",
      "",
      `Run of ${new Date().toISOString().slice(0, 10)} (\`npm run bench:tenant-filter\`), ${machineDescription()}.`,
      `Large data set on PostgreSQL; the analytics overview (30 and 365 days: all properties, one, one category) and the dashboard figures (all, one property) as the bench owner. Each statement that carries a tenant filter is timed by EXPLAIN ANALYZE, best of ${RUNS}, ms, side by side: without its owner_id conditions, with them on migration 0024's requests index, and with them on 0025's (owner_id as its last column).`,
      "",
      "| statement | without the filter | filter, index of 0024 | filter, index of 0025 |",
      "|---|--:|--:|--:|",
      ...rows,
      `| **total** | **${ms(sum(unfiltered))}** | **${ms(sum(old))}** | **${ms(sum(current))}** |`,
    ].join("\n");
    console.log(body);
    writeSection(path.resolve(import.meta.dirname, "RESULTS.md"), "tenant-filter", body);
  } finally {
    await client.end();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
