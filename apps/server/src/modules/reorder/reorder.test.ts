import { beforeAll, describe, expect, it } from "vitest";
import { type Account, createAccount } from "../../test/fixtures";
import { useAccount, useTestContext } from "../../test/suite";

const { ctx, api } = useTestContext();
const owner = useAccount(ctx, { tier: "growth" });
const url = (propertyId: number) => `/api/reorder-suggestions?propertyId=${propertyId}`;

interface ItemSpec {
  name: string;
  currentStock: number;
  minStock: number;
  maxCapacity?: number;
  parLevel?: number;
}

const ids: Record<string, number> = {};
let propertyId = 0;
let assigned = {} as Account;
let unassigned = {} as Account;

async function addItem(spec: ItemSpec) {
  const body = { ...spec, propertyId, category: "housekeeping", unit: "pieces" };
  const created = await api("POST", "/api/inventory", owner.cookie, body);
  expect(created.status).toBe(201);
  ids[spec.name] = created.body.id as number;
}

/** Requests `quantity` of one item as the manager and has the owner approve it: that much is on order. */
async function putOnOrder(name: string, quantity: number) {
  const request = await api("POST", "/api/requests", assigned.cookie, { items: [{ itemId: ids[name], quantity }] });
  expect(request.status).toBe(201);
  const approved = await api("PUT", `/api/requests/${request.body.id}/status`, owner.cookie, {
    status: "approved",
    quantity,
  });
  expect(approved.status).toBe(200);
}

beforeAll(async () => {
  propertyId = (await api("POST", "/api/properties", owner.cookie, { name: "Restock Inn" })).body.id as number;
  assigned = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id });
  unassigned = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id });
  const assign = { managerId: assigned.id };
  expect((await api("POST", `/api/properties/${propertyId}/managers`, owner.cookie, assign)).status).toBe(201);
  for (const spec of [
    { name: "Bath towels", currentStock: 2, minStock: 10 },
    { name: "Soap", currentStock: 10, minStock: 5, parLevel: 30 },
    { name: "Light bulbs", currentStock: 3, minStock: 5, maxCapacity: 12 },
    { name: "Pens", currentStock: 50, minStock: 5, parLevel: 40 },
    { name: "Coffee", currentStock: 4, minStock: 4, parLevel: 10 },
    { name: "Sheets", currentStock: 1, minStock: 6, parLevel: 10 },
    { name: "Spare keys", currentStock: 0, minStock: 0 },
  ]) {
    await addItem(spec);
  }
});

describe("GET /api/reorder-suggestions", () => {
  it("lists the items below their minimum or par at the suggested quantity, most urgent first", async () => {
    const { status, body } = await api("GET", url(propertyId), assigned.cookie);
    expect(status).toBe(200);
    expect(body.propertyId).toBe(propertyId);
    expect(body.omitted).toBe(0);
    // Below the minimum first, emptiest shelf first (1/6, 2/10, 3/5, 4/4); then Soap, only below par.
    // Pens are above both levels; Spare keys are "low" at 0 of 0 but their target is 0.
    expect(body.lines.map((l: { name: string; suggestedQuantity: number }) => [l.name, l.suggestedQuantity])).toEqual([
      ["Sheets", 9],
      ["Bath towels", 18],
      ["Light bulbs", 9],
      ["Coffee", 6],
      ["Soap", 20],
    ]);
    expect(body.lines[0]).toEqual({
      itemId: ids.Sheets,
      name: "Sheets",
      category: "housekeeping",
      unit: "pieces",
      currentStock: 1,
      minStock: 6,
      parLevel: 10,
      onOrder: 0,
      belowMinimum: true,
      suggestedQuantity: 9,
    });
    expect(body.lines.find((l: { name: string }) => l.name === "Soap")).toMatchObject({ belowMinimum: false });
  });

  it("uses the par level over the fallback: twice the minimum, or the max capacity", async () => {
    const { body } = await api("GET", url(propertyId), owner.cookie);
    const byName = (name: string) => body.lines.find((l: { name: string }) => l.name === name);
    expect(byName("Coffee")).toMatchObject({ parLevel: 10, suggestedQuantity: 6 });
    expect(byName("Bath towels")).toMatchObject({ parLevel: null, suggestedQuantity: 18 });
    expect(byName("Light bulbs")).toMatchObject({ parLevel: null, suggestedQuantity: 9 });
  });

  it("answers the same empty list to an owner whose property has nothing to order", async () => {
    const other = await createAccount(ctx.app, ctx.database.db);
    const property = (await api("POST", "/api/properties", other.cookie, { name: "Full Shelves" })).body;
    const item = { propertyId: property.id, name: "Mugs", category: "kitchen", currentStock: 9, minStock: 2 };
    expect((await api("POST", "/api/inventory", other.cookie, item)).status).toBe(201);
    const { status, body } = await api("GET", url(property.id as number), other.cookie);
    expect(status).toBe(200);
    expect(body).toEqual({ propertyId: property.id, lines: [], omitted: 0 });
  });

  it("finds no property of another owner, nor one a manager is not assigned to", async () => {
    const stranger = await createAccount(ctx.app, ctx.database.db);
    expect((await api("GET", url(propertyId), stranger.cookie)).status).toBe(404);
    expect((await api("GET", url(propertyId), unassigned.cookie)).status).toBe(404);
    expect((await api("GET", url(propertyId))).status).toBe(401);
  });

  it("takes what is on order off the suggestion, and leaves out an item with enough on order", async () => {
    const sheets = async () =>
      (await api("GET", url(propertyId), assigned.cookie)).body.lines.find(
        (l: { name: string }) => l.name === "Sheets",
      );
    await putOnOrder("Sheets", 5);
    expect(await sheets()).toMatchObject({ onOrder: 5, suggestedQuantity: 4 });

    // A pending request is not on order: the owner may still cut or decline it.
    const pending = { items: [{ itemId: ids.Coffee, quantity: 6 }] };
    expect((await api("POST", "/api/requests", assigned.cookie, pending)).status).toBe(201);

    await putOnOrder("Sheets", 4);
    const { body } = await api("GET", url(propertyId), assigned.cookie);
    expect(await sheets()).toBeUndefined();
    expect(body.lines.map((l: { name: string }) => l.name)).toEqual(["Bath towels", "Light bulbs", "Coffee", "Soap"]);
    expect(body.lines.find((l: { name: string }) => l.name === "Coffee")).toMatchObject({
      onOrder: 0,
      suggestedQuantity: 6,
    });
  });

  it("refuses a missing or malformed property id with the field's message", async () => {
    for (const query of ["", "?propertyId=abc", "?propertyId=0", "?propertyId=1e3", "?propertyId=99999999999"]) {
      const { status, body } = await api("GET", `/api/reorder-suggestions${query}`, owner.cookie);
      expect(status).toBe(400);
      expect(body.message).toMatch(/propertyId must be a positive whole number/);
    }
  });
});
