import fc from "fast-check";
import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES, type Category } from "@stockroom/shared";
import { type Database, selectRaw } from "../../db/client";
import { properties, requests } from "../../db/schema";
import { type TestContext, createTestContext } from "../../test/context";
import { type Account, client, createAccount } from "../../test/fixtures";
import { type DemandScope, type PeriodDemand, periodDemand } from "./demand";
import { periodDemandFromLines } from "../../test/analytics-oracle";

let ctx: TestContext;
let db: Database;
let api: ReturnType<typeof client>;
let owner: Account;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  db = ctx.database.db;
  api = client(ctx.app);
  owner = await createAccount(ctx.app, db, { tier: "enterprise" });
  for (let p = 0; p < 2; p++) await addProperty();
});
afterAll(() => ctx.close());

async function ok(call: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await call;
  // Refusals are fine (a request in the wrong state, an item still on order); a 500 is not.
  expect(status, JSON.stringify(body)).toBeLessThan(500);
  return { status, body };
}

async function addProperty() {
  const { body } = await ok(api("POST", "/api/properties", owner.cookie, { name: `Hotel ${Math.random()}` }));
  const propertyId = (body as { id: number }).id;
  for (let i = 0; i < 4; i++) await addItem(propertyId, CATEGORIES[i % CATEGORIES.length], `Item ${i}`);
}

async function addItem(propertyId: number, category: Category, name: string) {
  await ok(api("POST", "/api/inventory", owner.cookie, { propertyId, name, category, currentStock: 50 }));
}

async function ids(query: SQL): Promise<number[]> {
  return (await selectRaw<{ id: number }>(db, query)).map((r) => r.id);
}

const ownerProperties = () => ids(sql`select id from ${properties} where owner_id = ${owner.id} order by id`);
const ownerItems = () =>
  ids(sql`select i.id from inventory_items i join properties p on p.id = i.property_id
    where p.owner_id = ${owner.id} order by i.id`);
const ownerRequests = () =>
  ids(sql`select r.id from requests r join properties p on p.id = r.property_id
    where p.owner_id = ${owner.id} order by r.id`);

/** `pick` chooses among whatever exists when the command runs. */
const pick = fc.nat({ max: 1000 });
const at = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

type Command = () => Promise<void>;

const createRequest = fc
  .tuple(pick, fc.array(fc.tuple(pick, fc.integer({ min: 1, max: 40 })), { minLength: 1, maxLength: 3 }))
  .map(([p, lines]): Command => async () => {
    const propertyId = at(await ownerProperties(), p);
    if (propertyId === undefined) return;
    const items = await ids(sql`select id from inventory_items where property_id = ${propertyId} order by id`);
    const chosen = new Map(lines.flatMap(([n, quantity]) => (items.length ? [[at(items, n)!, quantity]] : [])));
    if (chosen.size === 0) return;
    const body = { items: [...chosen].map(([itemId, quantity]) => ({ itemId, quantity })) };
    await ok(api("POST", "/api/requests", owner.cookie, body));
  });

const review = fc
  .tuple(pick, fc.constantFrom("approved", "declined", "received"))
  .map(([r, status]): Command => async () => {
    const id = at(await ownerRequests(), r);
    if (id !== undefined) await ok(api("PUT", `/api/requests/${id}/status`, owner.cookie, { status }));
  });

/** Moves a request back in time (any hour of the last 60 days), so periods start inside days that hold requests. */
const backdate = fc.tuple(pick, fc.integer({ min: 0, max: 60 * 24 })).map(([r, hoursAgo]): Command => async () => {
  const id = at(await ownerRequests(), r);
  if (id === undefined) return;
  const createdAt = new Date(Date.now() - hoursAgo * 60 * 60 * 1000 - 17 * 60 * 1000);
  await db.update(requests).set({ createdAt }).where(eq(requests.id, id));
});

/** No route deletes a request; the rollups must follow whoever does. */
const deleteRequest = pick.map((r): Command => async () => {
  const id = at(await ownerRequests(), r);
  if (id !== undefined) await db.delete(requests).where(eq(requests.id, id));
});

const editItem = fc
  .tuple(pick, fc.record({ category: fc.constantFrom(...CATEGORIES), name: fc.constantFrom("Item 0", "Renamed") }))
  .chain(([i, fields]) =>
    fc.constantFrom({ category: fields.category }, { name: fields.name }, fields).map((body) => [i, body] as const),
  )
  .map(([i, body]): Command => async () => {
    const id = at(await ownerItems(), i);
    if (id !== undefined) await ok(api("PUT", `/api/inventory/${id}`, owner.cookie, body));
  });

/** Through the API (refused while on order) or directly, which leaves lines of a deleted item. */
const deleteItem = fc.tuple(pick, fc.boolean()).map(([i, direct]): Command => async () => {
  const id = at(await ownerItems(), i);
  if (id === undefined) return;
  if (direct) await db.execute(sql`delete from inventory_items where id = ${id}`);
  else await ok(api("DELETE", `/api/inventory/${id}`, owner.cookie));
});

const addItemTo = fc.tuple(pick, fc.constantFrom(...CATEGORIES)).map(([p, category]): Command => async () => {
  const propertyId = at(await ownerProperties(), p);
  if (propertyId !== undefined) await addItem(propertyId, category, "Item 0");
});

const deleteProperty = pick.map((p): Command => async () => {
  const propertyId = at(await ownerProperties(), p);
  if (propertyId !== undefined) await ok(api("DELETE", `/api/properties/${propertyId}`, owner.cookie));
});

const command = fc.oneof(
  { arbitrary: createRequest, weight: 8 },
  { arbitrary: review, weight: 3 },
  { arbitrary: backdate, weight: 6 },
  { arbitrary: deleteRequest, weight: 1 },
  { arbitrary: editItem, weight: 2 },
  { arbitrary: deleteItem, weight: 1 },
  { arbitrary: addItemTo, weight: 1 },
  { arbitrary: fc.constant<Command>(() => addProperty()), weight: 1 },
  { arbitrary: deleteProperty, weight: 1 },
);

/** Ties are in the same order in both answers; numbers compare as numbers. */
function normalised(demand: PeriodDemand): PeriodDemand {
  return JSON.parse(JSON.stringify(demand)) as PeriodDemand;
}

/** Compares both answers for all the owner's properties and one of them, with and without a category. */
async function expectSameDemand(from: Date, property: number, category: Category) {
  const propertyId = at(await ownerProperties(), property);
  const user = { id: owner.id, role: "owner", createdBy: null } as const;
  for (const scope of [
    { user, from },
    { user, category, from },
    ...(propertyId === undefined
      ? []
      : [
          { user, propertyId, from },
          { user, propertyId, category, from },
        ]),
  ] satisfies DemandScope[]) {
    const [fromRollups, fromLines] = await Promise.all([periodDemand(db, scope), periodDemandFromLines(db, scope)]);
    expect(normalised(fromRollups)).toEqual(normalised(fromLines));
  }
}

/** Every month row is the sum of its item day rows, and no month is left without one (decision 113). */
async function expectMonthsSumDays() {
  const [mismatches] = await selectRaw<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select property_id, date_trunc('month', day::timestamp)::date as month, item_id, item_name, category,
          sum(requests) as requests, sum(quantity) as quantity
        from analytics_item_days group by 1, 2, 3, 4, 5
    ) d full join analytics_item_months m using (property_id, month, item_id, item_name, category)
    where d.requests is distinct from m.requests or d.quantity is distinct from m.quantity`,
  );
  expect(mismatches.n).toBe(0);
}

describe("analytics rollups", () => {
  it("give the same demand as the request lines after any sequence of writes", { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 12 }),
        // The period starts at any minute of the last 70 days (or a minute ahead), or at a UTC midnight.
        fc.integer({ min: -1, max: 70 * 24 * 60 }),
        fc.boolean(),
        pick,
        fc.constantFrom(...CATEGORIES),
        async (steps, minutesAgo, atMidnight, property, category) => {
          for (const step of steps) await step();
          const from = new Date(Date.now() - minutesAgo * 60 * 1000);
          const start = atMidnight ? new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS) : from;
          await expectSameDemand(start, property, category);
          await expectMonthsSumDays();
        },
      ),
      { numRuns: 30 },
    );
  });

  it("stay exact when requests and category changes at one property run concurrently", async () => {
    await addProperty();
    const propertyId = (await ownerProperties()).at(-1)!;
    const items = await ids(sql`select id from inventory_items where property_id = ${propertyId} order by id`);
    // On PostgreSQL these run on separate pool connections and refresh the same day at once.
    await Promise.all([
      ...Array.from({ length: 12 }, (_, n) =>
        ok(
          api("POST", "/api/requests", owner.cookie, { items: [{ itemId: items[n % items.length], quantity: n + 1 }] }),
        ),
      ),
      ...items.map((id, n) =>
        ok(api("PUT", `/api/inventory/${id}`, owner.cookie, { category: CATEGORIES[(n + 1) % CATEGORIES.length] })),
      ),
    ]);
    for (const category of CATEGORIES) await expectSameDemand(new Date(Date.now() - DAY_MS), 0, category);
  });
});
