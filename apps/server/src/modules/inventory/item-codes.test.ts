import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BARCODE_MESSAGES, generatedItemCode } from "@stockroom/shared";
import { inventoryItems } from "../../db/schema";
import { itemId } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group, stranger } = useSeededSuite();

// Names are unique per property (decision 201), and these tests leave their items in place: each soap has its own.
let soaps = 0;
const soap = (propertyId: number, barcode?: string | null) => ({
  name: `Hand Soap ${++soaps}`,
  category: "housekeeping",
  currentStock: 12,
  minStock: 4,
  unit: "bottles",
  propertyId,
  barcode,
});

async function storedBarcode(id: number) {
  const [row] = await ctx.database.db
    .select({ barcode: inventoryItems.barcode })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, id));
  return row.barcode;
}

const lookup = async (query: string, cookie = group.owner.cookie) =>
  api("GET", `/api/inventory/lookup?${query}`, cookie);
const ids = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

describe("an item's barcode and code", () => {
  it("stores the barcode trimmed, answers it as the code, and falls back to SR and the id when cleared", async () => {
    const created = await api("POST", "/api/inventory", group.owner.cookie, soap(group.harbor, " 4006381333931 "));
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ barcode: "4006381333931", code: "4006381333931" });

    const counted = await api("PUT", `/api/inventory/${id}`, group.manager.cookie, { currentStock: 11 });
    expect(counted.body).toMatchObject({ barcode: "4006381333931", currentStock: 11 });

    const changed = await api("PUT", `/api/inventory/${id}`, group.manager.cookie, { barcode: "ABC-123 x" });
    expect(changed.body).toMatchObject({ barcode: "ABC-123 x", code: "ABC-123 x" });

    for (const cleared of [null, "", "   "]) {
      await api("PUT", `/api/inventory/${id}`, group.owner.cookie, { barcode: "TEMP-1" });
      const answer = await api("PUT", `/api/inventory/${id}`, group.owner.cookie, { barcode: cleared });
      expect(answer.body).toMatchObject({ barcode: null, code: generatedItemCode(id) });
      expect(await storedBarcode(id)).toBeNull();
    }
  });

  it("answers barcode and code in every item list", async () => {
    const id = await itemId(ctx.database.db, group.harbor, "Keycards");
    const list = await api("GET", `/api/inventory?propertyId=${group.harbor}`, group.owner.cookie);
    expect(list.body.find((item: { id: number }) => item.id === id)).toMatchObject({
      barcode: null,
      code: generatedItemCode(id),
    });
    const low = await api("GET", "/api/low-stock", group.owner.cookie);
    expect(low.body.length).toBeGreaterThan(0);
    for (const item of low.body) expect(item.code).toBe(item.barcode ?? generatedItemCode(item.id));
    const properties = await api("GET", "/api/properties", group.owner.cookie);
    const items = properties.body.flatMap((p: { inventoryItems: { id: number; code: string }[] }) => p.inventoryItems);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.code).toBe(item.barcode ?? generatedItemCode(item.id));
  });

  it("refuses a barcode another item of the property has with 409, on create and on update", async () => {
    const first = await api("POST", "/api/inventory", group.owner.cookie, soap(group.harbor, "DUP-0001"));
    expect(first.status).toBe(201);

    const again = await api("POST", "/api/inventory", group.manager.cookie, {
      ...soap(group.harbor),
      name: "Soap 2",
      barcode: "DUP-0001",
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: BARCODE_MESSAGES.taken, fields: { barcode: BARCODE_MESSAGES.taken } });
    const named = await ctx.database.db.select().from(inventoryItems).where(eq(inventoryItems.name, "Soap 2"));
    expect(named).toEqual([]);

    const other = await itemId(ctx.database.db, group.harbor, "Paper Cups");
    const update = await api("PUT", `/api/inventory/${other}`, group.manager.cookie, {
      barcode: "DUP-0001",
      currentStock: 3,
    });
    expect(update.status).toBe(409);
    expect(update.body.message).toBe(BARCODE_MESSAGES.taken);
    const [row] = await ctx.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, other));
    expect(row).toMatchObject({ barcode: null, currentStock: 30 });

    // Saving an item with its own barcode is no conflict.
    const same = await api("PUT", `/api/inventory/${first.body.id}`, group.owner.cookie, { barcode: "DUP-0001" });
    expect(same.status).toBe(200);
  });

  it("allows the same barcode in another property, and Copy to Property takes it along", async () => {
    const harbor = await api("POST", "/api/inventory", group.owner.cookie, soap(group.harbor, "EAN-SHARED"));
    const copy = await api("POST", "/api/inventory", group.owner.cookie, {
      ...soap(group.sunset, "EAN-SHARED"),
      copiedFromId: harbor.body.id,
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ propertyId: group.sunset, barcode: "EAN-SHARED", code: "EAN-SHARED" });
    const maple = await itemId(ctx.database.db, group.maple, "Air Filters");
    expect((await api("PUT", `/api/inventory/${maple}`, group.owner.cookie, { barcode: "EAN-SHARED" })).status).toBe(
      200,
    );
  });

  it("lets exactly one of two parallel saves of one barcode win, and the other is a 409", async () => {
    const a = await itemId(ctx.database.db, group.sunset, "Pens");
    const b = await itemId(ctx.database.db, group.sunset, "Cutlery Sets");
    const answers = await Promise.all(
      [a, b].map((id) => api("PUT", `/api/inventory/${id}`, group.owner.cookie, { barcode: "RACE-42" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect([await storedBarcode(a), await storedBarcode(b)].filter(Boolean)).toEqual(["RACE-42"]);
  });

  it("refuses the generated shape, unprintable and overlong barcodes with 400", async () => {
    const id = await itemId(ctx.database.db, group.harbor, "Coffee Pods");
    const cases: [unknown, string][] = [
      ["SR00000042", BARCODE_MESSAGES.reserved],
      ["SR123456789", BARCODE_MESSAGES.reserved],
      ["caf\u00e9", BARCODE_MESSAGES.invalid],
      ["x".repeat(65), BARCODE_MESSAGES.tooLong],
    ];
    for (const [barcode, message] of cases) {
      const answer = await api("PUT", `/api/inventory/${id}`, group.owner.cookie, { barcode });
      expect(answer.status, String(barcode)).toBe(400);
      expect(answer.body).toMatchObject({ message, fields: { barcode: message } });
      const created = await api("POST", "/api/inventory", group.owner.cookie, soap(group.harbor, barcode as string));
      expect(created.status).toBe(400);
    }
    expect(await storedBarcode(id)).toBeNull();
  });
});

describe("GET /api/inventory/lookup", () => {
  it("finds items by barcode and by generated code, with the list's fields", async () => {
    const harbor = await api("POST", "/api/inventory", group.owner.cookie, soap(group.harbor, "LOOK-1"));
    const sunset = await api("POST", "/api/inventory", group.owner.cookie, soap(group.sunset, "LOOK-1"));

    const both = await lookup("code=LOOK-1");
    expect(both.status).toBe(200);
    expect(ids(both.body)).toEqual([harbor.body.id, sunset.body.id]);
    expect(both.body[0]).toMatchObject({ code: "LOOK-1", barcode: "LOOK-1", forecastStatus: expect.any(String) });

    const keycards = await itemId(ctx.database.db, group.harbor, "Keycards");
    const byCode = await lookup(`code=${generatedItemCode(keycards)}`);
    expect(ids(byCode.body)).toEqual([keycards]);
    // What a scanner in keyboard mode may add around the code is trimmed by the query schema.
    expect(ids((await lookup(`code=%20${generatedItemCode(keycards)}%20`)).body)).toEqual([keycards]);

    expect((await lookup("code=NO-SUCH-CODE")).body).toEqual([]);
    expect((await lookup("code=SR99999999")).body).toEqual([]);
    // An item's generated code no longer finds it by barcode once it has one, but still by its id.
    expect(ids((await lookup(`code=${generatedItemCode(harbor.body.id)}`)).body)).toEqual([harbor.body.id]);
  });

  it("narrows to one property, and 404 for a property the user may not see", async () => {
    const harbor = await api("POST", "/api/inventory", group.owner.cookie, soap(group.harbor, "LOOK-2"));
    await api("POST", "/api/inventory", group.owner.cookie, soap(group.sunset, "LOOK-2"));
    expect(ids((await lookup(`code=LOOK-2&propertyId=${group.harbor}`)).body)).toEqual([harbor.body.id]);
    expect((await lookup(`code=LOOK-2&propertyId=${group.maple}`)).body).toEqual([]);
    expect((await lookup(`code=LOOK-2&propertyId=${group.sunset}`, group.manager.cookie)).status).toBe(404);
    expect((await lookup(`code=LOOK-2&propertyId=${group.harbor}`, stranger.cookie)).status).toBe(404);
  });

  it("finds only items of the properties the user may see", async () => {
    await api("POST", "/api/inventory", group.owner.cookie, soap(group.sunset, "LOOK-3"));
    const harbor = await api("POST", "/api/inventory", group.owner.cookie, soap(group.harbor, "LOOK-3"));
    expect(ids((await lookup("code=LOOK-3", group.manager.cookie)).body)).toEqual([harbor.body.id]);
    const maple = await itemId(ctx.database.db, group.maple, "Tea Bags");
    expect((await lookup(`code=${generatedItemCode(maple)}`, group.manager.cookie)).body).toEqual([]);
    expect((await lookup("code=LOOK-3", stranger.cookie)).body).toEqual([]);
    expect((await lookup(`code=${generatedItemCode(maple)}`, stranger.cookie)).body).toEqual([]);
    expect((await api("GET", "/api/inventory/lookup?code=LOOK-3")).status).toBe(401);
  });

  it("refuses a missing, empty, overlong code or a bad property with 400", async () => {
    for (const query of ["", "code=", "code=%20%20", `code=${"9".repeat(65)}`, "code=LOOK&propertyId=abc"]) {
      const answer = await lookup(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await lookup("")).body.message).toBe(BARCODE_MESSAGES.codeRequired);
    expect((await lookup("code=%20")).body.message).toBe(BARCODE_MESSAGES.codeRequired);
  });
});
