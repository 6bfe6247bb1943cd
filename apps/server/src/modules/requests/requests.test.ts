import { count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, requests, stockMovements } from "../../db/schema";
import { itemId, ledgerMismatches, stockOf } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group, stranger } = useSeededSuite();

const requestCount = async () => (await ctx.database.db.select({ n: count() }).from(requests))[0].n;
const item = (propertyId: number, name: string) => itemId(ctx.database.db, propertyId, name);
const seededRequest = async (status: string) =>
  (await api("GET", `/api/requests?status=${status}`, group.owner.cookie)).body as { id: number; items: unknown[] }[];

describe("listing requests", () => {
  it("answers every documented field, newest first, for the owner", async () => {
    const { status, body } = await api("GET", "/api/requests", group.owner.cookie);
    expect(status).toBe(200);
    expect(body.map((r: { status: string }) => r.status)).toEqual([
      "pending",
      "pending",
      "approved",
      "declined",
      "received",
    ]);
    const multi = body[0];
    expect(multi).toMatchObject({
      quantity: 105,
      reason:
        "Multiple items requested: Shampoo Bottles (100 bottles), LED Light Bulbs (5 boxes). Reason: Running low before the holiday weekend",
      requester: { firstName: "Marco", lastName: "Silva" },
      reviewer: null,
      item: {
        name: "Shampoo Bottles",
        category: "housekeeping",
        unit: "bottles",
        property: { id: group.harbor, name: "Harbor View Hotel" },
      },
    });
    expect(multi.items.map((i: { name: string }) => i.name)).toEqual(["Shampoo Bottles", "LED Light Bulbs"]);

    const approved = body[2];
    expect(JSON.parse(approved.approvedItems)).toEqual([
      { name: "Guest Notepads", requested: 10, approved: 10 },
      { name: "Coffee Pods", requested: 12, approved: 0, denied: true },
    ]);
    expect(approved.notes).toContain("Ordered from the usual supplier\n--- SYSTEM DATA ---\nApproved Items: ");
    expect(approved.reviewer).toMatchObject({ firstName: "Olivia" });
    expect(body[4].notes).toContain('Received Items: [{"itemName":"AA Batteries","receivedQuantity":10}]');
  });

  it("filters by status and property", async () => {
    expect(await seededRequest("pending")).toHaveLength(2);
    const maple = await api("GET", `/api/requests?propertyId=${group.maple}`, group.owner.cookie);
    expect(maple.body).toHaveLength(1);
    expect(
      (await api("GET", `/api/approved-requests?propertyId=${group.harbor}`, group.owner.cookie)).body,
    ).toHaveLength(1);
    expect((await api("GET", "/api/received-requests", group.owner.cookie)).body).toHaveLength(1);
  });

  it("shows managers only their properties' requests and other owners none", async () => {
    const mine = await api("GET", "/api/requests", group.manager.cookie);
    expect(mine.body.every((r: { propertyId: number }) => r.propertyId === group.harbor)).toBe(true);
    expect(mine.body).toHaveLength(3);
    expect((await api("GET", "/api/requests", stranger.cookie)).body).toEqual([]);
    const one = mine.body[0].id;
    expect((await api("GET", `/api/requests/${one}`, stranger.cookie)).status).toBe(404);
    expect((await api("GET", `/api/requests?propertyId=${group.maple}`, group.manager.cookie)).status).toBe(404);
  });
});

describe("submitting requests", () => {
  it("turns the documented multi-item form into line items and answers it back", async () => {
    const reason = "Multiple items requested: Bath Towels (30 pieces), Paper Cups (4 packs). Reason: Pool party";
    const created = await api("POST", "/api/requests", group.manager.cookie, {
      itemId: await item(group.harbor, "Bath Towels"),
      quantity: 34,
      reason,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "pending", quantity: 34, reason, propertyId: group.harbor });
    expect(
      created.body.items.map((i: { name: string; requestedQuantity: number }) => [i.name, i.requestedQuantity]),
    ).toEqual([
      ["Bath Towels", 30],
      ["Paper Cups", 4],
    ]);
  });

  it("reads the older 'Multi-item request:' form", async () => {
    const created = await api("POST", "/api/requests", group.owner.cookie, {
      itemId: await item(group.sunset, "Pens"),
      quantity: 7,
      reason: "Multi-item request: Pens (2 boxes), Bathrobes (5 pieces)",
    });
    expect(created.status).toBe(201);
    expect(created.body.items).toHaveLength(2);
    expect(created.body.reason).toBe("Multiple items requested: Pens (2 boxes), Bathrobes (5 pieces)");
  });

  it("accepts items directly and plain single-item requests", async () => {
    const direct = await api("POST", "/api/requests", group.owner.cookie, {
      items: [
        { itemId: await item(group.maple, "Tea Bags"), quantity: 3 },
        { itemId: await item(group.maple, "Air Filters"), quantity: 2 },
      ],
      reason: "Quarterly",
    });
    expect(direct.status).toBe(201);
    expect(direct.body).toMatchObject({ quantity: 5, itemId: await item(group.maple, "Tea Bags") });
    const single = await api("POST", "/api/requests", group.manager.cookie, {
      itemId: await item(group.harbor, "Keycards"),
      quantity: 100,
      reason: "New wing opening",
    });
    expect(single.body).toMatchObject({ reason: "New wing opening", quantity: 100 });
    expect(single.body.items).toHaveLength(1);
  });

  it("refuses bad submissions with clear messages and stores nothing", async () => {
    const before = await requestCount();
    const towels = await item(group.harbor, "Bath Towels");
    const cups = await item(group.harbor, "Paper Cups");
    const cases: [unknown, number, string][] = [
      [{}, 400, "Please add at least one item"],
      [{ items: [] }, 400, "Please add at least one item"],
      [{ itemId: towels, quantity: 0 }, 400, "Quantity must be at least 1"],
      [
        {
          items: [
            { itemId: towels, quantity: 1 },
            { itemId: towels, quantity: 2 },
          ],
        },
        400,
        "Cannot request the same item multiple times in a single request",
      ],
      [
        {
          itemId: towels,
          quantity: 9,
          reason: "Multiple items requested: Bath Towels (3 pieces), Paper Cups (4 packs)",
        },
        400,
        "Quantity does not match the sum of the requested items",
      ],
      [
        {
          itemId: towels,
          quantity: 3,
          reason: "Multiple items requested: Bath Towels (1 pieces), Bath Towels (2 pieces)",
        },
        400,
        "Cannot request the same item multiple times in a single request",
      ],
      [
        { itemId: towels, quantity: 3, reason: "Multiple items requested: Gold Bars (3 pieces)" },
        400,
        "Unknown item 'Gold Bars' in this request",
      ],
      [
        {
          items: [
            { itemId: towels, quantity: 1 },
            { itemId: await item(group.maple, "Tea Bags"), quantity: 1 },
          ],
        },
        400,
        "All items of a request must belong to one property",
      ],
      [{ itemId: cups, quantity: 1.5 }, 400, "Quantity must be a whole number"],
    ];
    for (const [payload, status, message] of cases) {
      const response = await api("POST", "/api/requests", group.owner.cookie, payload);
      expect(response.status, JSON.stringify(payload)).toBe(status);
      expect(response.body.message).toBe(message);
    }
    expect(
      (
        await api("POST", "/api/requests", group.manager.cookie, {
          itemId: await item(group.maple, "Tea Bags"),
          quantity: 1,
        })
      ).status,
    ).toBe(404);
    expect((await api("POST", "/api/requests", stranger.cookie, { itemId: towels, quantity: 1 })).status).toBe(404);
    expect(await requestCount()).toBe(before);
  });
});

describe("reviewing requests", () => {
  async function newRequest(lines: [string, number][], cookie = group.manager.cookie) {
    const items = await Promise.all(
      lines.map(async ([name, quantity]) => ({ itemId: await item(group.harbor, name), quantity })),
    );
    return (await api("POST", "/api/requests", cookie, { items })).body as { id: number; items: { id: number }[] };
  }

  it("lets only the owner approve, with per-item quantities, a denied item and a tracking number", async () => {
    const request = await newRequest([
      ["Bath Towels", 10],
      ["Paper Cups", 5],
    ]);
    const url = `/api/requests/${request.id}/status`;
    const approvedItems = JSON.stringify([
      { name: "Bath Towels", requested: 10, approved: 8 },
      { name: "Paper Cups", requested: 5, approved: 0 },
    ]);
    expect((await api("PUT", url, group.manager.cookie, { status: "approved", approvedItems })).status).toBe(403);
    expect((await api("PUT", url, stranger.cookie, { status: "approved", approvedItems })).status).toBe(404);
    expect(
      (
        await api("PUT", url, group.owner.cookie, {
          status: "approved",
          approvedItems,
          trackingNumber: "x".repeat(101),
        })
      ).status,
    ).toBe(400);

    const approved = await api("PUT", url, group.owner.cookie, {
      status: "approved",
      approvedItems,
      trackingNumber: "TRACK-1",
      notes: "Cups next month",
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: "approved",
      approvedQuantity: 8,
      trackingNumber: "TRACK-1",
      reviewer: { firstName: "Olivia" },
    });
    expect(approved.body.items.map((i: { state: string; denied: boolean }) => [i.state, i.denied])).toEqual([
      ["approved", false],
      ["denied", true],
    ]);
    expect(approved.body.notes.startsWith("Cups next month\n--- SYSTEM DATA ---\nApproved Items: ")).toBe(true);

    const again = await api("PUT", url, group.owner.cookie, { status: "declined" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This request has already been approved");
  });

  it("approves single items by quantity, declines, and refuses an all-zero approval", async () => {
    const single = await newRequest([["Keycards", 50]]);
    const approved = await api("PUT", `/api/requests/${single.id}/status`, group.owner.cookie, {
      status: "approved",
      quantity: 40,
    });
    expect(approved.body).toMatchObject({ approvedQuantity: 40, status: "approved" });

    const zero = await newRequest([["Keycards", 5]]);
    const refused = await api("PUT", `/api/requests/${zero.id}/status`, group.owner.cookie, {
      status: "approved",
      quantity: 0,
    });
    expect(refused.status).toBe(400);
    const declined = await api("PUT", `/api/requests/${zero.id}/status`, group.owner.cookie, {
      status: "declined",
      notes: "No budget",
    });
    expect(declined.body).toMatchObject({ status: "declined", notes: "No budget", approvedItems: null });
    expect(
      (await api("PUT", `/api/requests/${zero.id}/status`, group.owner.cookie, { status: "approved" })).status,
    ).toBe(409);
  });

  it("approves exactly once when twenty approvals race", async () => {
    const request = await newRequest([["Coffee Pods", 6]]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api("PUT", `/api/requests/${request.id}/status`, group.owner.cookie, {
          status: i % 2 ? "approved" : "declined",
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(19);
  });
});

describe("receiving requests", () => {
  async function approvedRequest(lines: [string, number, number][]) {
    const items = await Promise.all(
      lines.map(async ([name, quantity]) => ({ itemId: await item(group.harbor, name), quantity })),
    );
    const request = (await api("POST", "/api/requests", group.manager.cookie, { items })).body;
    const approvedItems = JSON.stringify(lines.map(([name, requested, approved]) => ({ name, requested, approved })));
    await api("PUT", `/api/requests/${request.id}/status`, group.owner.cookie, { status: "approved", approvedItems });
    return request.id as number;
  }

  it("receives some items and marks others missing, raising stock by exactly what arrived", async () => {
    const id = await approvedRequest([
      ["Bath Towels", 10, 10],
      ["Paper Cups", 6, 6],
    ]);
    const towels = await item(group.harbor, "Bath Towels");
    const cups = await item(group.harbor, "Paper Cups");
    const [towelsBefore, cupsBefore] = [await stockOf(ctx.database.db, towels), await stockOf(ctx.database.db, cups)];

    const incomplete = await api("POST", `/api/receive-request-bulk/${id}`, group.manager.cookie, {
      items: [{ itemName: "Bath Towels", receivedQuantity: 9 }],
    });
    expect(incomplete.status).toBe(400);
    expect(await stockOf(ctx.database.db, towels)).toBe(towelsBefore);

    const done = await api("POST", `/api/receive-request-bulk/${id}`, group.manager.cookie, {
      items: [
        { itemName: "Bath Towels", receivedQuantity: 9 },
        { itemName: "Paper Cups", receivedQuantity: 0 },
      ],
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "received", receivedQuantity: 9, receiver: { firstName: "Marco" } });
    expect(done.body.items.map((i: { state: string }) => i.state)).toEqual(["received", "missing"]);
    expect(done.body.notes).toContain(
      'Received Items: [{"itemName":"Bath Towels","receivedQuantity":9},{"itemName":"Paper Cups","receivedQuantity":0}]',
    );
    expect(await stockOf(ctx.database.db, towels)).toBe(towelsBefore + 9);
    expect(await stockOf(ctx.database.db, cups)).toBe(cupsBefore);
    const moves = await ctx.database.db.select().from(stockMovements).where(eq(stockMovements.requestId, id));
    expect(moves.map((m) => [m.itemId, m.delta, m.reason])).toEqual([[towels, 9, "received"]]);

    const again = await api("POST", `/api/receive-request-bulk/${id}`, group.manager.cookie, {
      items: [{ itemName: "Bath Towels", receivedQuantity: 1 }],
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This request has already been received");
  });

  it("receives item by item, completing when the last approved item is processed", async () => {
    const id = await approvedRequest([
      ["Keycards", 100, 100],
      ["AA Batteries", 4, 0],
      ["Coffee Pods", 2, 2],
    ]);
    const first = await api("POST", `/api/receive-request/${id}`, group.owner.cookie, {
      itemName: "Keycards",
      receivedQuantity: 120,
    });
    expect(first.body.status).toBe("approved");
    expect(
      (
        await api("POST", `/api/receive-request/${id}`, group.owner.cookie, {
          itemName: "AA Batteries",
          receivedQuantity: 4,
        })
      ).status,
    ).toBe(400);
    const last = await api("POST", `/api/receive-request/${id}`, group.owner.cookie, {
      itemName: "Coffee Pods",
      receivedQuantity: 2,
    });
    expect(last.body).toMatchObject({ status: "received", receivedQuantity: 122 });
  });

  it("refuses receiving pending, declined and other tenants' requests", async () => {
    const [pending] = await seededRequest("pending");
    expect(
      (
        await api("POST", `/api/receive-request-bulk/${pending.id}`, group.owner.cookie, {
          items: [{ itemName: "x", receivedQuantity: 1 }],
        })
      ).status,
    ).toBe(409);
    const id = await approvedRequest([["Keycards", 1, 1]]);
    expect(
      (await api("POST", `/api/receive-request/${id}`, stranger.cookie, { itemName: "Keycards", receivedQuantity: 1 }))
        .status,
    ).toBe(404);
    expect(
      (
        await api("POST", `/api/receive-request/${id}`, group.owner.cookie, {
          itemName: "Keycards",
          receivedQuantity: -1,
        })
      ).status,
    ).toBe(400);
  });

  it("receives every approved quantity through PUT status received", async () => {
    const id = await approvedRequest([["Guest Notepads", 3, 3]]);
    const before = await stockOf(ctx.database.db, await item(group.harbor, "Guest Notepads"));
    const done = await api("PUT", `/api/requests/${id}/status`, group.manager.cookie, { status: "received" });
    expect(done.body.status).toBe("received");
    expect(await stockOf(ctx.database.db, await item(group.harbor, "Guest Notepads"))).toBe(before + 3);
  });

  it("logs a receipt of one unit as '1 unit', not '1 units'", async () => {
    const id = await approvedRequest([["Guest Notepads", 1, 1]]);
    await api("PUT", `/api/requests/${id}/status`, group.manager.cookie, { status: "received" });

    const logged = await ctx.database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(like(activityLog.details, `Request #${id} received%`));
    expect(logged).toEqual([{ details: `Request #${id} received (1 unit)` }]);
  });

  it("receives exactly once when twenty bulk receives race", async () => {
    const id = await approvedRequest([["Shampoo Bottles", 24, 24]]);
    const shampoo = await item(group.harbor, "Shampoo Bottles");
    const before = await stockOf(ctx.database.db, shampoo);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api("POST", `/api/receive-request-bulk/${id}`, group.manager.cookie, {
          items: [{ itemName: "Shampoo Bottles", receivedQuantity: 24 }],
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await stockOf(ctx.database.db, shampoo)).toBe(before + 24);
  });

  it("keeps stock equal to the ledger after all of it", async () => {
    expect(await ledgerMismatches(ctx.database.db)).toEqual([]);
  });
});
