import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_STOCK, QUANTITY_LIMITS, QUANTITY_MESSAGES, stockLimitMessage } from "@stockroom/shared";
import { inventoryItems, stockMovements } from "../../db/schema";
import { registerErrorHandler } from "../../plugins/errors";
import { tableChecksums } from "../db-checksum";
import { type SeededSuite, ledgerMismatches, openSeededSuite, stockOf } from "../fixtures";

/**
 * Issue 16.4: quantities had no bound inside the approvedItems text. Approving 3,000,000,000 units was
 * a 500 (integer overflow); approving 2,000,000,000 was accepted and its receipt took stock to
 * 2,000,000,001, past the 10,000,000 cap, after which every receipt of that item was a 500. Now every
 * number is bounded where it enters (400), a receipt that would pass the cap is a 409 that changes
 * nothing, and the database's CHECK constraints refuse what a missed check would let through (409).
 */

let suite: SeededSuite;
const db = () => suite.ctx.database.db;
const owner = () => suite.group.owner.cookie;
let names = 0;

beforeAll(async () => {
  suite = await openSeededSuite({ withStranger: false });
}, 60_000);
afterAll(async () => {
  // Whatever was refused or accepted above, stock still equals the sum of its ledger.
  expect(await ledgerMismatches(db())).toEqual([]);
  await suite.ctx.close();
});

async function newItem(currentStock = 10, propertyId = suite.group.harbor) {
  const name = `Bounded item ${++names}`;
  const { status, body } = await suite.api("POST", "/api/inventory", owner(), {
    propertyId,
    name,
    category: "housekeeping",
    currentStock,
    minStock: 1,
  });
  expect(status).toBe(201);
  return { id: body.id as number, name };
}

/** A pending request for these items, 5 of each unless an item says how many (an approval is at most that). */
async function pendingRequest(...items: { id: number; quantity?: number }[]) {
  const { status, body } = await suite.api("POST", "/api/requests", owner(), {
    items: items.map((item) => ({ itemId: item.id, quantity: item.quantity ?? 5 })),
  });
  expect(status).toBe(201);
  return body.id as number;
}

const approve = (id: number, body: object) =>
  suite.api("PUT", `/api/requests/${id}/status`, owner(), { status: "approved", ...body });

/** Sends a request that must be refused with this status, in the error format, and change nothing. */
async function expectRefusedUnchanged(status: number, send: () => ReturnType<SeededSuite["api"]>) {
  const before = await tableChecksums(db());
  const response = await send();
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ message: expect.any(String), error: expect.any(String) });
  expect(await tableChecksums(db())).toEqual(before);
  return response.body as { message: string; error: string };
}

describe("approving", () => {
  it("refuses 3,000,000,000 units in approvedItems with a 400 (it was a 500), changing nothing", async () => {
    const [a, b] = [await newItem(), await newItem()];
    const id = await pendingRequest(a, b);
    const approvedItems = JSON.stringify([
      { name: a.name, requested: 5, approved: 3_000_000_000 },
      { name: b.name, requested: 5, approved: 5 },
    ]);
    const body = await expectRefusedUnchanged(400, () => approve(id, { approvedItems }));
    expect(body.message).toBe(QUANTITY_MESSAGES.lineTooLarge);
    expect((await suite.api("GET", `/api/requests/${id}`, owner())).body.status).toBe("pending");
  });

  it("refuses 2,000,000,000 units, in approvedItems, the single quantity and structured items", async () => {
    const [a, b] = [await newItem(), await newItem()];
    const multi = await pendingRequest(a, b);
    const approvedItems = JSON.stringify([
      { name: a.name, requested: 5, approved: 2_000_000_000 },
      { name: b.name, requested: 5, approved: 1 },
    ]);
    await expectRefusedUnchanged(400, () => approve(multi, { approvedItems }));
    const single = await pendingRequest(a);
    await expectRefusedUnchanged(400, () => approve(single, { quantity: 2_000_000_000 }));
    const line = (await suite.api("GET", `/api/requests/${single}`, owner())).body.items[0].id as number;
    await expectRefusedUnchanged(400, () =>
      approve(single, { items: [{ requestItemId: line, approvedQuantity: 2_000_000_000 }] }),
    );
  });

  const hostile = ["-1", "1.5", "1e308", "-1e308", "9007199254740993", "1e7", "1000001", '"5"', "true", "null"];
  it.each(hostile)("refuses approvedItems whose approved quantity is %s with a 400", async (number) => {
    const [a, b] = [await newItem(), await newItem()];
    const id = await pendingRequest(a, b);
    const approvedItems = `[{"name":${JSON.stringify(a.name)},"requested":5,"approved":${number}},{"name":${JSON.stringify(b.name)},"requested":5,"approved":1}]`;
    await expectRefusedUnchanged(400, () => approve(id, { approvedItems }));
  });

  it.each(["0x10", "1e308", "-5", "2.5", "9007199254740993", "Infinity", "NaN"])(
    "refuses approvedItems whose requested quantity is %s with a 400",
    async (number) => {
      const [a, b] = [await newItem(), await newItem()];
      const id = await pendingRequest(a, b);
      const approvedItems = `[{"name":${JSON.stringify(a.name)},"requested":${number},"approved":1},{"name":${JSON.stringify(b.name)},"requested":5,"approved":1}]`;
      await expectRefusedUnchanged(400, () => approve(id, { approvedItems }));
    },
  );

  it("accepts the largest line quantity", async () => {
    const [a, b] = [await newItem(), await newItem()];
    const id = await pendingRequest({ ...a, quantity: QUANTITY_LIMITS.maxLineQuantity }, b);
    const approvedItems = JSON.stringify([
      { name: a.name, requested: QUANTITY_LIMITS.maxLineQuantity, approved: QUANTITY_LIMITS.maxLineQuantity },
      { name: b.name, requested: 5, approved: 0, denied: true },
    ]);
    const { status, body } = await approve(id, { approvedItems });
    expect(status).toBe(200);
    expect(body.approvedQuantity).toBe(QUANTITY_LIMITS.maxLineQuantity);
  });
});

describe("receiving", () => {
  const { maxLineQuantity } = QUANTITY_LIMITS;

  /** An item MAX_STOCK − 1 units in stock (through a stock edit, so on the ledger) and an approved request for it. */
  async function nearlyFull(approved: number = maxLineQuantity) {
    const item = await newItem(MAX_STOCK - 1);
    const id = await pendingRequest({ ...item, quantity: approved });
    expect((await approve(id, { quantity: approved })).status).toBe(200);
    return { item, id };
  }

  const paths = {
    "PUT status received": (id: number) =>
      suite.api("PUT", `/api/requests/${id}/status`, owner(), { status: "received" }),
    "POST receive-request": (id: number, name: string) =>
      suite.api("POST", `/api/receive-request/${id}`, owner(), { itemName: name, receivedQuantity: maxLineQuantity }),
    "POST receive-request-bulk": (id: number, name: string) =>
      suite.api("POST", `/api/receive-request-bulk/${id}`, owner(), {
        items: [{ itemName: name, receivedQuantity: maxLineQuantity }],
      }),
  };

  it.each(Object.keys(paths) as (keyof typeof paths)[])(
    "answers 409 through %s when the receipt would pass the stock cap, leaving request, stock and ledger as they were",
    async (path) => {
      const { item, id } = await nearlyFull();
      const body = await expectRefusedUnchanged(409, () => paths[path](id, item.name));
      expect(body).toEqual({
        message: stockLimitMessage(item.name, maxLineQuantity),
        error: "CONFLICT",
        maxStock: MAX_STOCK,
      });
      expect(await stockOf(db(), item.id)).toBe(MAX_STOCK - 1);
      expect((await suite.api("GET", `/api/requests/${id}`, owner())).body.status).toBe("approved");
    },
  );

  it("receives up to the cap exactly, then refuses even one more unit with a 409 (later receipts were 500s)", async () => {
    const { item, id } = await nearlyFull(1);
    expect((await paths["PUT status received"](id)).status).toBe(200);
    expect(await stockOf(db(), item.id)).toBe(MAX_STOCK);

    const next = await pendingRequest(item);
    expect((await approve(next, { quantity: 1 })).status).toBe(200);
    await expectRefusedUnchanged(409, () =>
      suite.api("POST", `/api/receive-request/${next}`, owner(), { itemName: item.name, receivedQuantity: 1 }),
    );
    // Nothing arriving is still recorded: 0 marks the item missing and adds no stock.
    const missing = await suite.api("POST", `/api/receive-request/${next}`, owner(), {
      itemName: item.name,
      receivedQuantity: 0,
    });
    expect(missing.status).toBe(200);
    expect(missing.body.status).toBe("received");
    expect(await stockOf(db(), item.id)).toBe(MAX_STOCK);
  });
});

describe("every other number", () => {
  it("refuses stock, minimum, capacity and counts past MAX_STOCK with a 400", async () => {
    const item = await newItem();
    const over = MAX_STOCK + 1;
    for (const field of ["currentStock", "minStock", "maxCapacity"]) {
      const body = await expectRefusedUnchanged(400, () =>
        suite.api("PUT", `/api/inventory/${item.id}`, owner(), { [field]: over }),
      );
      expect(body.message).toBe(QUANTITY_MESSAGES.stockTooLarge);
    }
    await expectRefusedUnchanged(400, () =>
      suite.api("POST", "/api/daily-checks", owner(), {
        propertyId: suite.group.harbor,
        items: [{ itemId: item.id, countedQuantity: over }],
      }),
    );
    await expectRefusedUnchanged(400, () =>
      suite.api("PUT", `/api/inventory/${item.id}`, owner(), { unitCost: QUANTITY_LIMITS.maxUnitCost + 1 }),
    );
  });

  it("refuses request lines past the line maximum, as items and as the documented reason text", async () => {
    const [a, b] = [await newItem(), await newItem()];
    await expectRefusedUnchanged(400, () =>
      suite.api("POST", "/api/requests", owner(), { items: [{ itemId: a.id, quantity: 1_000_001 }] }),
    );
    for (const quantity of ["99999999999999999999", "9007199254740993", "1000000"]) {
      await expectRefusedUnchanged(400, () =>
        suite.api("POST", "/api/requests", owner(), {
          itemId: a.id,
          quantity: 1_000_000,
          reason: `Multiple items requested: ${a.name} (${quantity} pieces), ${b.name} (1 pieces)`,
        }),
      );
    }
  });

  // Found while bounding every number: ids past PostgreSQL's integer range reached queries as 500s.
  it.each([
    ["GET", "/api/inventory?propertyId=3000000000", undefined],
    ["GET", "/api/requests?propertyId=3000000000", undefined],
    ["POST", "/api/requests", { items: [{ itemId: 3_000_000_000, quantity: 1 }] }],
    ["POST", "/api/requests", { itemId: 3_000_000_000, quantity: 1 }],
    ["POST", "/api/inventory", { propertyId: 3_000_000_000, name: "x", category: "housekeeping" }],
    ["POST", "/api/daily-checks", { propertyId: 3_000_000_000, items: [{ itemId: 1, countedQuantity: 1 }] }],
    ["POST", "/api/daily-checks", { propertyId: 1, items: [{ itemId: 3_000_000_000, countedQuantity: 1 }] }],
    [
      "POST",
      "/api/users/create-manager",
      { email: "m@example.com", firstName: "M", lastName: "N", propertyId: "3000000000" },
    ],
  ] as const)("refuses an id past the integer range with a 400: %s %s", async (method, url, payload) => {
    await expectRefusedUnchanged(400, () => suite.api(method, url, owner(), payload));
  });

  it("sums a category's units past the integer range (215 full items) without failing", async () => {
    const summary = async () => {
      const { status, body } = await suite.api(
        "GET",
        `/api/inventory/summary?propertyId=${suite.group.harbor}`,
        owner(),
      );
      expect(status).toBe(200);
      return body.find((c: { category: string }) => c.category === "maintenance").totalUnits as number;
    };
    const before = await summary();
    const items = Array.from({ length: 215 }, (_, i) => ({
      name: `Pallet ${i}`,
      category: "maintenance" as const,
      currentStock: MAX_STOCK,
      propertyId: suite.group.harbor,
      ownerId: suite.group.owner.id,
    }));
    const ids = await db().insert(inventoryItems).values(items).returning({ id: inventoryItems.id });
    await db()
      .insert(stockMovements)
      .values(
        ids.map(({ id }) => ({
          itemId: id,
          delta: MAX_STOCK,
          resultingStock: MAX_STOCK,
          reason: "created" as const,
          ownerId: suite.group.owner.id,
        })),
      );
    expect(await summary()).toBe(before + 215 * MAX_STOCK);
  });
});

describe("the database's CHECK constraints", () => {
  /** The PostgreSQL error code of a failed statement (Drizzle wraps the driver's error). */
  async function errorCode(statement: Promise<unknown>): Promise<string | undefined> {
    try {
      await statement;
    } catch (error) {
      for (let at: unknown = error; at instanceof Error; at = at.cause) {
        const code = (at as { code?: unknown }).code;
        if (typeof code === "string") return code;
      }
      throw error;
    }
    return undefined;
  }

  it("refuse out-of-range stock, minimum and ledger rows written directly", async () => {
    const item = await newItem();
    const set = (values: Partial<typeof inventoryItems.$inferInsert>) =>
      db().update(inventoryItems).set(values).where(eq(inventoryItems.id, item.id));
    expect(await errorCode(set({ currentStock: MAX_STOCK + 1 }))).toBe("23514");
    expect(await errorCode(set({ currentStock: -1 }))).toBe("23514");
    expect(await errorCode(set({ minStock: MAX_STOCK + 1 }))).toBe("23514");
    const add = sql`update ${inventoryItems} set current_stock = current_stock + 2000000000 where id = ${item.id}`;
    expect(await errorCode(db().execute(add))).toBe("23514");
    const movement = { itemId: item.id, reason: "edited" as const, userId: null, ownerId: suite.group.owner.id };
    expect(
      await errorCode(
        db()
          .insert(stockMovements)
          .values({ ...movement, delta: 1, resultingStock: MAX_STOCK + 1 }),
      ),
    ).toBe("23514");
    expect(await stockOf(db(), item.id)).toBe(10);
  });

  it("are answered as a 409 in the error format, not a 500, when a write reaches them", async () => {
    const item = await newItem();
    const app = Fastify();
    registerErrorHandler(app);
    app.post("/overflow", async () => {
      await db()
        .update(inventoryItems)
        .set({ currentStock: MAX_STOCK + 1 })
        .where(eq(inventoryItems.id, item.id));
      return { ok: true };
    });
    const response = await app.inject({ method: "POST", url: "/overflow" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: QUANTITY_MESSAGES.outOfRange, error: "CONFLICT" });
    expect(await stockOf(db(), item.id)).toBe(10);
    await app.close();
  });
});
