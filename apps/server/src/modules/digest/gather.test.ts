import { beforeAll, describe, expect, it } from "vitest";
import { addItem, addProperty, addRequest } from "../../test/digest-data";
import { useAccount, useTestContext } from "../../test/suite";
import { gatherDigest } from "./service";

/**
 * The digest's data against a database (issue 20.5): one owner's week, read by the four scoped statements,
 * with a second owner's rows beside it that must never show.
 */

const { ctx } = useTestContext({ seed: false });
const alpha = useAccount(ctx);
const bravo = useAccount(ctx);
const quiet = useAccount(ctx);

const at = (iso: string) => new Date(`${iso}Z`);
const now = at("2030-01-09T08:00:00");
const from = at("2030-01-02T08:00:00");

const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = ctx.database.db;
  const hotel = await addProperty(db, { ownerId: alpha.id, name: "Alpha Hotel" });
  const inn = await addProperty(db, { ownerId: alpha.id, name: "Alpha Inn" });
  const closed = await addProperty(db, { ownerId: alpha.id, name: "Alpha Closed", active: false });
  const item = (propertyId: number, name: string, stock: number, min: number, unitCostCents: number | null = null) =>
    addItem(db, { propertyId, name, stock, min, unitCostCents });
  const towels = await item(hotel, "Towels", 0, 10, 500);
  const soap = await item(hotel, "Soap", 2, 10, 100);
  const shampoo = await item(hotel, "Shampoo", 5, 10);
  await item(hotel, "Sheets", 9, 10);
  const pillows = await item(hotel, "Pillows", 10, 10, 300);
  const lamps = await item(hotel, "Lamps", 50, 10, 200);
  const bulbs = await item(inn, "Bulbs", 1, 5, 50);
  await item(closed, "Hidden", 0, 5);

  const request = (spec: Parameters<typeof addRequest>[1]) => addRequest(db, spec);
  await request({
    propertyId: hotel,
    status: "pending",
    createdAt: at("2030-01-05T10:00:00"),
    lines: [{ itemId: soap, name: "Soap", requested: 5 }],
  });
  ids.oldestPending = await request({
    propertyId: inn,
    status: "pending",
    createdAt: at("2030-01-03T10:00:00"),
    lines: [{ itemId: bulbs, name: "Bulbs", requested: 2 }],
  });
  ids.slow = await request({
    propertyId: hotel,
    status: "approved",
    createdAt: at("2030-01-02T09:00:00"),
    reviewedAt: at("2030-01-06T09:00:00"),
    lines: [
      { itemId: towels, name: "Towels", requested: 10 },
      { itemId: shampoo, name: "Shampoo", requested: 4 },
    ],
  });
  ids.received = await request({
    propertyId: hotel,
    status: "received",
    createdAt: at("2030-01-07T08:00:00"),
    reviewedAt: at("2030-01-07T10:00:00"),
    lines: [{ itemId: soap, name: "Soap", requested: 20, approved: 15 }],
  });
  ids.partial = await request({
    propertyId: hotel,
    status: "approved",
    createdAt: at("2030-01-08T08:00:00"),
    reviewedAt: at("2030-01-08T09:00:00"),
    lines: [
      { itemId: lamps, name: "Lamps", requested: 3 },
      { itemId: pillows, name: "Pillows", requested: 5, approved: 0 },
    ],
  });
  // Approved before the week, and declined in it: neither is spend nor an approval of the week.
  await request({
    propertyId: hotel,
    status: "approved",
    createdAt: at("2029-12-20T08:00:00"),
    reviewedAt: at("2030-01-01T08:00:00"),
    lines: [{ itemId: towels, name: "Towels", requested: 99 }],
  });
  await request({
    propertyId: hotel,
    status: "declined",
    createdAt: at("2029-12-01T08:00:00"),
    reviewedAt: at("2030-01-08T08:00:00"),
    lines: [{ itemId: towels, name: "Towels", requested: 50, approved: 0 }],
  });

  // Another owner's week, busier than alpha's: none of it may appear in alpha's digest.
  const other = await addProperty(db, { ownerId: bravo.id, name: "Bravo Hotel" });
  const rope = await addItem(db, { propertyId: other, name: "Rope", stock: 0, min: 5, unitCostCents: 100_000 });
  await request({
    propertyId: other,
    status: "pending",
    createdAt: at("2029-06-01T08:00:00"),
    lines: [{ itemId: rope, name: "Rope", requested: 1 }],
  });
  await request({
    propertyId: other,
    status: "approved",
    createdAt: at("2029-06-01T08:00:00"),
    reviewedAt: at("2030-01-08T08:00:00"),
    lines: [{ itemId: rope, name: "Rope", requested: 9 }],
  });
});

describe("gatherDigest", () => {
  it("reads the owner's low items, pending requests, spend and slowest approvals, and nobody else's", async () => {
    const data = await gatherDigest(
      ctx.database.db,
      { id: alpha.id, firstName: "Alpha" },
      { day: "wednesday", from, to: now },
    );

    const low = (propertyName: string, lowCount: number, name: string, currentStock: number, minStock: number) =>
      expect.objectContaining({ propertyName, lowCount, name, currentStock, minStock, unit: "pieces" });
    // Worst first by share of the minimum, three per property; the inactive property is not the owner's to see.
    expect(data.lowItems).toEqual([
      low("Alpha Hotel", 5, "Towels", 0, 10),
      low("Alpha Hotel", 5, "Soap", 2, 10),
      low("Alpha Hotel", 5, "Shampoo", 5, 10),
      low("Alpha Inn", 1, "Bulbs", 1, 5),
    ]);
    expect(data.pending).toEqual({
      count: 2,
      oldest: { id: ids.oldestPending, propertyName: "Alpha Inn", createdAt: at("2030-01-03T10:00:00") },
    });
    // Towels 10 × $5 + Soap 15 × $1 + Lamps 3 × $2; the denied Pillows line adds nothing; Shampoo has no cost.
    expect(data.spend).toEqual({ cents: 7100, requests: 3, unpricedLines: 1 });
    expect(data.slowestApprovals.map((a) => [a.id, a.propertyName, a.firstItemName, a.lineCount])).toEqual([
      [ids.slow, "Alpha Hotel", "Towels", 2],
      [ids.received, "Alpha Hotel", "Soap", 1],
      [ids.partial, "Alpha Hotel", "Lamps", 2],
    ]);
    expect(data.slowestApprovals[0]).toMatchObject({
      createdAt: at("2030-01-02T09:00:00"),
      reviewedAt: at("2030-01-06T09:00:00"),
    });
    expect(JSON.stringify(data)).not.toMatch(/Bravo|Rope|Hidden/);
  });

  it("answers an owner with nothing an empty week", async () => {
    const data = await gatherDigest(
      ctx.database.db,
      { id: quiet.id, firstName: null },
      { day: "monday", from, to: now },
    );
    expect(data).toMatchObject({
      lowItems: [],
      pending: { count: 0, oldest: null },
      spend: { cents: 0, requests: 0, unpricedLines: 0 },
      slowestApprovals: [],
    });
  });
});
