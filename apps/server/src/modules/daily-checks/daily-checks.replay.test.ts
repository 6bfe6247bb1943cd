import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAILY_CHECK_MESSAGES } from "@stockroom/shared";
import { dailyChecks, stockMovements } from "../../db/schema";
import { itemId, ledgerMismatches, stockOf } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group } = useSeededSuite();

const checks = async () => (await ctx.database.db.select({ n: count() }).from(dailyChecks))[0].n;
const countedMoves = async (item: number) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(stockMovements)
      .where(and(eq(stockMovements.itemId, item), eq(stockMovements.reason, "counted")))
  )[0].n;

describe("POST /api/daily-checks with a client id (decision 143)", () => {
  it("answers a resent count with the stored check (200) and applies it once", async () => {
    const towels = await itemId(ctx.database.db, group.harbor, "Bath Towels");
    const clientId = randomUUID();
    const body = { propertyId: group.harbor, clientId, items: [{ itemId: towels, countedQuantity: 100 }] };
    const first = await api("POST", "/api/daily-checks", group.manager.cookie, body);
    expect(first.status).toBe(201);
    expect(first.body.clientId).toBe(clientId);
    const before = { checks: await checks(), moves: await countedMoves(towels) };
    // The stock changes in between: a replay must not count again over it.
    await api("POST", "/api/daily-checks", group.manager.cookie, {
      propertyId: group.harbor,
      items: [{ itemId: towels, countedQuantity: 90 }],
    });
    const replay = await api("POST", "/api/daily-checks", group.manager.cookie, body);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await stockOf(ctx.database.db, towels)).toBe(90);
    expect(await checks()).toBe(before.checks + 1);
    expect(await countedMoves(towels)).toBe(before.moves + 1);
  });

  it("answers a resent count with the stored check even when its item was deleted since", async () => {
    const created = await api("POST", "/api/inventory", group.owner.cookie, {
      propertyId: group.harbor,
      name: "Replayed soap",
      category: "housekeeping",
      currentStock: 5,
    });
    expect(created.status).toBe(201);
    const body = {
      propertyId: group.harbor,
      clientId: randomUUID(),
      items: [{ itemId: created.body.id as number, countedQuantity: 3 }],
    };
    const first = await api("POST", "/api/daily-checks", group.manager.cookie, body);
    expect(first.status).toBe(201);
    expect((await api("DELETE", `/api/inventory/${created.body.id}`, group.owner.cookie)).status).toBe(200);
    // The queue resends after a lost answer: the count was taken, so it is not refused as holding a deleted item.
    const replay = await api("POST", "/api/daily-checks", group.manager.cookie, body);
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(first.body.id);
  });

  it("applies identical submissions sent at once a single time", async () => {
    const sheets = await itemId(ctx.database.db, group.harbor, "Bed Sheets (Queen)");
    const before = { checks: await checks(), moves: await countedMoves(sheets) };
    const body = { propertyId: group.harbor, clientId: randomUUID(), items: [{ itemId: sheets, countedQuantity: 55 }] };
    const answers = await Promise.all(
      [1, 2, 3].map(() => api("POST", "/api/daily-checks", group.manager.cookie, body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.every((a) => a.body.items[0].previousStock === 60)).toBe(true);
    expect(await stockOf(ctx.database.db, sheets)).toBe(55);
    expect(await checks()).toBe(before.checks + 1);
    expect(await countedMoves(sheets)).toBe(before.moves + 1);
  });

  it("never answers another user's check for their client id: the other user's count is its own", async () => {
    const cups = await itemId(ctx.database.db, group.harbor, "Paper Cups");
    const clientId = randomUUID();
    const body = (countedQuantity: number) => ({
      propertyId: group.harbor,
      clientId,
      items: [{ itemId: cups, countedQuantity }],
    });
    const managers = await api("POST", "/api/daily-checks", group.manager.cookie, body(28));
    const owners = await api("POST", "/api/daily-checks", group.owner.cookie, body(26));
    expect(owners.status).toBe(201);
    expect(owners.body.id).not.toBe(managers.body.id);
    expect(owners.body).toMatchObject({
      checkedBy: group.owner.id,
      items: [{ previousStock: 28, countedQuantity: 26 }],
    });
    expect(await stockOf(ctx.database.db, cups)).toBe(26);
  });

  it("refuses a count whose items were deleted since it started with 409, changing nothing", async () => {
    const pods = await itemId(ctx.database.db, group.harbor, "Coffee Pods");
    const pads = await itemId(ctx.database.db, group.harbor, "Guest Notepads");
    const keycards = await itemId(ctx.database.db, group.harbor, "Keycards");
    const tea = await itemId(ctx.database.db, group.maple, "Tea Bags");
    for (const id of [pods, pads]) {
      expect((await api("DELETE", `/api/inventory/${id}`, group.owner.cookie)).status).toBe(200);
    }
    const before = await checks();
    const items = [pods, pads, keycards].map((id) => ({ itemId: id, countedQuantity: 1 }));
    const body = { propertyId: group.harbor, clientId: randomUUID(), items };
    const refused = await api("POST", "/api/daily-checks", group.manager.cookie, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DAILY_CHECK_MESSAGES.itemsDeleted(2));
    expect(refused.body.message).toBe(
      "2 items in this count were deleted after it was started. Remove them and submit again",
    );
    const one = await api("POST", "/api/daily-checks", group.manager.cookie, { ...body, items: items.slice(1) });
    expect(one.body.message).toBe("1 item in this count was deleted after it was started. Remove it and submit again");
    // An item of another property still makes the count a bad request.
    const mixed = { ...body, items: [...items, { itemId: tea, countedQuantity: 1 }] };
    expect((await api("POST", "/api/daily-checks", group.manager.cookie, mixed)).status).toBe(400);
    expect(await stockOf(ctx.database.db, keycards)).toBe(400);
    expect(await checks()).toBe(before);
    // The same client id is still free once the deleted items are removed.
    const retried = await api("POST", "/api/daily-checks", group.manager.cookie, { ...body, items: items.slice(2) });
    expect(retried.status).toBe(201);
  });

  it("refuses a client id that is not a UUID", async () => {
    const towels = await itemId(ctx.database.db, group.harbor, "Bath Towels");
    const body = { propertyId: group.harbor, clientId: "offline-1", items: [{ itemId: towels, countedQuantity: 1 }] };
    expect((await api("POST", "/api/daily-checks", group.manager.cookie, body)).status).toBe(400);
  });

  it("keeps stock equal to the ledger", async () => {
    expect(await ledgerMismatches(ctx.database.db)).toEqual([]);
  });
});
