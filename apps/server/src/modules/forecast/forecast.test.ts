import { eq } from "drizzle-orm";
import { NEXT_CURSOR_HEADER, forecastUsage, ledgerUsage, type StockMovementReason } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { inventoryItems, stockMovements } from "../../db/schema";
import { useSeededSuite } from "../../test/suite";
import { ownerOfItem, ownerOfProperty } from "../../test/tenant-keys";

const { ctx, api, group, stranger } = useSeededSuite();

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

interface LowItem {
  id: number;
  name: string;
  currentStock: number;
  property: { id: number; name: string };
  avgDailyUse: number | null;
  daysUntilOut: number | null;
  forecastStatus: string;
}

/** An item well below its minimum whose ledger is the given rows, `daysAgo` each; its stock is their sum. */
async function itemWithLedger(
  propertyId: number,
  name: string,
  ledger: [delta: number, reason: StockMovementReason, daysAgo: number][],
) {
  const db = ctx.database.db;
  const stock = ledger.reduce((sum, [delta]) => sum + delta, 0);
  const [item] = await db
    .insert(inventoryItems)
    .values({
      name,
      category: "housekeeping",
      currentStock: stock,
      minStock: 1000,
      unit: "pieces",
      propertyId,
      ownerId: ownerOfProperty(propertyId),
    })
    .returning({ id: inventoryItems.id });
  let running = 0;
  await db.insert(stockMovements).values(
    ledger.map(([delta, reason, ago]) => ({
      itemId: item.id,
      delta,
      resultingStock: (running += delta),
      reason,
      userId: null,
      ownerId: ownerOfItem(item.id),
      createdAt: daysAgo(ago),
    })),
  );
  return item.id;
}

async function lowStock(query: string, cookie = group.owner.cookie) {
  const response = await ctx.app.inject({ method: "GET", url: `/api/low-stock?${query}`, headers: { cookie } });
  return {
    status: response.statusCode,
    items: response.json<LowItem[]>(),
    next: response.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined,
  };
}

/** Every page of a low-stock list, following the cursors. */
async function allPages(query: string, cookie = group.owner.cookie) {
  const items: LowItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await lowStock(`${query}${cursor ? `&cursor=${cursor}` : ""}`, cookie);
    expect(page.status).toBe(200);
    items.push(...page.items);
    cursor = page.next;
  } while (cursor);
  return items;
}

const find = (items: LowItem[], id: number) => items.find((item) => item.id === id)!;

describe("the low-stock list's usage forecast", () => {
  it("counts the decreases of a count and of an edit as use, and never a receipt", async () => {
    const created = await api("POST", "/api/inventory", group.owner.cookie, {
      name: "Forecast Towels",
      category: "housekeeping",
      currentStock: 40,
      minStock: 500,
      unit: "pieces",
      propertyId: group.harbor,
    });
    const id = created.body.id as number;
    // The opening stock went in twenty days ago; then a count finds 10 fewer, an edit takes 5 more and one adds 25.
    await ctx.database.db
      .update(stockMovements)
      .set({ createdAt: daysAgo(20) })
      .where(eq(stockMovements.itemId, id));
    const counted = await api("POST", "/api/daily-checks", group.owner.cookie, {
      propertyId: group.harbor,
      items: [{ itemId: id, countedQuantity: 30 }],
    });
    expect(counted.status).toBe(201);
    expect((await api("PUT", `/api/inventory/${id}`, group.owner.cookie, { currentStock: 25 })).status).toBe(200);
    expect((await api("PUT", `/api/inventory/${id}`, group.owner.cookie, { currentStock: 50 })).status).toBe(200);

    const item = find((await lowStock(`propertyId=${group.harbor}`)).items, id);
    // 15 used (10 counted, 5 edited) over the 20 days the item has existed; 50 on hand last 66.7 days.
    expect(item).toMatchObject({ forecastStatus: "ok", avgDailyUse: 0.75, daysUntilOut: 66, currentStock: 50 });

    // The item lists carry the same forecast, and the low-stock list par's on order and suggested order.
    const listed = (await api("GET", `/api/properties/${group.harbor}/inventory`, group.owner.cookie))
      .body as LowItem[];
    expect(find(listed, id)).toMatchObject({ avgDailyUse: 0.75, daysUntilOut: 66, forecastStatus: "ok" });
    // No par level or capacity: up to twice the minimum of 500.
    expect(item).toMatchObject({ onOrder: 0, suggestedOrder: 950 });

    const ledger = await ctx.database.db
      .select({ delta: stockMovements.delta, reason: stockMovements.reason, createdAt: stockMovements.createdAt })
      .from(stockMovements)
      .where(eq(stockMovements.itemId, id));
    const now = new Date();
    expect(forecastUsage({ ...ledgerUsage(ledger, now), onHand: 50, now })).toEqual({
      status: item.forecastStatus,
      avgDailyUse: item.avgDailyUse,
      daysUntilOut: item.daysUntilOut,
    });
  });

  it("says not enough data for a new item and for one that only ever received stock", async () => {
    const fresh = await itemWithLedger(group.harbor, "Forecast Fresh", [
      [100, "created", 1],
      [-90, "counted", 0.5],
    ]);
    const received = await itemWithLedger(group.harbor, "Forecast Received", [
      [0, "created", 60],
      [40, "received", 20],
      [25, "received", 2],
    ]);
    const stale = await itemWithLedger(group.harbor, "Forecast Stale", [
      [100, "created", 90],
      [-60, "counted", 45],
    ]);
    const { items } = await lowStock(`propertyId=${group.harbor}`);
    expect(find(items, fresh)).toMatchObject({
      forecastStatus: "too_little_history",
      avgDailyUse: null,
      daysUntilOut: null,
    });
    expect(find(items, received)).toMatchObject({
      forecastStatus: "no_recent_use",
      avgDailyUse: 0,
      daysUntilOut: null,
    });
    expect(find(items, stale)).toMatchObject({ forecastStatus: "no_recent_use", daysUntilOut: null });
  });

  it("sorts soonest out first across pages, unknowns last, ties by name", async () => {
    const p = group.sunset;
    await itemWithLedger(p, "Alpha Soap", [
      [100, "created", 40],
      [-30, "counted", 10],
    ]);
    await itemWithLedger(p, "Bravo Gel", [
      [50, "created", 40],
      [-45, "counted", 5],
    ]);
    await itemWithLedger(p, "Charlie Wipes", [
      [20, "created", 3],
      [-10, "counted", 1],
    ]);
    await itemWithLedger(p, "Delta Cups", [
      [10, "created", 40],
      [-10, "edited", 2],
    ]);
    await itemWithLedger(p, "Foxtrot Mops", [
      [60, "created", 40],
      [-30, "counted", 10],
    ]);
    await itemWithLedger(p, "Echo Mops", [
      [60, "created", 40],
      [-30, "counted", 10],
    ]);
    await itemWithLedger(p, "Golf Cloths", [
      [10, "created", 40],
      [10, "received", 5],
    ]);

    const sorted = await allPages(`propertyId=${p}&sort=daysUntilOut&limit=2`);
    expect(sorted.slice(0, 5).map((i) => [i.name, i.daysUntilOut])).toEqual([
      ["Delta Cups", 0],
      ["Bravo Gel", 3],
      ["Echo Mops", 30],
      ["Foxtrot Mops", 30],
      ["Alpha Soap", 70],
    ]);
    const unknown = sorted.slice(5);
    expect(unknown.every((i) => i.daysUntilOut === null)).toBe(true);
    expect(unknown.map((i) => i.name)).toEqual(unknown.map((i) => i.name).sort());
    expect(unknown.map((i) => i.name)).toEqual(expect.arrayContaining(["Charlie Wipes", "Golf Cloths", "Pens"]));
    // The same items as the list by name: every page, none twice.
    const byName = await allPages(`propertyId=${p}&limit=3`);
    expect(sorted.map((i) => i.id).sort((a, b) => a - b)).toEqual(byName.map((i) => i.id).sort((a, b) => a - b));
    expect(byName.map((i) => i.name)).toEqual(sorted.map((i) => i.name).sort());
  });

  it("keeps a manager to the assigned property and a stranger to nothing", async () => {
    const managed = await allPages("sort=daysUntilOut&limit=2", group.manager.cookie);
    expect(managed.length).toBeGreaterThan(0);
    expect(new Set(managed.map((i) => i.property.id))).toEqual(new Set([group.harbor]));
    expect((await lowStock(`propertyId=${group.sunset}&sort=daysUntilOut`, group.manager.cookie)).status).toBe(404);
    expect((await lowStock("sort=daysUntilOut", stranger.cookie)).items).toEqual([]);
  });

  it("refuses an unknown order and a cursor of the other order with 400", async () => {
    const unknown = await lowStock("sort=stock");
    expect(unknown.status).toBe(400);
    const byName = await lowStock(`propertyId=${group.sunset}&limit=1`);
    expect(byName.next).toBeDefined();
    expect((await lowStock(`propertyId=${group.sunset}&sort=daysUntilOut&cursor=${byName.next}`)).status).toBe(400);
  });
});
