import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  BARCODE_MESSAGES,
  ITEM_IMPORT_LIMITS,
  ITEM_IMPORT_MESSAGES,
  PAR_LEVEL_MESSAGES,
  QUANTITY_MESSAGES,
} from "@stockroom/shared";
import { activityLog, inventoryItems, properties, stockMovements, suppliers } from "../../db/schema";
import { createAccount, itemId } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";
import { tableChecksums } from "../../test/db-checksum";
import { csvUpload } from "./test-upload";

const { ctx, group, stranger } = useSeededSuite();
const db = () => ctx.database.db;

export interface PostOptions {
  cookie?: string;
  type?: string;
  fileName?: string;
  options?: Record<string, unknown>;
}

async function post(
  url: string,
  file: string | Uint8Array,
  { cookie = group.owner.cookie, type, fileName, options }: PostOptions = {},
) {
  const upload = await csvUpload(file, { type, fileName, options });
  const response = await ctx.app.inject({
    method: "POST",
    url,
    headers: { ...upload.headers, cookie },
    payload: upload.payload,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect bodies freely
  return { status: response.statusCode, body: response.json<any>() };
}

const preview = (file: string | Uint8Array, options?: Parameters<typeof post>[2], propertyId = group.harbor) =>
  post(`/api/properties/${propertyId}/items/import/preview`, file, options);
const importFile = (file: string | Uint8Array, options?: Parameters<typeof post>[2], propertyId = group.harbor) =>
  post(`/api/properties/${propertyId}/items/import`, file, options);

async function ledger(id: number) {
  return db()
    .select({
      delta: stockMovements.delta,
      resultingStock: stockMovements.resultingStock,
      reason: stockMovements.reason,
    })
    .from(stockMovements)
    .where(eq(stockMovements.itemId, id))
    .orderBy(stockMovements.id);
}

async function itemCount(propertyId: number) {
  const [row] = await db().select({ n: count() }).from(inventoryItems).where(eq(inventoryItems.propertyId, propertyId));
  return row.n;
}

/** Asserts `act` leaves every table as it was. */
async function expectNothingChanged(act: () => Promise<unknown>) {
  const before = await tableChecksums(db());
  await act();
  expect(await tableChecksums(db())).toEqual(before);
}

describe("GET /api/items/import-template.csv", () => {
  it("is a CSV attachment whose example rows preview as new items", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/items/import-template.csv",
      headers: { cookie: group.owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("attachment");
    // The byte-order mark makes Excel read the file as UTF-8.
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    const lines = response.body.slice(1).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      "name,category,description,currentStock,minStock,maxCapacity,parLevel,unit,unitCost,barcode,supplier",
    );
    const { status, body } = await preview(response.body, undefined, group.sunset);
    expect(status).toBe(200);
    expect(body.summary).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
  });

  it("is refused to managers", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/items/import-template.csv",
      headers: { cookie: group.manager.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("preview", () => {
  it("lists every row with its action and the item form's messages, changing nothing", async () => {
    const file = [
      "Name,Category,currentStock,minStock,parLevel,unitCost,barcode",
      "Bath towels,,150,,,,",
      "Pool towels,Housekeeping,20,5,,2.5,",
      ",kitchen,1,,,,",
      "Cups,Garden,-5,2.5,,$3,",
      "Lids,kitchen,10,8,4,,",
      "pool towels,kitchen,1,,,,",
      "Straws,kitchen,1,,,,SR00000001",
      "Spoons,kitchen,1e3,,,,",
    ].join("\r\n");
    let answer: Awaited<ReturnType<typeof preview>> | undefined;
    await expectNothingChanged(async () => {
      answer = await preview(file, { options: { stock: "replace" } });
    });
    expect(answer!.status).toBe(200);
    expect(answer!.body.rows).toEqual([
      {
        line: 2,
        name: "Bath Towels",
        action: "update",
        errors: {},
        changes: [{ field: "currentStock", from: "120", to: "150" }],
      },
      { line: 3, name: "Pool towels", action: "create", errors: {} },
      { line: 4, name: "", action: "error", errors: { name: "Item name is required" } },
      {
        line: 5,
        name: "Cups",
        action: "error",
        errors: {
          category: ITEM_IMPORT_MESSAGES.unknownCategory,
          currentStock: "Current stock must be 0 or greater",
          minStock: QUANTITY_MESSAGES.wholeNumber,
          unitCost: ITEM_IMPORT_MESSAGES.unitCost,
        },
      },
      { line: 6, name: "Lids", action: "error", errors: { parLevel: PAR_LEVEL_MESSAGES.belowMinimum } },
      { line: 7, name: "pool towels", action: "error", errors: { name: ITEM_IMPORT_MESSAGES.duplicateName(3) } },
      { line: 8, name: "Straws", action: "error", errors: { barcode: BARCODE_MESSAGES.reserved } },
      { line: 9, name: "Spoons", action: "error", errors: { currentStock: QUANTITY_MESSAGES.wholeNumber } },
    ]);
    expect(answer!.body.summary).toEqual({ create: 1, update: 1, unchanged: 0, error: 6 });
    expect(answer!.body.limit).toBeUndefined();
  });

  it("refuses text cells a spreadsheet would run as a formula", async () => {
    const { body } = await preview(
      'name,category,description\r\n"=HYPERLINK(""x"")",kitchen,\r\nMugs,kitchen,@SUM(A1)\r\n',
    );
    expect(body.rows.map((row: { errors: object }) => row.errors)).toEqual([
      { name: ITEM_IMPORT_MESSAGES.formula },
      { description: ITEM_IMPORT_MESSAGES.formula },
    ]);
  });

  it("refuses a barcode another item of the property has, and one given twice", async () => {
    await db()
      .update(inventoryItems)
      .set({ barcode: "4006381333931" })
      .where(eq(inventoryItems.id, await itemId(db(), group.harbor, "Keycards")));
    const { body } = await preview(
      "name,category,barcode\r\nNew cards,front_desk,4006381333931\r\nA,kitchen,777\r\nB,kitchen,777\r\n",
    );
    expect(body.rows.map((row: { errors: object }) => row.errors)).toEqual([
      { barcode: BARCODE_MESSAGES.taken },
      {},
      { barcode: ITEM_IMPORT_MESSAGES.duplicateBarcode(3) },
    ]);
  });

  it("looks suppliers up by name among the owner's, in any case", async () => {
    await db().insert(suppliers).values({ ownerId: group.owner.id, name: "Acme Linen" });
    await db().insert(suppliers).values({ ownerId: stranger.id, name: "Other Co" });
    const { body } = await preview("name,category,supplier\r\nA,kitchen,acme linen\r\nB,kitchen,Other Co\r\n");
    expect(body.rows.map((row: { errors: object }) => row.errors)).toEqual([
      {},
      { supplier: ITEM_IMPORT_MESSAGES.unknownSupplier },
    ]);
  });
});

describe("import", () => {
  const FILE =
    "name,category,currentStock,minStock,unitCost,supplier\r\nRobes,Housekeeping,12,4,30.5,ACME LINEN\r\nSlippers,housekeeping,0,,,\r\n";

  it("creates the new items with an imported ledger row each and logs the import", async () => {
    const { status, body } = await importFile(FILE);
    expect(status).toBe(200);
    expect(body).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0, refused: [], lowStock: 1 });
    const robes = await itemId(db(), group.harbor, "Robes");
    const [row] = await db()
      .select({
        unitCostCents: inventoryItems.unitCostCents,
        supplierId: inventoryItems.supplierId,
        unit: inventoryItems.unit,
      })
      .from(inventoryItems)
      .where(eq(inventoryItems.id, robes));
    const [acme] = await db().select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, "Acme Linen"));
    expect(row).toEqual({ unitCostCents: 3050, supplierId: acme.id, unit: "pieces" });
    expect(await ledger(robes)).toEqual([{ delta: 12, resultingStock: 12, reason: "imported" }]);
    const logged = await db()
      .select({ details: activityLog.details, propertyId: activityLog.propertyId })
      .from(activityLog)
      .where(eq(activityLog.type, "items_imported"));
    expect(logged).toEqual([
      { details: "Imported 2 new and 0 updated items into 'Harbor View Hotel'", propertyId: group.harbor },
    ]);
  });

  it("changes nothing when the same file comes again", async () => {
    const items = await itemCount(group.harbor);
    const [movements] = await db().select({ n: count() }).from(stockMovements);
    const { body } = await importFile(FILE);
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
    expect(await itemCount(group.harbor)).toBe(items);
    expect((await db().select({ n: count() }).from(stockMovements))[0]).toEqual(movements);
    expect((await preview(FILE)).body.summary).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
  });

  it("updates the given cells of a matching item, keeps its blank ones and writes the stock change to the ledger", async () => {
    const towels = await itemId(db(), group.harbor, "Bath Towels");
    const { body } = await importFile("name,category,currentStock,minStock,unitCost\r\n  BATH TOWELS ,,100,,\r\n", {
      options: { stock: "replace" },
    });
    expect(body).toMatchObject({ created: 0, updated: 1, unchanged: 0, skipped: 0 });
    const [row] = await db()
      .select({
        name: inventoryItems.name,
        stock: inventoryItems.currentStock,
        min: inventoryItems.minStock,
        cost: inventoryItems.unitCostCents,
        category: inventoryItems.category,
      })
      .from(inventoryItems)
      .where(eq(inventoryItems.id, towels));
    expect(row).toEqual({ name: "Bath Towels", stock: 100, min: 80, cost: 650, category: "housekeeping" });
    expect((await ledger(towels)).at(-1)).toEqual({ delta: -20, resultingStock: 100, reason: "imported" });
  });

  it("stores text with commas, quotes, braces, backslashes and the word NULL as written", async () => {
    const names = ['Towel, "big" {x}', "Back\\slash", "NULL"];
    const file = `name,category,description,unit\r\n${names.map((n) => `"${n.replaceAll('"', '""')}",kitchen,NULL,{a}`).join("\r\n")}\r\n`;
    expect((await importFile(file)).body).toMatchObject({ created: 3 });
    const rows = await db()
      .select({ name: inventoryItems.name, description: inventoryItems.description, unit: inventoryItems.unit })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.propertyId, group.harbor), inArray(inventoryItems.name, names)));
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...names].sort((a, b) => a.localeCompare(b)).map((name) => ({ name, description: "NULL", unit: "{a}" })),
    );
  });

  it("imports the valid rows and skips the others", async () => {
    const { body } = await importFile("name,category\r\nNapkins,kitchen\r\nForks,Garden\r\n");
    expect(body).toMatchObject({ created: 1, updated: 0, unchanged: 0, skipped: 1 });
    expect(body.refused).toEqual([
      { line: 3, name: "Forks", action: "error", errors: { category: ITEM_IMPORT_MESSAGES.unknownCategory } },
    ]);
    const names = await db()
      .select({ name: inventoryItems.name })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.propertyId, group.harbor), eq(inventoryItems.name, "Forks")));
    expect(names).toEqual([]);
  });

  it("refuses a file of which no row can be imported", async () => {
    await expectNothingChanged(async () => {
      expect(await importFile("name,category\r\nForks,Garden\r\n")).toEqual({
        status: 400,
        body: { message: ITEM_IMPORT_MESSAGES.nothingToImport, error: "BAD_REQUEST" },
      });
    });
  });
});

describe("refused files", () => {
  it("refuses a file over the size limit with 413 and one over the row limit with 400, changing nothing", async () => {
    const big = `name,category,description\r\n${"Towel,housekeeping,".padEnd(ITEM_IMPORT_LIMITS.maxBytes, "x")}\r\n`;
    const many = `name,category\r\n${Array.from({ length: ITEM_IMPORT_LIMITS.maxRows + 1 }, (_, n) => `Item ${n},kitchen`).join("\r\n")}`;
    await expectNothingChanged(async () => {
      expect(await importFile(big)).toEqual({
        status: 413,
        body: { message: ITEM_IMPORT_MESSAGES.tooLarge, error: "PAYLOAD_TOO_LARGE" },
      });
      expect(await importFile(many)).toEqual({
        status: 400,
        body: { message: ITEM_IMPORT_MESSAGES.tooManyRows, error: "BAD_REQUEST" },
      });
    });
  });

  it("refuses binary files, old workbooks, other file types, empty files and a request without a file", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await expectNothingChanged(async () => {
      expect((await preview(png, { type: "image/png" })).body.message).toBe(ITEM_IMPORT_MESSAGES.notText);
      expect((await importFile(new Uint8Array([0xff, 0xfe, 0x41]))).body.message).toBe(ITEM_IMPORT_MESSAGES.notText);
      const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
      expect((await importFile(xls, { fileName: "items.xlsx" })).body.message).toBe(ITEM_IMPORT_MESSAGES.oldExcel);
      expect((await preview("name\r\nA\r\n", { fileName: "photo.jpg" })).body.message).toBe(
        ITEM_IMPORT_MESSAGES.wrongType,
      );
      expect((await preview("PK\u0003\u0004broken", { fileName: "items.xlsx" })).body.message).toBe(
        ITEM_IMPORT_MESSAGES.badWorkbook,
      );
      expect((await preview("name\r\nA\r\n", { options: { locale: "xx-nowhere-123456" } })).body.message).toBe(
        ITEM_IMPORT_MESSAGES.badOptions,
      );
      expect((await importFile("name,category\r\n\r\n")).body.message).toBe(ITEM_IMPORT_MESSAGES.noRows);
      expect((await importFile('name\r\n"unclosed\r\n')).body.message).toBe(ITEM_IMPORT_MESSAGES.unreadable);
      const empty = await ctx.app.inject({
        method: "POST",
        url: `/api/properties/${group.harbor}/items/import`,
        headers: { cookie: group.owner.cookie, "content-type": "multipart/form-data; boundary=X" },
        payload: "--X--\r\n",
      });
      expect(empty.statusCode).toBe(400);
    });
  });
});

describe("who may import", () => {
  it("refuses managers (403) and another owner (404), changing nothing", async () => {
    await expectNothingChanged(async () => {
      expect((await importFile("name,category\r\nA,kitchen\r\n", { cookie: group.manager.cookie })).status).toBe(403);
      expect((await importFile("name,category\r\nA,kitchen\r\n", { cookie: stranger.cookie })).status).toBe(404);
      expect((await preview("name,category\r\nA,kitchen\r\n", { cookie: stranger.cookie })).status).toBe(404);
    });
  });

  it("refuses an import past the item allowance, and the preview says so", async () => {
    const demo = await createAccount(ctx.app, db(), { role: "demo", tier: "demo" });
    const [property] = await db()
      .insert(properties)
      .values({ name: "Demo Inn", ownerId: demo.id })
      .returning({ id: properties.id });
    await db()
      .insert(inventoryItems)
      .values(
        Array.from({ length: 499 }, (_, n) => ({
          name: `Stock ${n}`,
          category: "kitchen" as const,
          propertyId: property.id,
          ownerId: demo.id,
        })),
      );
    const file = "name,category\r\nStock 1,kitchen\r\nNew one,kitchen\r\nNew two,kitchen\r\n";
    const { body } = await preview(file, { cookie: demo.cookie }, property.id);
    expect(body.summary).toMatchObject({ create: 2, unchanged: 1 });
    expect(body.limit).toMatchObject({ currentUsage: 499, maxAllowed: 500 });
    await expectNothingChanged(async () => {
      const refused = await importFile(file, { cookie: demo.cookie }, property.id);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: "LIMIT_EXCEEDED", limitType: "items", message: body.limit.message });
    });
    expect(
      (await importFile("name,category\r\nNew one,kitchen\r\n", { cookie: demo.cookie }, property.id)).body,
    ).toMatchObject({
      created: 1,
      updated: 0,
      unchanged: 0,
      skipped: 0,
    });
  });
});
