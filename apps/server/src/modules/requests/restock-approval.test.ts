import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestItems, requests } from "../../db/schema";
import { stockOf } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

// Decision 96: an approval grants 0 to the requested amount, whatever the item's current stock.

const { ctx, api, group } = useSeededSuite({ withStranger: false });

async function newItem(name: string, currentStock: number, maxCapacity: number | null = null) {
  const created = await api("POST", "/api/inventory", group.owner.cookie, {
    name,
    category: "housekeeping",
    currentStock,
    minStock: 5,
    maxCapacity,
    propertyId: group.harbor,
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

async function newRequest(lines: [number, number][]) {
  const created = await api("POST", "/api/requests", group.manager.cookie, {
    items: lines.map(([itemId, quantity]) => ({ itemId, quantity })),
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; items: { id: number; currentStock: number; maxCapacity: number | null }[] };
}

async function stored(id: number) {
  const [request] = await ctx.database.db.select().from(requests).where(eq(requests.id, id));
  const lines = await ctx.database.db
    .select({ approved: requestItems.approvedQuantity, state: requestItems.state })
    .from(requestItems)
    .where(eq(requestItems.requestId, id));
  return { status: request.status, approvedQuantity: request.approvedQuantity, lines };
}

describe("approving a restock", () => {
  it("approves the restock of an empty item, and of more than is on the shelf", async () => {
    const empty = await newItem("Empty Soap", 0, 100);
    const request = await newRequest([[empty, 60]]);
    expect(request.items[0]).toMatchObject({ currentStock: 0, maxCapacity: 100 });

    const approved = await api("PUT", `/api/requests/${request.id}/status`, group.owner.cookie, {
      status: "approved",
      quantity: 60,
    });

    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", approvedQuantity: 60 });
    expect(await stockOf(ctx.database.db, empty)).toBe(0);
    const received = await api("PUT", `/api/requests/${request.id}/status`, group.owner.cookie, { status: "received" });
    expect(received.status).toBe(200);
    expect(await stockOf(ctx.database.db, empty)).toBe(60);
  });

  it("approves up to the requested amount, per item, with the approvedItems text or structured items", async () => {
    const few = await newItem("Few Candles", 2);
    const none = await newItem("No Matches", 0);
    const byText = await newRequest([
      [few, 30],
      [none, 12],
    ]);
    const text = await api("PUT", `/api/requests/${byText.id}/status`, group.owner.cookie, {
      status: "approved",
      approvedItems: JSON.stringify([
        { name: "Few Candles", requested: 30, approved: 30 },
        { name: "No Matches", requested: 12, approved: 7 },
      ]),
    });
    expect(text.status).toBe(200);
    expect(text.body.items.map((l: { approvedQuantity: number }) => l.approvedQuantity)).toEqual([30, 7]);

    const structured = await newRequest([
      [few, 9],
      [none, 4],
    ]);
    const answer = await api("PUT", `/api/requests/${structured.id}/status`, group.owner.cookie, {
      status: "approved",
      items: [
        { requestItemId: structured.items[0].id, approvedQuantity: 9 },
        { requestItemId: structured.items[1].id, approvedQuantity: 0 },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((l: { state: string }) => l.state)).toEqual(["approved", "denied"]);
  });

  it("refuses more than was requested with 400 in the error format, and changes nothing", async () => {
    const soap = await newItem("Guest Soap", 0);
    const cups = await newItem("Tea Cups", 50);
    const single = await newRequest([[soap, 10]]);
    const multi = await newRequest([
      [soap, 10],
      [cups, 5],
    ]);

    const attempts = [
      [single.id, { status: "approved", quantity: 11 }],
      [
        multi.id,
        {
          status: "approved",
          approvedItems: JSON.stringify([
            { name: "Guest Soap", requested: 10, approved: 10 },
            { name: "Tea Cups", requested: 5, approved: 6 },
          ]),
        },
      ],
      [
        multi.id,
        {
          status: "approved",
          items: [
            { requestItemId: multi.items[0].id, approvedQuantity: 11 },
            { requestItemId: multi.items[1].id, approvedQuantity: 5 },
          ],
        },
      ],
    ] as const;
    for (const [id, body] of attempts) {
      const before = await stored(id);
      const refused = await api("PUT", `/api/requests/${id}/status`, group.owner.cookie, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: expect.stringMatching(/At most \d+ \(the requested amount\)$/),
        error: expect.any(String),
      });
      expect(await stored(id)).toEqual(before);
      expect(before.status).toBe("pending");
    }
    expect(
      (await api("PUT", `/api/requests/${single.id}/status`, group.owner.cookie, { status: "approved", quantity: 11 }))
        .body.message,
    ).toBe("Approved quantity for 'Guest Soap': At most 10 (the requested amount)");
  });
});
