import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dailyCheckItems, dailyChecks, inventoryItems, properties, stockMovements } from "../../db/schema";
import { createAccount, itemId, ledgerMismatches, stockOf } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group } = useSeededSuite();

const checks = async () => (await ctx.database.db.select({ n: count() }).from(dailyChecks))[0].n;

describe("POST /api/daily-checks", () => {
  it("stores the check, sets each counted stock and writes the variance to the ledger", async () => {
    const towels = await itemId(ctx.database.db, group.harbor, "Bath Towels");
    const bulbs = await itemId(ctx.database.db, group.harbor, "LED Light Bulbs");
    const response = await api("POST", "/api/daily-checks", group.manager.cookie, {
      propertyId: group.harbor,
      checkedBy: "ignored-client-value",
      checkedAt: new Date().toISOString(),
      items: [
        { itemId: towels, countedQuantity: 110 },
        { itemId: bulbs, countedQuantity: 4 },
      ],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ propertyId: group.harbor, checkedBy: group.manager.id });
    expect(response.body.items).toEqual([
      { itemId: towels, countedQuantity: 110, previousStock: 120, variance: -10 },
      { itemId: bulbs, countedQuantity: 4, previousStock: 4, variance: 0 },
    ]);
    expect(await stockOf(ctx.database.db, towels)).toBe(110);
    const lines = await ctx.database.db
      .select()
      .from(dailyCheckItems)
      .where(eq(dailyCheckItems.dailyCheckId, response.body.id));
    expect(lines).toHaveLength(2);
    const moves = await ctx.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.dailyCheckId, response.body.id));
    expect(moves.map((m) => [m.itemId, m.delta, m.resultingStock, m.reason])).toEqual([
      [towels, -10, 110, "counted"],
      [bulbs, 0, 4, "counted"],
    ]);
  });

  it("refuses items of another property, bad counts and empty checks, changing nothing", async () => {
    const before = await checks();
    const towels = await itemId(ctx.database.db, group.harbor, "Bath Towels");
    const tea = await itemId(ctx.database.db, group.maple, "Tea Bags");
    const cases: [unknown, string][] = [
      [
        {
          propertyId: group.harbor,
          items: [
            { itemId: towels, countedQuantity: 5 },
            { itemId: tea, countedQuantity: 1 },
          ],
        },
        "Only items of the selected property can be counted in this check",
      ],
      [
        { propertyId: group.harbor, items: [{ itemId: towels, countedQuantity: -1 }] },
        "Counts must be whole numbers of 0 or more",
      ],
      [
        { propertyId: group.harbor, items: [{ itemId: towels, countedQuantity: 2.5 }] },
        "Counts must be whole numbers of 0 or more",
      ],
      [{ propertyId: group.harbor, items: [] }, "Please check at least one inventory item"],
      [{ items: [{ itemId: towels, countedQuantity: 1 }] }, "Please select a property first"],
    ];
    for (const [payload, message] of cases) {
      const response = await api("POST", "/api/daily-checks", group.owner.cookie, payload);
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await stockOf(ctx.database.db, towels)).toBe(110);
    expect(await checks()).toBe(before);
  });

  it("answers 404 for properties the user may not count", async () => {
    const tea = await itemId(ctx.database.db, group.maple, "Tea Bags");
    const payload = { propertyId: group.maple, items: [{ itemId: tea, countedQuantity: 1 }] };
    expect((await api("POST", "/api/daily-checks", group.manager.cookie, payload)).status).toBe(404);
    const stranger = await createAccount(ctx.app, ctx.database.db);
    expect((await api("POST", "/api/daily-checks", stranger.cookie, payload)).status).toBe(404);
    expect((await api("POST", "/api/daily-checks", undefined, payload)).status).toBe(401);
  });

  it("takes another account's item for a deleted one, saying nothing of that account (409), changing nothing", async () => {
    const db = ctx.database.db;
    const stranger = await createAccount(ctx.app, db);
    const [inn] = await db.insert(properties).values({ name: "Stranger Inn", ownerId: stranger.id }).returning();
    const [soap] = await db
      .insert(inventoryItems)
      .values({ name: "Soap", category: "housekeeping", propertyId: inn.id, ownerId: stranger.id })
      .returning();
    const towels = await itemId(db, group.harbor, "Bath Towels");
    const [before, stock] = [await checks(), await stockOf(db, towels)];
    const response = await api("POST", "/api/daily-checks", group.owner.cookie, {
      propertyId: group.harbor,
      items: [
        { itemId: towels, countedQuantity: 5 },
        { itemId: soap.id, countedQuantity: 1 },
      ],
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      "1 item in this count was deleted after it was started. Remove it and submit again",
    );
    expect(await stockOf(db, towels)).toBe(stock);
    expect(await checks()).toBe(before);
  });

  it("keeps stock equal to the ledger", async () => {
    expect(await ledgerMismatches(ctx.database.db)).toEqual([]);
  });
});
