import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, requests } from "../../db/schema";
import { type TestContext, createTestContext } from "../../test/context";
import { client, itemId, seededGroup } from "../../test/fixtures";

let ctx: TestContext;
let api: ReturnType<typeof client>;
let group: Awaited<ReturnType<typeof seededGroup>>;
const statements: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ onQuery: (text) => statements.push(text) });
  api = client(ctx.app);
  group = await seededGroup(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

const item = (propertyId: number, name: string) => itemId(ctx.database.db, propertyId, name);
const requestCount = async () => (await ctx.database.db.select({ n: count() }).from(requests))[0].n;

/** POST /api/requests, with the statements it sent after the session read. */
async function create(cookie: string, payload: unknown) {
  statements.length = 0;
  const response = await api("POST", "/api/requests", cookie, payload);
  expect(statements[0]).toContain('from "sessions" left join "users"');
  return { ...response, statements: statements.slice(1) };
}

describe("creating a request", () => {
  it("stores the request, its lines and the activity entry in one statement", async () => {
    const towels = await item(group.harbor, "Bath Towels");
    const cups = await item(group.harbor, "Paper Cups");
    const created = await create(group.manager.cookie, {
      items: [
        { itemId: towels, quantity: 6 },
        { itemId: cups, quantity: 2 },
      ],
      reason: "Pool party",
    });
    expect(created.status).toBe(201);
    expect(created.statements).toHaveLength(1);
    expect(created.statements[0]).toMatch(
      /insert into requests .*insert into request_items .*insert into activity_log/s,
    );

    const [entry] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.type, "request_created"),
          eq(activityLog.details, `Request #${created.body.id} for 2 items at Harbor View Hotel`),
        ),
      );
    expect(entry).toMatchObject({ userId: group.manager.id, ownerId: group.owner.id, propertyId: group.harbor });
  });

  it("answers exactly what reading the request back answers", async () => {
    const tea = await item(group.maple, "Tea Bags");
    const filters = await item(group.maple, "Air Filters");
    const payloads = [
      { items: [{ itemId: tea, quantity: 3 }], photoUrl: "/uploads/shelf.jpg" },
      {
        items: [
          { itemId: filters, quantity: 2 },
          { itemId: tea, quantity: 1 },
        ],
        reason: "  Quarterly  ",
      },
      { itemId: tea, quantity: 4, reason: "Multiple items requested: Tea Bags (1 box), Air Filters (3 pieces)" },
    ];
    for (const payload of payloads) {
      const created = await create(group.owner.cookie, payload);
      expect(created.status, JSON.stringify(payload)).toBe(201);
      expect((await api("GET", `/api/requests/${created.body.id}`, group.owner.cookie)).body).toEqual(created.body);
    }
  });

  it("reads the property's item names first only for the multi-item text", async () => {
    const towels = await item(group.harbor, "Bath Towels");
    const single = await create(group.manager.cookie, { itemId: towels, quantity: 5, reason: "Spa weekend" });
    expect(single.statements).toHaveLength(1);
    const multi = await create(group.manager.cookie, {
      itemId: towels,
      quantity: 9,
      reason: "Multiple items requested: Bath Towels (5 pieces), Paper Cups (4 packs)",
    });
    expect(multi.status).toBe(201);
    expect(multi.statements).toHaveLength(2);
  });

  it("costs one more statement only when refused, to tell why, and stores nothing", async () => {
    const before = await requestCount();
    const towels = await item(group.harbor, "Bath Towels");
    const tea = await item(group.maple, "Tea Bags");
    const unseen = await create(group.manager.cookie, { itemId: tea, quantity: 1 });
    expect([unseen.status, unseen.body.message, unseen.statements.length]).toEqual([404, "Item not found", 2]);
    const split = await create(group.owner.cookie, {
      items: [
        { itemId: towels, quantity: 1 },
        { itemId: tea, quantity: 1 },
      ],
    });
    expect([split.status, split.body.message, split.statements.length]).toEqual([
      400,
      "All items of a request must belong to one property",
      2,
    ]);
    expect(await requestCount()).toBe(before);
  });
});
