import { and, asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITEM_LIMITS } from "@stockroom/shared";
import { activityLog, inventoryItems, properties, stockMovements, stockTransfers, suppliers } from "../../db/schema";
import { type SeededSuite, createAccount, itemId, openSeededSuite, stockOf } from "../../test/fixtures";
import { skipWithout } from "../../test/skips";

/**
 * Transfers between two properties of one owner (issue 22.2, decision 146): one transaction moving stock
 * from an item to the target property's item of the same name, or to a copy made for it.
 */
describe("stock transfers", () => {
  let ctx: SeededSuite["ctx"];
  let api: SeededSuite["api"];
  let group: SeededSuite["group"];
  let stranger: SeededSuite["stranger"];

  beforeAll(async () => {
    ({ ctx, api, group, stranger } = await openSeededSuite());
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.database.db;
  const transfer = (cookie: string, body: { fromItemId: number; toPropertyId: number; quantity: number }) =>
    api("POST", "/api/transfers", cookie, body);

  const ledgerOf = (id: number) =>
    db()
      .select({
        delta: stockMovements.delta,
        resultingStock: stockMovements.resultingStock,
        reason: stockMovements.reason,
        transferId: stockMovements.transferId,
      })
      .from(stockMovements)
      .where(eq(stockMovements.itemId, id))
      .orderBy(asc(stockMovements.id));

  async function ledgerSum(id: number) {
    return (await ledgerOf(id)).reduce((sum, row) => sum + row.delta, 0);
  }

  async function newItem(propertyId: number, fields: Record<string, unknown>) {
    const created = await api("POST", "/api/inventory", group.owner.cookie, {
      category: "housekeeping",
      propertyId,
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }

  /** What a refused transfer must leave as it was. */
  async function snapshot(ids: number[]) {
    const [transfers] = await db().select({ n: count() }).from(stockTransfers);
    const [movements] = await db().select({ n: count() }).from(stockMovements);
    const [items] = await db().select({ n: count() }).from(inventoryItems);
    return {
      transfers: transfers.n,
      movements: movements.n,
      items: items.n,
      stocks: await Promise.all(ids.map((id) => stockOf(db(), id))),
    };
  }

  it("adds to the target's item of the same name, whatever its case, with a ledger row on each side", async () => {
    const from = await itemId(db(), group.harbor, "Bath Towels");
    const to = await newItem(group.maple, { name: "  bath TOWELS ", currentStock: 5 });

    const preview = await api(
      "GET",
      `/api/transfers/target?fromItemId=${from}&toPropertyId=${group.maple}`,
      group.owner.cookie,
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ item: { id: to, name: "bath TOWELS", currentStock: 5, unit: "pieces" } });

    const moved = await transfer(group.owner.cookie, { fromItemId: from, toPropertyId: group.maple, quantity: 20 });

    expect(moved.status).toBe(201);
    expect(moved.body).toMatchObject({
      createdTarget: false,
      fromItem: { id: from, currentStock: 100, propertyId: group.harbor },
      toItem: { id: to, currentStock: 25, propertyId: group.maple },
      transfer: {
        fromItemId: from,
        toItemId: to,
        fromPropertyId: group.harbor,
        toPropertyId: group.maple,
        quantity: 20,
      },
    });
    const transferId = moved.body.transfer.id as number;
    expect((await ledgerOf(from)).at(-1)).toEqual({ delta: -20, resultingStock: 100, reason: "transfer", transferId });
    expect((await ledgerOf(to)).at(-1)).toEqual({ delta: 20, resultingStock: 25, reason: "transfer", transferId });
    expect(await ledgerSum(from)).toBe(100);
    expect(await ledgerSum(to)).toBe(25);

    // Each item's stock history names the other property.
    const fromHistory = await api("GET", `/api/inventory/${from}/movements`, group.owner.cookie);
    expect(fromHistory.body[0]).toMatchObject({
      reason: "transfer",
      delta: -20,
      transfer: { id: transferId, direction: "out", propertyName: "Maple Grove Inn" },
    });
    const toHistory = await api("GET", `/api/inventory/${to}/movements`, group.owner.cookie);
    expect(toHistory.body[0]).toMatchObject({
      reason: "transfer",
      delta: 20,
      transfer: { id: transferId, direction: "in", propertyName: "Harbor View Hotel" },
    });
    expect(toHistory.body[1]).toMatchObject({ reason: "created", transfer: null });

    const [entry] = await db()
      .select()
      .from(activityLog)
      .where(eq(activityLog.type, "stock_transferred"))
      .orderBy(asc(activityLog.id));
    expect(entry).toMatchObject({
      details: "Moved 20 pieces of 'Bath Towels' from 'Harbor View Hotel' to 'Maple Grove Inn'",
      userId: group.owner.id,
      ownerId: group.owner.id,
      propertyId: group.harbor,
    });
  });

  it("creates the target item from the source when the property has none, copying its fields", async () => {
    const from = await itemId(db(), group.harbor, "Coffee Pods");
    const [supplier] = await db()
      .insert(suppliers)
      .values({ ownerId: group.owner.id, name: "Bean Co" })
      .returning({ id: suppliers.id });
    await db().update(inventoryItems).set({ supplierId: supplier.id }).where(eq(inventoryItems.id, from));
    const edited = await api("PUT", `/api/inventory/${from}`, group.owner.cookie, {
      barcode: "4006381333931",
      parLevel: 40,
      photoUrl: "/uploads/coffee.png",
    });
    expect(edited.status).toBe(200);
    const preview = await api(
      "GET",
      `/api/transfers/target?fromItemId=${from}&toPropertyId=${group.sunset}`,
      group.owner.cookie,
    );
    expect(preview.body).toEqual({ item: null });

    const moved = await transfer(group.owner.cookie, { fromItemId: from, toPropertyId: group.sunset, quantity: 5 });

    expect(moved.status).toBe(201);
    expect(moved.body.createdTarget).toBe(true);
    expect(moved.body.toItem).toMatchObject({
      name: "Coffee Pods",
      category: "kitchen",
      description: "Box of 50",
      unit: "boxes",
      minStock: 12,
      maxCapacity: 60,
      parLevel: 40,
      unitCost: 22,
      barcode: "4006381333931",
      photoUrl: "/uploads/coffee.png",
      currentStock: 5,
      propertyId: group.sunset,
    });
    const to = moved.body.toItem.id as number;
    const [stored] = await db()
      .select({ supplierId: inventoryItems.supplierId })
      .from(inventoryItems)
      .where(eq(inventoryItems.id, to));
    expect(stored.supplierId).toBe(supplier.id);
    expect((await ledgerOf(to)).map((row) => [row.reason, row.delta, row.resultingStock])).toEqual([
      ["created", 0, 0],
      ["transfer", 5, 5],
    ]);
  });

  it("leaves a barcode behind that another item of the target property has", async () => {
    const from = await itemId(db(), group.harbor, "Paper Cups");
    const pens = await itemId(db(), group.sunset, "Pens");
    expect((await api("PUT", `/api/inventory/${pens}`, group.owner.cookie, { barcode: "CUPS-1" })).status).toBe(200);
    expect((await api("PUT", `/api/inventory/${from}`, group.owner.cookie, { barcode: "CUPS-1" })).status).toBe(200);

    const moved = await transfer(group.owner.cookie, { fromItemId: from, toPropertyId: group.sunset, quantity: 1 });

    expect(moved.status).toBe(201);
    expect(moved.body.toItem).toMatchObject({ name: "Paper Cups", barcode: null });
  });

  it("refuses more than the stock on hand, changing nothing", async () => {
    const from = await itemId(db(), group.harbor, "LED Light Bulbs");
    const before = await snapshot([from]);

    const refused = await transfer(group.owner.cookie, { fromItemId: from, toPropertyId: group.maple, quantity: 5 });

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: "CONFLICT",
      message: "Only 4 boxes in stock",
      fields: { quantity: "Only 4 boxes in stock" },
    });
    expect(await snapshot([from])).toEqual(before);
  });

  it("refuses a quantity that is not a whole number of at least 1", async () => {
    const from = await itemId(db(), group.harbor, "Keycards");
    for (const quantity of [0, -1, 2.5]) {
      const refused = await transfer(group.owner.cookie, { fromItemId: from, toPropertyId: group.maple, quantity });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("VALIDATION_ERROR");
    }
  });

  it("refuses the item's own property with a message on the field", async () => {
    const from = await itemId(db(), group.harbor, "Keycards");
    const before = await snapshot([from]);
    const refused = await transfer(group.owner.cookie, { fromItemId: from, toPropertyId: group.harbor, quantity: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ toPropertyId: "Choose another property than the item's own" });
    expect(await snapshot([from])).toEqual(before);
  });

  it("finds neither another owner's item nor another owner's property, and refuses managers", async () => {
    const from = await itemId(db(), group.harbor, "Keycards");
    const created = await api("POST", "/api/properties", stranger.cookie, { name: "Stranger Inn" });
    expect(created.status).toBe(201);
    const strangerProperty = created.body.id as number;
    const before = await snapshot([from]);

    expect(
      (await transfer(stranger.cookie, { fromItemId: from, toPropertyId: strangerProperty, quantity: 1 })).status,
    ).toBe(404);
    expect(
      (await transfer(group.owner.cookie, { fromItemId: from, toPropertyId: strangerProperty, quantity: 1 })).status,
    ).toBe(404);
    const manager = await transfer(group.manager.cookie, { fromItemId: from, toPropertyId: group.maple, quantity: 1 });
    expect(manager.status).toBe(403);
    const managerPreview = await api(
      "GET",
      `/api/transfers/target?fromItemId=${from}&toPropertyId=${group.maple}`,
      group.manager.cookie,
    );
    expect(managerPreview.status).toBe(403);
    expect(
      (
        await api(
          "GET",
          `/api/transfers/target?fromItemId=${from}&toPropertyId=${strangerProperty}`,
          group.owner.cookie,
        )
      ).status,
    ).toBe(404);
    expect(await snapshot([from])).toEqual(before);
  });

  it("counts a created target against the property's item allowance, and not an item added to", async () => {
    const demo = await createAccount(ctx.app, db(), { role: "demo", tier: "demo" });
    const [source, full] = await db()
      .insert(properties)
      .values([
        { name: "Demo Source", ownerId: demo.id },
        { name: "Demo Full", ownerId: demo.id },
      ])
      .returning({ id: properties.id });
    await db().execute(
      sql`insert into ${inventoryItems} (name, category, property_id, owner_id)
          select 'Filler ' || n, 'housekeeping', ${full.id}, ${demo.id} from generate_series(1, ${ITEM_LIMITS.perDemoProperty}) as n`,
    );
    const create = (name: string) =>
      api("POST", "/api/inventory", demo.cookie, { name, category: "kitchen", propertyId: source.id, currentStock: 9 });
    const soap = (await create("Soap")).body.id as number;
    const filler = (await create("filler 7")).body.id as number;
    const before = await snapshot([soap]);

    const refused = await transfer(demo.cookie, { fromItemId: soap, toPropertyId: full.id, quantity: 2 });

    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: "LIMIT_EXCEEDED", limitType: "items" });
    expect(await snapshot([soap])).toEqual(before);
    const added = await transfer(demo.cookie, { fromItemId: filler, toPropertyId: full.id, quantity: 2 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ createdTarget: false, toItem: { name: "Filler 7", currentStock: 2 } });
  });

  describe.skipIf(skipWithout({ postgres: process.env.TEST_DATABASE_URL }))("on PostgreSQL", () => {
    it("lets exactly as many parallel transfers through as the stock allows, creating the target once", async () => {
      const from = await newItem(group.harbor, { name: "Race Towels", currentStock: 20 });

      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          transfer(group.owner.cookie, { fromItemId: from, toPropertyId: group.maple, quantity: 3 }),
        ),
      );

      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(6).fill(201), ...Array(4).fill(409)]);
      expect(await stockOf(db(), from)).toBe(2);
      const targets = await db()
        .select({ id: inventoryItems.id, stock: inventoryItems.currentStock })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.propertyId, group.maple), eq(inventoryItems.name, "Race Towels")));
      expect(targets).toEqual([{ id: expect.any(Number), stock: 18 }]);
      // Every accepted transfer left stock that was never below zero on the source.
      const sourceRows = (await ledgerOf(from)).filter((row) => row.reason === "transfer");
      expect(sourceRows.map((row) => row.resultingStock).sort((a, b) => b - a)).toEqual([17, 14, 11, 8, 5, 2]);
      expect(await ledgerSum(targets[0].id)).toBe(18);
    });

    it("runs transfers both ways between two items at once without a deadlock", async () => {
      const harbor = await newItem(group.harbor, { name: "Swap Towels", currentStock: 50 });
      const maple = await newItem(group.maple, { name: "Swap Towels", currentStock: 50 });

      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? transfer(group.owner.cookie, { fromItemId: harbor, toPropertyId: group.maple, quantity: 1 })
            : transfer(group.owner.cookie, { fromItemId: maple, toPropertyId: group.harbor, quantity: 1 }),
        ),
      );

      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect([await stockOf(db(), harbor), await stockOf(db(), maple)]).toEqual([50, 50]);
    });
  });
});
