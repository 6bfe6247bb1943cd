import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestItems, requests } from "../../db/schema";
import { createAccount } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";
import { getSpend } from "./service";

const { ctx, api, group, stranger } = useSeededSuite();

/** A fresh owner with properties and items made through the API, so the ledger stays whole. */
async function ownerWithStock() {
  const owner = await createAccount(ctx.app, ctx.database.db, { tier: "pro" });
  const property = async (name: string) =>
    (await api("POST", "/api/properties", owner.cookie, { name })).body.id as number;
  const item = async (propertyId: number, fields: Record<string, unknown>) => {
    const created = await api("POST", "/api/inventory", owner.cookie, { propertyId, ...fields });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  };
  const lake = await property("Lake Lodge");
  const dune = await property("Dune House");
  const empty = await property("Annex");
  const soap = await item(lake, { name: "Soap", category: "housekeeping", currentStock: 3, unitCost: 2.5 });
  const cups = await item(lake, { name: "Cups", category: "kitchen", currentStock: 10 });
  const pens = await item(dune, { name: "Pens", category: "front_desk", currentStock: 4, unitCost: 0.1 });
  return { owner, lake, dune, empty, soap, cups, pens };
}

/** Requests, approves and receives `received` of each item in one request; answers the request id. */
async function receive(cookie: string, lines: { itemId: number; received: number }[]) {
  const created = await api("POST", "/api/requests", cookie, {
    items: lines.map((l) => ({ itemId: l.itemId, quantity: l.received })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const request = created.body as { id: number; items: { name: string }[] };
  const approvedItems = JSON.stringify(
    request.items.map((line, i) => ({ name: line.name, requested: lines[i].received, approved: lines[i].received })),
  );
  const approved = await api("PUT", `/api/requests/${request.id}/status`, cookie, {
    status: "approved",
    approvedItems,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const done = await api("POST", `/api/receive-request-bulk/${request.id}`, cookie, {
    items: request.items.map((line, i) => ({ itemName: line.name, receivedQuantity: lines[i].received })),
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return request.id;
}

async function receivedAt(requestId: number, at: string) {
  await ctx.database.db
    .update(requests)
    .set({ receivedAt: new Date(at) })
    .where(eq(requests.id, requestId));
}

describe("GET /api/stock-value", () => {
  it("sums stock × unit cost per property and per category, items without a cost counting 0", async () => {
    const { owner, lake, dune, empty } = await ownerWithStock();
    const { status, body } = await api("GET", "/api/stock-value", owner.cookie);
    expect(status).toBe(200);
    expect(body).toEqual({
      totalValue: 7.9,
      items: 3,
      itemsWithoutCost: 1,
      byProperty: [
        { propertyId: lake, propertyName: "Lake Lodge", value: 7.5, items: 2 },
        { propertyId: dune, propertyName: "Dune House", value: 0.4, items: 1 },
        { propertyId: empty, propertyName: "Annex", value: 0, items: 0 },
      ],
      byCategory: [
        { category: "housekeeping", value: 7.5, items: 1 },
        { category: "front_desk", value: 0.4, items: 1 },
        { category: "kitchen", value: 0, items: 1 },
      ],
    });
    // The same sum as the analytics overview's inventory value.
    const analytics = await api("GET", "/api/analytics?view=overview", owner.cookie);
    expect(analytics.body.overview.cards.inventoryValue).toBe(7.9);
  });

  it("narrows to one property of the user's", async () => {
    const { owner, dune } = await ownerWithStock();
    const { status, body } = await api("GET", `/api/stock-value?propertyId=${dune}`, owner.cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalValue: 0.4, items: 1, itemsWithoutCost: 0 });
    expect(body.byProperty).toEqual([{ propertyId: dune, propertyName: "Dune House", value: 0.4, items: 1 }]);
    expect(body.byCategory).toEqual([{ category: "front_desk", value: 0.4, items: 1 }]);
  });

  it("answers the seeded owner's value equal to the analytics overview's", async () => {
    const value = await api("GET", "/api/stock-value", group.owner.cookie);
    const analytics = await api("GET", "/api/analytics?view=overview", group.owner.cookie);
    expect(value.status).toBe(200);
    expect(value.body.totalValue).toBeGreaterThan(0);
    expect(value.body.totalValue).toBe(analytics.body.overview.cards.inventoryValue);
  });

  it("is a 404 for another owner's property, a 403 for managers and a 400 for a bad filter", async () => {
    const other = await api("GET", `/api/stock-value?propertyId=${group.harbor}`, stranger.cookie);
    expect(other).toEqual({ status: 404, body: expect.objectContaining({ message: "Property not found" }) });
    expect((await api("GET", "/api/stock-value", group.manager.cookie)).status).toBe(403);
    expect((await api("GET", "/api/spend", group.manager.cookie)).status).toBe(403);
    expect((await api("GET", `/api/spend?propertyId=${group.harbor}`, stranger.cookie)).status).toBe(404);
    expect((await api("GET", "/api/stock-value?propertyId=abc", group.owner.cookie)).status).toBe(400);
    expect((await api("GET", "/api/stock-value")).status).toBe(401);
  });
});

describe("GET /api/spend", () => {
  it("prices what was received at the cost of the day, which a later cost change leaves alone", async () => {
    const { owner, soap, cups, pens } = await ownerWithStock();
    const id = await receive(owner.cookie, [
      { itemId: soap, received: 4 },
      { itemId: cups, received: 6 },
    ]);
    const lines = await ctx.database.db
      .select({ cost: requestItems.receivedUnitCostCents, quantity: requestItems.receivedQuantity })
      .from(requestItems)
      .where(eq(requestItems.requestId, id))
      .orderBy(requestItems.position);
    expect(lines).toEqual([
      { cost: 250, quantity: 4 },
      { cost: null, quantity: 6 },
    ]);

    await api("PUT", `/api/inventory/${soap}`, owner.cookie, { unitCost: 9 });
    await receive(owner.cookie, [{ itemId: pens, received: 5 }]);
    const { status, body } = await api("GET", "/api/spend?months=1", owner.cookie);
    expect(status).toBe(200);
    // 4 × 2.50 at the old cost, the cups without a cost 0, 5 × 0.10.
    expect(body).toEqual({
      months: [{ month: new Date().toISOString().slice(0, 7), spend: 10.5, receivedUnits: 15 }],
      total: 10.5,
    });
    // The value, by contrast, is today's: (3 + 4) × 9.00 + 9 × 0.10.
    expect((await api("GET", "/api/stock-value", owner.cookie)).body.totalValue).toBe(63.9);
  });

  it("lists every month of the range, oldest first, by the UTC month of the receipt", async () => {
    const { owner, soap, pens, dune } = await ownerWithStock();
    const october = await receive(owner.cookie, [{ itemId: soap, received: 2 }]);
    const november = await receive(owner.cookie, [{ itemId: pens, received: 3 }]);
    const tooOld = await receive(owner.cookie, [{ itemId: soap, received: 1 }]);
    await receivedAt(october, "2026-10-31T23:59:59.999Z");
    await receivedAt(november, "2026-11-01T00:00:00.000Z");
    await receivedAt(tooOld, "2026-07-31T23:59:59.999Z");
    const user = { id: owner.id, role: "owner" as const, createdBy: null };
    const now = new Date("2026-11-20T08:00:00Z");

    const spend = await getSpend(ctx.database.db, user, { query: { months: 4 }, now });
    expect(spend).toEqual({
      months: [
        { month: "2026-08", spend: 0, receivedUnits: 0 },
        { month: "2026-09", spend: 0, receivedUnits: 0 },
        { month: "2026-10", spend: 5, receivedUnits: 2 },
        { month: "2026-11", spend: 0.3, receivedUnits: 3 },
      ],
      total: 5.3,
    });
    const oneProperty = await getSpend(ctx.database.db, user, { query: { months: 4, propertyId: dune }, now });
    expect(oneProperty.total).toBe(0.3);
    const withJuly = await getSpend(ctx.database.db, user, { query: { months: 5 }, now });
    expect(withJuly.months[0]).toEqual({ month: "2026-07", spend: 2.5, receivedUnits: 1 });
  });

  it("defaults to 12 months and refuses a range outside 1 to 36", async () => {
    const { body } = await api("GET", "/api/spend", group.owner.cookie);
    expect(body.months).toHaveLength(12);
    expect(body.months.at(-1).month).toBe(new Date().toISOString().slice(0, 7));
    for (const months of ["0", "37", "2.5"]) {
      const refused = await api("GET", `/api/spend?months=${months}`, group.owner.cookie);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("months must be a whole number from 1 to 36");
    }
  });

  it("keeps a received line's spend after its item is deleted", async () => {
    const { owner, pens } = await ownerWithStock();
    const id = await receive(owner.cookie, [{ itemId: pens, received: 7 }]);
    expect((await api("DELETE", `/api/inventory/${pens}`, owner.cookie)).status).toBe(200);
    const [line] = await ctx.database.db
      .select({ itemId: requestItems.itemId, cost: requestItems.receivedUnitCostCents })
      .from(requestItems)
      .where(inArray(requestItems.requestId, [id]));
    expect(line).toEqual({ itemId: null, cost: 10 });
    expect((await api("GET", "/api/spend?months=1", owner.cookie)).body.total).toBe(0.7);
  });
});
