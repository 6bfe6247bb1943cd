import { describe, expect, it } from "vitest";
import { createAccount, itemId } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group } = useSeededSuite();

// Every expected figure below is worked out by hand from apps/server/src/db/seed-data.ts and the
// seeded requests (created 1, 2, 4, 6 and 9 days ago).
describe("GET /api/analytics overview", () => {
  it("computes the cards, demand, performance and critical actions of the seed", async () => {
    const { status, body } = await api("GET", "/api/analytics?period=30", group.owner.cookie);
    expect(status).toBe(200);
    expect(body.view).toBe("overview");
    expect(body.period).toMatchObject({ key: "30", label: "Last 30 days" });
    const o = body.overview;
    expect(o.cards).toEqual({
      totalProperties: 3,
      inventoryValue: 6545.8,
      activeRequests: 3,
      pendingRequests: 2,
      criticalStock: 5,
    });
    expect(o.categoryDemand).toEqual([
      { category: "housekeeping", requestedQuantity: 300, percentage: 87.7 },
      { category: "maintenance", requestedQuantity: 15, percentage: 4.4 },
      { category: "front_desk", requestedQuantity: 15, percentage: 4.4 },
      { category: "kitchen", requestedQuantity: 12, percentage: 3.5 },
    ]);
    expect(o.inventoryPerformance).toEqual({ totalItems: 20, averageStock: 76.9, wellStocked: 8, lowStock: 5 });
    // Nothing is at 0; over max capacity: none of the seed's items.
    expect(o.stockStatus).toEqual({ out_of_stock: 0, low_stock: 5, overstocked: 0, good: 15 });
    expect(o.requestsOverTime).toHaveLength(5);
    expect(o.requestsOverTime.reduce((sum: number, d: { requests: number }) => sum + d.requests, 0)).toBe(5);
    expect(o.requestsOverTime.reduce((sum: number, d: { quantity: number }) => sum + d.quantity, 0)).toBe(342);
    expect(
      o.highDemandItems.map((i: { name: string; requestedQuantity: number }) => [i.name, i.requestedQuantity]),
    ).toEqual([
      ["Toilet Paper", 200],
      ["Shampoo Bottles", 100],
      ["Coffee Pods", 12],
      ["AA Batteries", 10],
      ["Guest Notepads", 10],
    ]);
    expect(o.propertyPerformance).toEqual([
      {
        propertyId: group.harbor,
        name: "Harbor View Hotel",
        items: 9,
        lowStock: 3,
        requests: 3,
        efficiency: 67,
        badge: "secondary",
      },
      {
        propertyId: group.maple,
        name: "Maple Grove Inn",
        items: 5,
        lowStock: 1,
        requests: 1,
        efficiency: 80,
        badge: "secondary",
      },
      {
        propertyId: group.sunset,
        name: "Sunset Boutique Suites",
        items: 6,
        lowStock: 1,
        requests: 1,
        efficiency: 83,
        badge: "default",
      },
    ]);
    expect(o.criticalActions.criticalItems.map((c: { name: string }) => c.name)).toEqual([
      "Pens",
      "LED Light Bulbs",
      "Guest Notepads",
      "Shampoo Bottles",
      "Toilet Paper",
    ]);
    expect(o.criticalActions).toMatchObject({ pendingRequests: 2, pendingAlert: false });
  });

  it("narrows by period, category and property", async () => {
    const week = (await api("GET", "/api/analytics?period=7", group.owner.cookie)).body.overview;
    expect(week.categoryDemand.find((d: { category: string }) => d.category === "maintenance").requestedQuantity).toBe(
      5,
    );

    const housekeeping = (await api("GET", "/api/analytics?category=housekeeping", group.owner.cookie)).body.overview;
    expect(housekeeping.inventoryPerformance).toMatchObject({ totalItems: 7, lowStock: 2 });
    expect(housekeeping.categoryDemand).toEqual([
      { category: "housekeeping", requestedQuantity: 300, percentage: 100 },
    ]);

    const maple = (await api("GET", `/api/analytics?propertyId=${group.maple}`, group.owner.cookie)).body.overview;
    expect(maple.cards).toEqual({
      totalProperties: 1,
      inventoryValue: 668.7,
      activeRequests: 1,
      pendingRequests: 1,
      criticalStock: 1,
    });

    // Property and category together: the items agree with the inventory list filtered the same way.
    const both = `propertyId=${group.maple}&category=housekeeping`;
    const listed = (await api("GET", `/api/inventory?${both}`, group.owner.cookie)).body as {
      currentStock: number;
      minStock: number;
    }[];
    const narrowed = (await api("GET", `/api/analytics?${both}`, group.owner.cookie)).body.overview;
    expect(narrowed.cards.totalProperties).toBe(1);
    expect(listed.length).toBeGreaterThan(0);
    expect(narrowed.inventoryPerformance.totalItems).toBe(listed.length);
    expect(narrowed.inventoryPerformance.lowStock).toBe(listed.filter((i) => i.currentStock <= i.minStock).length);
    expect(narrowed.cards.activeRequests).toBeLessThanOrEqual(maple.cards.activeRequests);
  });

  it("shows another owner only zeros, and refuses managers, bad filters and foreign properties", async () => {
    const stranger = await createAccount(ctx.app, ctx.database.db);
    const theirs = (await api("GET", "/api/analytics", stranger.cookie)).body.overview;
    expect(theirs.cards).toEqual({
      totalProperties: 0,
      inventoryValue: 0,
      activeRequests: 0,
      pendingRequests: 0,
      criticalStock: 0,
    });
    expect((await api("GET", `/api/analytics?propertyId=${group.harbor}`, stranger.cookie)).status).toBe(404);
    expect((await api("GET", "/api/analytics", group.manager.cookie)).status).toBe(403);
    expect((await api("GET", "/api/analytics?period=12", group.owner.cookie)).status).toBe(400);
    expect((await api("GET", "/api/analytics?view=property-detail", group.owner.cookie)).status).toBe(400);
  });
});

describe("GET /api/analytics property detail", () => {
  it("lists every item with value, status, orders pending and last count", async () => {
    await api("POST", "/api/daily-checks", group.manager.cookie, {
      propertyId: group.harbor,
      items: [{ itemId: await itemId(ctx.database.db, group.harbor, "Keycards"), countedQuantity: 400 }],
    });
    const { body } = await api(
      "GET",
      `/api/analytics?view=property-detail&propertyId=${group.harbor}`,
      group.owner.cookie,
    );
    const detail = body.propertyDetail;
    expect(detail.property).toEqual({
      id: group.harbor,
      name: "Harbor View Hotel",
      address: "12 Marina Way, Portsmouth, NH 03801",
    });
    expect(detail.totals).toEqual({ items: 9, totalValue: 3194.1, lowStock: 3, pendingOrders: 2 });
    const rows = detail.categories.flatMap((c: { items: unknown[] }) => c.items);
    const byName = (name: string) => rows.find((r: { name: string }) => r.name === name);
    expect(byName("Shampoo Bottles")).toMatchObject({
      currentStock: 35,
      minThreshold: 50,
      maxCapacity: 400,
      unitCost: 0.9,
      totalValue: 31.5,
      status: "low_stock",
      ordersPending: 100,
      lastCounted: null,
    });
    expect(byName("Guest Notepads").ordersPending).toBe(10);
    expect(byName("Coffee Pods")).toMatchObject({ ordersPending: 0, status: "good" });
    expect(byName("Keycards").lastCounted).not.toBeNull();
    expect(detail.recentActivity.map((a: { itemName: string }) => a.itemName)).toEqual([
      "Shampoo Bottles",
      "Guest Notepads",
      "AA Batteries",
    ]);
    expect(detail.recentActivity[0].requester).toBe("Marco Silva");
  });
});
