import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_LIMITS } from "@stockroom/shared";
import { BENCH_OWNER, type Shape, seedBenchData } from "../db/bench-data";
import { selectRaw } from "../db/client";
import { type TestContext, createTestContext, signIn } from "./context";
import { skipWithout } from "./skips";

/**
 * No N+1 and bounded work: every list endpoint sends the same number of SQL statements whatever the
 * data size. Two databases hold the benchmark data set at two sizes; each endpoint's statements are
 * counted on both.
 */
const SMALL: Shape = { properties: 2, itemsPerProperty: 8, managers: 2, requests: 40, checkDays: 2 };
const LARGER: Shape = { properties: 4, itemsPerProperty: 60, managers: 8, requests: 1_200, checkDays: 3 };

interface Statement {
  sql: string;
  params: unknown[];
}

interface Measured {
  ctx: TestContext;
  cookie: string;
  statements: Statement[];
  propertyId: number;
  itemId: number;
}

async function open(shape: Shape): Promise<Measured> {
  const statements: Statement[] = [];
  const ctx = await createTestContext({ seed: false, onQuery: (sql, params) => statements.push({ sql, params }) });
  await seedBenchData(ctx.database.db, { label: "query-count", shape });
  const cookie = await signIn(ctx.app, BENCH_OWNER.email, BENCH_OWNER.password);
  const [{ id: propertyId }] = await selectRaw<{ id: number }>(
    ctx.database.db,
    sql`select id from properties order by id limit 1`,
  );
  const [{ id: itemId }] = await selectRaw<{ id: number }>(
    ctx.database.db,
    sql`select id from inventory_items where property_id = ${propertyId} order by id limit 1`,
  );
  return { ctx, cookie, statements, propertyId, itemId };
}

const LIST_ENDPOINTS = (m: Measured) => [
  "/api/requests",
  "/api/requests?status=received",
  `/api/requests?propertyId=${m.propertyId}`,
  "/api/requests/counts",
  "/api/approved-requests",
  "/api/received-requests",
  "/api/inventory",
  "/api/inventory/all",
  "/api/inventory/all?category=kitchen",
  `/api/properties/${m.propertyId}/inventory`,
  "/api/inventory/summary",
  "/api/low-stock",
  `/api/inventory/${m.itemId}/movements`,
  "/api/properties",
  "/api/properties?items=false",
  "/api/managed-properties",
  "/api/users",
  "/api/dashboard/stats",
  "/api/analytics",
];

async function statementsOf(m: Measured, url: string): Promise<Statement[]> {
  const before = m.statements.length;
  const res = await m.ctx.app.inject({ method: "GET", url, headers: { cookie: m.cookie } });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return m.statements.slice(before);
}

let small: Measured;
let larger: Measured;

beforeAll(async () => {
  [small, larger] = await Promise.all([open(SMALL), open(LARGER)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([small?.ctx.close(), larger?.ctx.close()]);
});

describe("list endpoints", () => {
  it("send as many SQL statements on the larger data set as on the small one", async () => {
    const counts: Record<string, [number, number]> = {};
    for (const [i, url] of LIST_ENDPOINTS(small).entries()) {
      const largerUrl = LIST_ENDPOINTS(larger)[i];
      counts[url] = [(await statementsOf(small, url)).length, (await statementsOf(larger, largerUrl)).length];
    }
    for (const [url, [onSmall, onLarger]] of Object.entries(counts)) {
      expect(onLarger, `${url}: ${onSmall} statements on the small set, ${onLarger} on the larger`).toBe(onSmall);
    }
  });

  it("answer at most their page size and point at the next page", async () => {
    const first = await larger.ctx.app.inject({
      method: "GET",
      url: "/api/requests?limit=25",
      headers: { cookie: larger.cookie },
    });
    const cursor = first.headers["x-next-cursor"];
    expect(first.json()).toHaveLength(25);
    expect(typeof cursor).toBe("string");
    const second = await larger.ctx.app.inject({
      method: "GET",
      url: `/api/requests?limit=25&cursor=${String(cursor)}`,
      headers: { cookie: larger.cookie },
    });
    const ids = [...first.json<{ id: number }[]>(), ...second.json<{ id: number }[]>()].map((r) => r.id);
    expect(new Set(ids).size).toBe(50);
  });
});

describe("paging and list filters", () => {
  const get = (url: string) => larger.ctx.app.inject({ method: "GET", url, headers: { cookie: larger.cookie } });

  it("refuses a limit above the list's maximum and a cursor it did not hand out", async () => {
    const tooMany = await get(`/api/requests?limit=${PAGE_LIMITS.requests.max + 1}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: "VALIDATION_ERROR" });
    const forged = await get(`/api/inventory?cursor=${Buffer.from('["x"]').toString("base64url")}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: "Invalid cursor", error: "VALIDATION_ERROR" });
  });

  it("walks an item list page by page in name order, filtered by category and name", async () => {
    const seen: { name: string; category: string }[] = [];
    let url: string | null = `/api/properties/${larger.propertyId}/inventory?category=kitchen&limit=7`;
    while (url) {
      const res = await get(url);
      seen.push(...res.json<{ name: string; category: string }[]>());
      const next = res.headers["x-next-cursor"];
      url = next
        ? `/api/properties/${larger.propertyId}/inventory?category=kitchen&limit=7&cursor=${String(next)}`
        : null;
    }
    expect(seen.length).toBe(LARGER.itemsPerProperty / 4);
    expect(seen.every((item) => item.category === "kitchen")).toBe(true);
    expect(seen.map((i) => i.name)).toEqual(seen.map((i) => i.name).toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const searched = (await get("/api/inventory?search=coffee%20pods")).json<{ name: string }[]>();
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((item) => item.name.startsWith("Coffee Pods"))).toBe(true);
  });

  it("sums the categories and counts the requests per status in the database", async () => {
    const summary = (await get("/api/inventory/summary")).json<{ itemCount: number; lowCount: number }[]>();
    expect(summary.reduce((n, c) => n + c.itemCount, 0)).toBe(LARGER.properties * LARGER.itemsPerProperty);
    const low = (await get(`/api/low-stock?limit=${PAGE_LIMITS.lowStock.max}`)).json<unknown[]>();
    expect(summary.reduce((n, c) => n + c.lowCount, 0)).toBe(low.length);
    const counts = (await get("/api/requests/counts")).json<Record<string, number>>();
    expect(Object.values(counts).reduce((n, c) => n + c, 0)).toBe(LARGER.requests);
  });

  it("lists several statuses at once, newest first, and refuses an unknown one", async () => {
    const rows = (await get("/api/requests?status=approved,received&limit=200")).json<
      { status: string; createdAt: string }[]
    >();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["approved", "received"]));
    expect(rows.map((r) => r.createdAt)).toEqual(
      rows
        .map((r) => r.createdAt)
        .toSorted()
        .reverse(),
    );
    const unknown = await get("/api/requests?status=approved,shipped");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: "Unknown request status", error: "VALIDATION_ERROR" });
  });

  it("leaves the items out of the property list on request, keeping their count", async () => {
    const [property] = (await get("/api/properties?items=false")).json<Record<string, unknown>[]>();
    expect(property).not.toHaveProperty("inventoryItems");
    expect(property.itemCount).toBe(LARGER.itemsPerProperty);
  });
});

const LARGE_TABLES = ["requests", "request_items", "inventory_items", "stock_movements", "daily_check_items"];

/** A statement with its parameters written in, for EXPLAIN. */
function inline({ sql: text, params }: Statement): string {
  return text.replace(/\$(\d+)/g, (_match, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === "number") return String(value);
    if (Array.isArray(value)) return quoted(`{${value.map((v) => `"${String(v)}"`).join(",")}}`);
    return quoted(value instanceof Date ? value.toISOString() : String(value));
  });
}

function quoted(literal: string): string {
  return `'${literal.replaceAll("'", "''")}'`;
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode): string[] {
  const own = node["Node Type"] === "Seq Scan" && node["Relation Name"] ? [node["Relation Name"]] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

/**
 * With sequential scans priced out, a plan that still scans a large table sequentially has no index to
 * use. Runs on PostgreSQL only: PGlite is the same planner, but CI's PostgreSQL run is the one that counts.
 */
describe.skipIf(skipWithout({ postgres: process.env.TEST_DATABASE_URL }))("hot list queries on PostgreSQL", () => {
  it("read the large tables through indexes", async () => {
    const offenders: string[] = [];
    let explained = 0;
    for (const url of LIST_ENDPOINTS(larger)) {
      for (const statement of await statementsOf(larger, url)) {
        if (!/^\s*(select|with)\b/i.test(statement.sql)) continue;
        const plan = await larger.ctx.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const [row] = await selectRaw<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
            tx,
            sql.raw(`explain (format json) ${inline(statement)}`),
          );
          return row["QUERY PLAN"][0].Plan;
        });
        explained += 1;
        const scanned = seqScans(plan).filter((table) => LARGE_TABLES.includes(table));
        if (scanned.length > 0) offenders.push(`${url}: seq scan on ${scanned.join(", ")} in ${statement.sql}`);
      }
    }
    expect(explained).toBeGreaterThan(LIST_ENDPOINTS(larger).length);
    expect(offenders).toEqual([]);
  });
});
