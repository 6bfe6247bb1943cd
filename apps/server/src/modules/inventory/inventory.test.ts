import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inventoryItems, stockMovements } from "../../db/schema";
import { itemId, ledgerMismatches } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group, stranger } = useSeededSuite();

const towel = (propertyId: number) => ({
  name: "Pool Towels",
  category: "housekeeping",
  description: "Blue striped",
  currentStock: 40,
  minStock: 20,
  unit: "pieces",
  propertyId,
  photoUrl: null,
});

async function ledger(id: number) {
  return ctx.database.db
    .select({
      delta: stockMovements.delta,
      resultingStock: stockMovements.resultingStock,
      reason: stockMovements.reason,
    })
    .from(stockMovements)
    .where(eq(stockMovements.itemId, id))
    .orderBy(stockMovements.id);
}

describe("listing inventory", () => {
  it("gives the owner every item of the group and filters by property", async () => {
    expect((await api("GET", "/api/inventory", group.owner.cookie)).body).toHaveLength(20);
    expect((await api("GET", "/api/inventory/all", group.owner.cookie)).body).toHaveLength(20);
    const maple = await api("GET", `/api/inventory/all?propertyId=${group.maple}`, group.owner.cookie);
    expect(maple.body).toHaveLength(5);
    const sunset = await api("GET", `/api/properties/${group.sunset}/inventory`, group.owner.cookie);
    expect(sunset.body.map((i: { name: string }) => i.name)).toContain("Pens");
    expect(sunset.body[0]).toHaveProperty("unitCost");
  });

  it("gives a manager only the assigned property's items", async () => {
    expect((await api("GET", "/api/inventory", group.manager.cookie)).body).toHaveLength(9);
    expect((await api("GET", `/api/inventory/all?propertyId=${group.maple}`, group.manager.cookie)).status).toBe(404);
    expect((await api("GET", `/api/properties/${group.maple}/inventory`, group.manager.cookie)).status).toBe(404);
  });

  it("gives another owner nothing, and 404 for this group's property", async () => {
    expect((await api("GET", "/api/inventory", stranger.cookie)).body).toEqual([]);
    expect((await api("GET", `/api/inventory/all?propertyId=${group.harbor}`, stranger.cookie)).status).toBe(404);
    expect((await api("GET", `/api/low-stock?propertyId=${group.harbor}`, stranger.cookie)).status).toBe(404);
  });

  it("lists low-stock items (stock ≤ minimum) with their property", async () => {
    const all = await api("GET", "/api/low-stock", group.owner.cookie);
    expect(all.body.map((i: { name: string }) => i.name).sort()).toEqual(
      ["Guest Notepads", "LED Light Bulbs", "Pens", "Shampoo Bottles", "Toilet Paper"].sort(),
    );
    const pens = all.body.find((i: { name: string }) => i.name === "Pens");
    expect(pens.property).toEqual({ id: group.sunset, name: "Sunset Boutique Suites" });
    const harbor = await api("GET", `/api/low-stock?propertyId=${group.harbor}`, group.owner.cookie);
    expect(harbor.body).toHaveLength(3);
    expect((await api("GET", "/api/low-stock?propertyId=abc", group.owner.cookie)).status).toBe(400);
  });

  it("matches % and _ in a search literally, and combines every filter", async () => {
    const created = await api("POST", "/api/inventory", group.owner.cookie, {
      ...towel(group.harbor),
      name: "Bleach 100%_strong",
      category: "maintenance",
    });
    expect(created.status).toBe(201);
    const names = async (query: string, cookie = group.owner.cookie) =>
      (await api("GET", `/api/inventory?${query}`, cookie)).body.map((i: { name: string }) => i.name);
    expect(await names("search=0%25_")).toEqual(["Bleach 100%_strong"]);
    expect(await names("search=%25")).toEqual(["Bleach 100%_strong"]);
    expect(await names(`search=bleach&category=maintenance&propertyId=${group.harbor}`)).toEqual([
      "Bleach 100%_strong",
    ]);
    expect(await names(`search=bleach&category=kitchen&propertyId=${group.harbor}`)).toEqual([]);
    expect(await names(`search=bleach&propertyId=${group.harbor}`, group.manager.cookie)).toEqual([
      "Bleach 100%_strong",
    ]);
    await api("DELETE", `/api/inventory/${created.body.id}`, group.owner.cookie);
  });

  it("finds an item by its barcode or generated code as well as its name, as the browser's pickers do", async () => {
    const coded = await api("POST", "/api/inventory", group.owner.cookie, {
      ...towel(group.harbor),
      name: "Shower Caps",
      barcode: "4006381333931",
    });
    const plain = await api("POST", "/api/inventory", group.owner.cookie, { ...towel(group.harbor), name: "Loofahs" });
    const names = async (search: string) =>
      (
        await api(
          "GET",
          `/api/inventory?propertyId=${group.harbor}&search=${encodeURIComponent(search)}`,
          group.owner.cookie,
        )
      ).body.map((i: { name: string }) => i.name);
    expect(await names("333931")).toEqual(["Shower Caps"]);
    expect(await names(plain.body.code.toLowerCase())).toEqual(["Loofahs"]);
    expect(await names(`https://stockroom.example/inventory?code=${plain.body.code}`)).toEqual(["Loofahs"]);
    for (const item of [coded, plain]) await api("DELETE", `/api/inventory/${item.body.id}`, group.owner.cookie);
  });
});

describe("creating items", () => {
  it("answers the spec's validation messages and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Item name is required"],
      [{ category: "garden" }, "category", "Please select a category"],
      [{ currentStock: -1 }, "currentStock", "Current stock must be 0 or greater"],
      [{ minStock: -5 }, "minStock", "Minimum stock must be 0 or greater"],
      [{ unit: "" }, "unit", "Unit is required"],
      [{ currentStock: 1.5 }, "currentStock", "Please enter a whole number"],
    ];
    for (const [patch, field, message] of cases) {
      const response = await api("POST", "/api/inventory", group.owner.cookie, { ...towel(group.harbor), ...patch });
      expect(response.status, field).toBe(400);
      expect(response.body.fields[field]).toBe(message);
    }
    const rows = await ctx.database.db.select().from(inventoryItems).where(eq(inventoryItems.name, "Pool Towels"));
    expect(rows).toEqual([]);
  });

  it("lets a manager add an item to the assigned property, with its opening ledger row", async () => {
    const created = await api("POST", "/api/inventory", group.manager.cookie, {
      ...towel(group.harbor),
      maxCapacity: 120,
      unitCost: 4.25,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Pool Towels", currentStock: 40, maxCapacity: 120, unitCost: 4.25 });
    expect(await ledger(created.body.id)).toEqual([{ delta: 40, resultingStock: 40, reason: "created" }]);
  });

  it("refuses items in properties the user may not work in", async () => {
    expect((await api("POST", "/api/inventory", group.manager.cookie, towel(group.maple))).status).toBe(404);
    expect((await api("POST", "/api/inventory", stranger.cookie, towel(group.harbor))).status).toBe(404);
  });

  it("copies an item to another property for owners only", async () => {
    const source = await itemId(ctx.database.db, group.harbor, "Keycards");
    const body = {
      ...towel(group.sunset),
      name: "Keycards",
      category: "front_desk",
      currentStock: 0,
      copiedFromId: source,
    };
    const copied = await api("POST", "/api/inventory", group.owner.cookie, body);
    expect(copied.status).toBe(201);
    expect(copied.body.propertyId).toBe(group.sunset);
    expect(await ledger(copied.body.id)).toEqual([{ delta: 0, resultingStock: 0, reason: "copied" }]);

    const byManager = await api("POST", "/api/inventory", group.manager.cookie, { ...body, propertyId: group.harbor });
    expect(byManager.status).toBe(403);
    const strangers = await api("POST", "/api/properties", stranger.cookie, { name: "Stranger Inn" });
    const foreign = await api("POST", "/api/inventory", stranger.cookie, { ...body, propertyId: strangers.body.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Source item not found");
  });
});

describe("updating and deleting items", () => {
  it("updates currentStock alone and records the change in the ledger", async () => {
    const id = await itemId(ctx.database.db, group.harbor, "Coffee Pods");
    const updated = await api("PUT", `/api/inventory/${id}`, group.manager.cookie, { currentStock: 25 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ currentStock: 25, minStock: 12, name: "Coffee Pods" });
    const rows = await ledger(id);
    expect(rows.at(-1)).toEqual({ delta: 7, resultingStock: 25, reason: "edited" });
  });

  it("updates every field without a ledger row when the stock is unchanged", async () => {
    const id = await itemId(ctx.database.db, group.maple, "Tea Bags");
    const before = (await ledger(id)).length;
    const response = await api("PUT", `/api/inventory/${id}`, group.owner.cookie, {
      name: "Green Tea Bags",
      category: "kitchen",
      description: null,
      currentStock: 9,
      minStock: 10,
      unit: "boxes",
      propertyId: group.maple,
    });
    expect(response.body).toMatchObject({ name: "Green Tea Bags", minStock: 10, description: null });
    expect(await ledger(id)).toHaveLength(before);
  });

  it("refuses moving an item, empty updates and other tenants", async () => {
    const id = await itemId(ctx.database.db, group.harbor, "Paper Cups");
    expect((await api("PUT", `/api/inventory/${id}`, group.owner.cookie, { propertyId: group.maple })).status).toBe(
      400,
    );
    expect((await api("PUT", `/api/inventory/${id}`, group.owner.cookie, {})).status).toBe(400);
    expect((await api("PUT", `/api/inventory/${id}`, stranger.cookie, { currentStock: 0 })).status).toBe(404);
    expect((await api("DELETE", `/api/inventory/${id}`, stranger.cookie)).status).toBe(404);
    const maple = await itemId(ctx.database.db, group.maple, "Air Filters");
    expect((await api("PUT", `/api/inventory/${maple}`, group.manager.cookie, { currentStock: 0 })).status).toBe(404);
    const [row] = await ctx.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, id));
    expect(row.currentStock).toBe(30);
  });

  it("deletes an item", async () => {
    const id = await itemId(ctx.database.db, group.sunset, "Cutlery Sets");
    expect((await api("DELETE", `/api/inventory/${id}`, group.owner.cookie)).body).toEqual({ success: true });
    expect((await api("PUT", `/api/inventory/${id}`, group.owner.cookie, { currentStock: 1 })).status).toBe(404);
  });

  it("shows an item's history newest first, with who changed it", async () => {
    const id = await itemId(ctx.database.db, group.harbor, "Coffee Pods");
    const { body } = await api("GET", `/api/inventory/${id}/movements`, group.owner.cookie);
    expect(body.map((m: { reason: string }) => m.reason)).toEqual(["edited", "created"]);
    expect(body[0].user).toEqual({ firstName: "Marco", lastName: "Silva" });
    expect((await api("GET", `/api/inventory/${id}/movements`, stranger.cookie)).status).toBe(404);
  });

  it("keeps every item's stock equal to the sum of its ledger", async () => {
    expect(await ledgerMismatches(ctx.database.db)).toEqual([]);
  });
});
