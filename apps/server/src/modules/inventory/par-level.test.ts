import { describe, expect, it } from "vitest";
import { MAX_STOCK, PAR_LEVEL_MESSAGES, QUANTITY_MESSAGES } from "@stockroom/shared";
import { useSeededSuite } from "../../test/suite";
import { onOrderByItem } from "./repo/reads";

const { ctx, api, group, stranger } = useSeededSuite();

interface Levels {
  currentStock?: number;
  minStock?: number;
  maxCapacity?: number | null;
  parLevel?: number | null;
}

let made = 0;

/** A fresh item of Harbor View (the manager's property), so each test counts only its own requests. */
async function newItem(levels: Levels = {}) {
  made += 1;
  const created = await api("POST", "/api/inventory", group.owner.cookie, {
    name: `Par Linen ${made}`,
    category: "housekeeping",
    unit: "pieces",
    propertyId: group.harbor,
    currentStock: 5,
    minStock: 10,
    ...levels,
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; name: string };
}

/** The item as the list answers it, read by the given user. */
async function listed(id: number, cookie = group.owner.cookie) {
  const items = (await api("GET", `/api/inventory?propertyId=${group.harbor}&limit=100`, cookie)).body as {
    id: number;
    parLevel: number | null;
    onOrder: number;
    suggestedOrder: number;
    currentStock: number;
  }[];
  return items.find((item) => item.id === id);
}

/** A manager's request for these items, approved by the owner at the given quantities. */
async function approvedRequest(lines: { id: number; requested: number; approved: number }[]) {
  const created = await api("POST", "/api/requests", group.manager.cookie, {
    items: lines.map((line) => ({ itemId: line.id, quantity: line.requested })),
    reason: "Restock to par",
  });
  expect(created.status).toBe(201);
  const requestLines = created.body.items as { id: number }[];
  const approved = await api("PUT", `/api/requests/${created.body.id}/status`, group.owner.cookie, {
    status: "approved",
    items: lines.map((line, index) => ({ requestItemId: requestLines[index].id, approvedQuantity: line.approved })),
  });
  expect(approved.status).toBe(200);
  return created.body.id as number;
}

describe("par level bounds", () => {
  it("refuses a par level outside 0..MAX_STOCK, below the minimum or above the capacity on create", async () => {
    const cases: [Levels, string][] = [
      [{ parLevel: -1 }, PAR_LEVEL_MESSAGES.negative],
      [{ parLevel: MAX_STOCK + 1 }, QUANTITY_MESSAGES.stockTooLarge],
      [{ parLevel: 2.5 }, QUANTITY_MESSAGES.wholeNumber],
      [{ minStock: 10, parLevel: 9 }, PAR_LEVEL_MESSAGES.belowMinimum],
      [{ minStock: 10, maxCapacity: 40, parLevel: 41 }, PAR_LEVEL_MESSAGES.aboveCapacity],
    ];
    for (const [levels, message] of cases) {
      const answer = await api("POST", "/api/inventory", group.owner.cookie, {
        name: "Out of bounds",
        category: "housekeeping",
        propertyId: group.harbor,
        ...levels,
      });
      expect(answer.status, JSON.stringify(levels)).toBe(400);
      expect(answer.body).toMatchObject({ error: "VALIDATION_ERROR", message, fields: { parLevel: message } });
    }
    const edges = await newItem({ minStock: 10, maxCapacity: 40, parLevel: 40 });
    expect(await listed(edges.id)).toMatchObject({ parLevel: 40 });
    const atMinimum = await newItem({ minStock: 10, parLevel: 10 });
    expect(await listed(atMinimum.id)).toMatchObject({ parLevel: 10 });
  });

  it("checks a partial update against the stored levels it leaves unchanged", async () => {
    const item = await newItem({ minStock: 10, maxCapacity: 50, parLevel: 30 });
    const refused: [Levels, string][] = [
      [{ minStock: 31 }, PAR_LEVEL_MESSAGES.belowMinimum],
      [{ maxCapacity: 29 }, PAR_LEVEL_MESSAGES.aboveCapacity],
      [{ parLevel: 9 }, PAR_LEVEL_MESSAGES.belowMinimum],
      [{ parLevel: 51 }, PAR_LEVEL_MESSAGES.aboveCapacity],
    ];
    for (const [changes, message] of refused) {
      const answer = await api("PUT", `/api/inventory/${item.id}`, group.owner.cookie, changes);
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(answer.body).toEqual({ error: "VALIDATION_ERROR", message, fields: { parLevel: message } });
    }
    expect(await listed(item.id)).toMatchObject({ parLevel: 30 });
    const detail = await api(
      "GET",
      `/api/analytics?view=property-detail&propertyId=${group.harbor}&category=housekeeping`,
      group.owner.cookie,
    );
    const rows = detail.body.propertyDetail.categories.flatMap((c: { items: { id: number }[] }) => c.items);
    expect(rows.find((row: { id: number }) => row.id === item.id)).toMatchObject({ maxCapacity: 50, parLevel: 30 });

    const counted = await api("PUT", `/api/inventory/${item.id}`, group.manager.cookie, { currentStock: 3 });
    expect(counted.body).toMatchObject({ currentStock: 3, parLevel: 30 });
    const raised = await api("PUT", `/api/inventory/${item.id}`, group.owner.cookie, {
      minStock: 30,
      maxCapacity: null,
    });
    expect(raised.body).toMatchObject({ minStock: 30, maxCapacity: null, parLevel: 30 });
    const cleared = await api("PUT", `/api/inventory/${item.id}`, group.owner.cookie, { parLevel: null, minStock: 45 });
    expect(cleared.body).toMatchObject({ minStock: 45, parLevel: null });
  });

  it("copies the par level to another property", async () => {
    const item = await newItem({ minStock: 10, parLevel: 25 });
    const copy = await api("POST", "/api/inventory", group.owner.cookie, {
      name: item.name,
      category: "housekeeping",
      propertyId: group.maple,
      minStock: 10,
      parLevel: 25,
      copiedFromId: item.id,
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ propertyId: group.maple, parLevel: 25, onOrder: 0, suggestedOrder: 25 });
  });
});

describe("on order and suggested order", () => {
  it("counts approved lines until they are received, line by line", async () => {
    const linen = await newItem({ currentStock: 5, minStock: 10, parLevel: 40 });
    const soap = await newItem({ currentStock: 0, minStock: 4, parLevel: 20 });
    expect(await listed(linen.id)).toMatchObject({ onOrder: 0, suggestedOrder: 35 });

    const pending = await api("POST", "/api/requests", group.manager.cookie, {
      items: [{ itemId: linen.id, quantity: 50 }],
    });
    expect(await listed(linen.id)).toMatchObject({ onOrder: 0, suggestedOrder: 35 });

    const id = await approvedRequest([
      { id: linen.id, requested: 20, approved: 15 },
      { id: soap.id, requested: 10, approved: 10 },
    ]);
    expect(await listed(linen.id)).toMatchObject({ onOrder: 15, suggestedOrder: 20 });
    expect(await listed(soap.id)).toMatchObject({ onOrder: 10, suggestedOrder: 10 });

    // Partial receipt: the request stays approved; what arrived is stock, the rest of that line is not awaited.
    const partial = await api("POST", `/api/receive-request/${id}`, group.manager.cookie, {
      itemName: linen.name,
      receivedQuantity: 12,
    });
    expect(partial.body.status).toBe("approved");
    expect(await listed(linen.id)).toMatchObject({ currentStock: 17, onOrder: 0, suggestedOrder: 23 });
    expect(await listed(soap.id)).toMatchObject({ onOrder: 10, suggestedOrder: 10 });

    const done = await api("POST", `/api/receive-request/${id}`, group.manager.cookie, {
      itemName: soap.name,
      receivedQuantity: 10,
    });
    expect(done.body.status).toBe("received");
    expect(await listed(soap.id)).toMatchObject({ currentStock: 10, onOrder: 0, suggestedOrder: 10 });

    await api("PUT", `/api/requests/${pending.body.id}/status`, group.owner.cookie, { status: "declined" });
    expect(await listed(linen.id)).toMatchObject({ onOrder: 0 });
  });

  it("leaves denied lines and declined requests out, and adds up every open request", async () => {
    const towel = await newItem({ currentStock: 2, minStock: 10, parLevel: 30 });
    const other = await newItem({ currentStock: 2, minStock: 1 });
    await approvedRequest([
      { id: towel.id, requested: 5, approved: 0 },
      { id: other.id, requested: 1, approved: 1 },
    ]);
    await approvedRequest([{ id: towel.id, requested: 8, approved: 8 }]);
    await approvedRequest([{ id: towel.id, requested: 9, approved: 7 }]);
    expect(await listed(towel.id)).toMatchObject({ onOrder: 15, suggestedOrder: 13 });

    const declined = await api("POST", "/api/requests", group.manager.cookie, {
      items: [{ itemId: towel.id, quantity: 20 }],
    });
    await api("PUT", `/api/requests/${declined.body.id}/status`, group.owner.cookie, { status: "declined" });
    expect(await listed(towel.id)).toMatchObject({ onOrder: 15, suggestedOrder: 13 });

    const itemIds = [towel.id, other.id, 2_000_000_000];
    const byItem = await onOrderByItem(ctx.database.db, { ownerId: group.owner.id, itemIds });
    expect(Object.fromEntries(byItem)).toEqual({ [towel.id]: 15, [other.id]: 1 });
    expect(await onOrderByItem(ctx.database.db, { ownerId: group.owner.id, itemIds: [] })).toEqual(new Map());
    // Another account's lines are never summed, whatever ids it names (the tenant key, decision 155).
    expect(await onOrderByItem(ctx.database.db, { ownerId: stranger.id, itemIds })).toEqual(new Map());
  });

  it("falls back to the max capacity, else twice the minimum, without a par level", async () => {
    const capped = await newItem({ currentStock: 5, minStock: 10, maxCapacity: 60 });
    const twice = await newItem({ currentStock: 5, minStock: 10 });
    const none = await newItem({ currentStock: 0, minStock: 0 });
    const full = await newItem({ currentStock: 90, minStock: 10, parLevel: 50 });
    expect(await listed(capped.id)).toMatchObject({ parLevel: null, suggestedOrder: 55 });
    expect(await listed(twice.id)).toMatchObject({ parLevel: null, suggestedOrder: 15 });
    expect(await listed(none.id)).toMatchObject({ suggestedOrder: 0 });
    expect(await listed(full.id)).toMatchObject({ suggestedOrder: 0 });
  });

  it("answers the same figures on every item route, to those who may see the item only", async () => {
    const item = await newItem({ currentStock: 4, minStock: 10, parLevel: 30 });
    await approvedRequest([{ id: item.id, requested: 6, approved: 6 }]);
    const figures = { parLevel: 30, onOrder: 6, suggestedOrder: 20 };
    expect(await listed(item.id, group.manager.cookie)).toMatchObject(figures);
    const all = await api("GET", "/api/inventory/all", group.owner.cookie);
    expect(all.body.find((i: { id: number }) => i.id === item.id)).toMatchObject(figures);
    const property = await api("GET", `/api/properties/${group.harbor}/inventory?limit=100`, group.manager.cookie);
    expect(property.body.find((i: { id: number }) => i.id === item.id)).toMatchObject(figures);
    const low = await api("GET", `/api/low-stock?propertyId=${group.harbor}&limit=100`, group.owner.cookie);
    expect(low.body.find((i: { id: number }) => i.id === item.id)).toMatchObject(figures);
    const edited = await api("PUT", `/api/inventory/${item.id}`, group.owner.cookie, { currentStock: 10 });
    expect(edited.body).toMatchObject({ onOrder: 6, suggestedOrder: 14 });

    expect((await api("GET", `/api/inventory?propertyId=${group.maple}`, group.manager.cookie)).status).toBe(404);
    expect((await api("GET", "/api/inventory", stranger.cookie)).body).toEqual([]);
    const foreign = await api("PUT", `/api/inventory/${item.id}`, stranger.cookie, { parLevel: 10 });
    expect(foreign.status).toBe(404);
  });
});
