import { and, asc, eq, inArray, like } from "drizzle-orm";
import writeExcelFile from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import Papa from "papaparse";
import { ITEM_IMPORT_MESSAGES, ITEM_IMPORT_PRESETS, QUANTITY_MESSAGES, matchColumns } from "@stockroom/shared";
import { emailOutbox, inventoryItems, notifications, suppliers } from "../../db/schema";
import { useSeededSuite } from "../../test/suite";
import { runAlertJobs } from "../alerts/jobs";
import { csvUpload } from "./test-upload";

/** Files as customers bring them (issue 37 point 5): made here, byte for byte, in each tool's shape. */
const { ctx, api, group } = useSeededSuite();
const db = () => ctx.database.db;

interface Sent {
  fileName?: string;
  options?: Record<string, unknown>;
  propertyId?: number;
}

async function send(path: "import/preview" | "import", file: string | Uint8Array, sent: Sent = {}) {
  const upload = await csvUpload(file, { fileName: sent.fileName, options: sent.options });
  const response = await ctx.app.inject({
    method: "POST",
    url: `/api/properties/${sent.propertyId ?? group.harbor}/items/${path}`,
    headers: { ...upload.headers, cookie: group.owner.cookie },
    payload: upload.payload,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect bodies freely
  return { status: response.statusCode, body: response.json<any>() };
}
const preview = (file: string | Uint8Array, sent?: Sent) => send("import/preview", file, sent);
const importFile = (file: string | Uint8Array, sent?: Sent) => send("import", file, sent);

async function stored(names: string[]) {
  return db()
    .select({
      name: inventoryItems.name,
      category: inventoryItems.category,
      currentStock: inventoryItems.currentStock,
      minStock: inventoryItems.minStock,
      unitCostCents: inventoryItems.unitCostCents,
      description: inventoryItems.description,
      barcode: inventoryItems.barcode,
    })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.propertyId, group.harbor), inArray(inventoryItems.name, names)))
    .orderBy(asc(inventoryItems.name));
}

const targets = (body: { columns: { target: string }[] }) => body.columns.map((column) => column.target);

describe("a Sortly export", () => {
  const FILE = [
    "Entry Name,Quantity,Min Level,Price,Primary Folder,Notes,Tags,Barcode/QR1-Data,Barcode/QR2-Data",
    'Pool towels,40,10,6.50,Linen,Blue stripes,"pool, summer",4006381333931,',
    "Sun cream,12,4,8.25,Spa,,,,",
  ].join("\r\n");

  it("is matched by name, names the four categories, and imports once its folders are matched to them", async () => {
    const first = await preview(FILE);
    expect(first.status).toBe(200);
    expect(first.body.file).toEqual({
      kind: "csv",
      encoding: "utf-8",
      encodingDetected: true,
      delimiter: ",",
      sheet: null,
    });
    expect(targets(first.body)).toEqual([
      "name",
      "currentStock",
      "minStock",
      "unitCost",
      "category",
      "description",
      "ignore",
      "barcode",
      "ignore",
    ]);
    expect(first.body.columns[4].values).toEqual(["Linen", "Spa"]);
    expect(first.body.rows.map((row: { errors: object }) => row.errors)).toEqual([
      { category: ITEM_IMPORT_MESSAGES.unknownCategory },
      { category: ITEM_IMPORT_MESSAGES.unknownCategory },
    ]);
    expect(ITEM_IMPORT_MESSAGES.unknownCategory).toBe(
      "Category must be one of Housekeeping, Maintenance, Front Desk, Kitchen",
    );

    const options = { categories: { linen: "housekeeping", spa: "housekeeping" } };
    const { body } = await importFile(FILE, { options });
    expect(body).toMatchObject({ created: 2, skipped: 0 });
    expect(await stored(["Pool towels", "Sun cream"])).toEqual([
      {
        name: "Pool towels",
        category: "housekeeping",
        currentStock: 40,
        minStock: 10,
        unitCostCents: 650,
        description: "Blue stripes",
        barcode: "4006381333931",
      },
      {
        name: "Sun cream",
        category: "housekeeping",
        currentStock: 12,
        minStock: 4,
        unitCostCents: 825,
        description: null,
        barcode: null,
      },
    ]);
  });
});

describe("Snipe-IT's consumables sample", () => {
  const SAMPLE = [
    "Company,Name,Category,Supplier,Manufacturer,QTY,Location,Order Number,Min Amount,Model Number,Item Number,Notes,Purchase Date,Purchase Cost",
    'Simonis and Sons,Dragline,Soft Flooring and Base,Towne Group Two,"Davis, Koelpin and Lockman",50,Cherven Bryag,529027385-9,100,3533069599460644,6381392801995066,tortor sollicitudin,11/5/22,35.2',
  ].join("\r\n");

  it("is matched by the Snipe-IT preset; an unknown supplier is reported until its column is ignored", async () => {
    const snipe = ITEM_IMPORT_PRESETS.find((preset) => preset.id === "snipe-it")!.mapping;
    const header = SAMPLE.split("\r\n")[0].split(",");
    const columns = matchColumns(header, snipe);
    const categories = { "soft flooring and base": "maintenance" };
    const first = await preview(SAMPLE, { options: { columns, categories } });
    expect(targets(first.body)).toEqual([
      "ignore",
      "name",
      "category",
      "supplier",
      "ignore",
      "currentStock",
      "ignore",
      "ignore",
      "minStock",
      "ignore",
      "ignore",
      "description",
      "ignore",
      "unitCost",
    ]);
    expect(first.body.rows[0].errors).toEqual({ supplier: ITEM_IMPORT_MESSAGES.unknownSupplier });

    const ignored = columns.map((target) => (target === "supplier" ? "ignore" : target));
    const { body } = await importFile(SAMPLE, { options: { columns: ignored, categories } });
    expect(body).toMatchObject({ created: 1, skipped: 0 });
    expect(await stored(["Dragline"])).toMatchObject([
      { category: "maintenance", currentStock: 50, minStock: 100, unitCostCents: 3520 },
    ]);
  });

  it("matches the importer's own field names too (Item Name, Quantity, Min. QTY, Purchase Cost)", async () => {
    const { body } = await preview(
      "Item Name,Category,Quantity,Min. QTY,Purchase Cost,Order Number\r\nInk,Kitchen,3,1,19.99,A-1\r\n",
    );
    expect(targets(body)).toEqual(["name", "category", "currentStock", "minStock", "unitCost", "ignore"]);
    expect(body.summary).toMatchObject({ create: 1, error: 0 });
  });
});

describe("a European Excel CSV", () => {
  const FILE = "\uFEFFItem Name;Category;Current Stock;Unit Cost\r\nBadetuch;Housekeeping;1.250;6,50\r\n";

  it("is read with semicolons, its byte-order mark and decimal commas in the user's locale", async () => {
    const us = await preview(FILE);
    expect(us.body.file).toMatchObject({ encoding: "utf-8", delimiter: ";" });
    expect(us.body.rows[0].errors).toEqual({
      currentStock: QUANTITY_MESSAGES.wholeNumber,
      unitCost: ITEM_IMPORT_MESSAGES.unitCost,
    });
    const { body } = await importFile(FILE, { options: { locale: "de-DE" } });
    expect(body).toMatchObject({ created: 1, skipped: 0 });
    expect(await stored(["Badetuch"])).toMatchObject([{ currentStock: 1250, unitCostCents: 650 }]);
  });
});

describe("other encodings", () => {
  it("reads a Windows-1252 file, says so, and lets the user choose otherwise", async () => {
    const text = "name,category,description\r\nCafé,kitchen,Crème brûlée\r\nGröße 3,housekeeping,\r\n";
    const bytes = new Uint8Array(Buffer.from(text, "latin1"));
    const guessed = await preview(bytes);
    expect(guessed.body.file).toMatchObject({ encoding: "windows-1252", encodingDetected: true });
    expect(guessed.body.rows.map((row: { name: string }) => row.name)).toEqual(["Café", "Größe 3"]);
    const chosen = await preview(bytes, { options: { encoding: "utf-8" } });
    expect(chosen.body.file).toMatchObject({ encoding: "utf-8", encodingDetected: false });
    expect(chosen.body.rows[0].name).toBe("Caf\uFFFD");
    expect((await importFile(bytes)).body).toMatchObject({ created: 2 });
    expect(await stored(["Café"])).toMatchObject([{ description: "Crème brûlée" }]);
  });

  it("reads UTF-16 with its byte-order mark and tabs", async () => {
    const bytes = new Uint8Array(Buffer.from("\uFEFFName\tCategory\tQuantity\r\nTea cups\tKitchen\t24\r\n", "utf16le"));
    const { body } = await preview(bytes, { fileName: "items.txt" });
    expect(body.file).toMatchObject({ encoding: "utf-16le", delimiter: "\t" });
    expect(body.rows).toEqual([{ line: 2, name: "Tea cups", action: "create", errors: {} }]);
  });
});

describe("an .xlsx workbook", () => {
  it("is read with its numbers as numbers, whatever the locale", async () => {
    const bytes = await writeExcelFile([
      ["Item Name", "Category", "Current Stock", "Unit Cost", "Barcode"],
      ["Robes", "Housekeeping", 12, 30.5, "0123456789012"],
      ["Slippers", "housekeeping", 7, 2, null],
    ]).toBuffer();
    const first = await preview(new Uint8Array(bytes), { fileName: "items.xlsx", options: { locale: "de-DE" } });
    expect(first.body.file).toMatchObject({ kind: "xlsx", encoding: null, delimiter: null });
    expect(first.body.summary).toMatchObject({ create: 2, error: 0 });
    expect((await importFile(new Uint8Array(bytes), { fileName: "items.xlsx" })).body).toMatchObject({ created: 2 });
    expect(await stored(["Robes", "Slippers"])).toMatchObject([
      { currentStock: 12, unitCostCents: 3050, barcode: "0123456789012" },
      { currentStock: 7, unitCostCents: 200 },
    ]);
  });
});

describe("Stockroom's own export", () => {
  it("round-trips through a spreadsheet: only the edited cell changes, stock is left as counted", async () => {
    await db().insert(suppliers).values({ ownerId: group.owner.id, name: "Linen Co" });
    const exported = await ctx.app.inject({
      method: "GET",
      url: `/api/properties/${group.harbor}/items/export.csv`,
      headers: { cookie: group.owner.cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toContain("attachment");
    const lines = exported.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "name,category,description,currentStock,minStock,maxCapacity,parLevel,unit,unitCost,barcode,supplier",
    );
    const unchanged = await importFile(exported.body);
    expect(unchanged.body).toMatchObject({ created: 0, updated: 0, skipped: 0, unchanged: lines.length - 1 });

    // The spreadsheet user raises Bath Towels' minimum and types another stock.
    const sheet = Papa.parse<string[]>(exported.body.replace(/^\uFEFF/, "")).data;
    const towelsRow = sheet.find((cells) => cells[0] === "Bath Towels")!;
    towelsRow[3] = "999";
    towelsRow[4] = "90";
    const { body } = await preview(Papa.unparse(sheet));
    const towels = body.rows.find((row: { name: string }) => row.name === "Bath Towels");
    expect(towels).toMatchObject({ action: "update", changes: [{ field: "minStock", from: "80", to: "90" }] });
    expect(body.summary).toMatchObject({ update: 1, create: 0, error: 0 });
  });

  it("does not read the stock of an existing item it leaves as counted", async () => {
    const { body } = await preview("name,currentStock,minStock\r\nBath Towels,-5,80\r\n");
    expect(body.rows).toEqual([{ line: 2, name: "Bath Towels", action: "unchanged", errors: {} }]);
    const replaced = await preview("name,currentStock\r\nBath Towels,-5\r\n", { options: { stock: "replace" } });
    expect(replaced.body.rows[0].errors).toEqual({ currentStock: "Current stock must be 0 or greater" });
  });

  it("matches the Critical Items table's headers by name", async () => {
    const { body } = await preview(
      "Item Name,Property,Current Stock,Min Threshold,Status\r\nBath Towels,Harbor View Hotel,120,80,Low Stock\r\n",
    );
    expect(targets(body)).toEqual(["name", "ignore", "currentStock", "minStock", "ignore"]);
    expect(body.rows[0].action).toBe("unchanged");
  });
});

describe("one alert per import", () => {
  it("tells each recipient once, however many items it leaves low, and the alert job adds nothing", async () => {
    const rows = Array.from({ length: 60 }, (_, n) => `Low item ${n},kitchen,0,5`);
    const { body } = await importFile(`name,category,currentStock,minStock\r\n${rows.join("\r\n")}\r\n`);
    expect(body).toMatchObject({ created: 60, lowStock: 60 });
    const told = await db()
      .select({ userId: notifications.userId, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(
        and(eq(notifications.kind, "low_stock_import"), eq(notifications.title, "Low stock after an import: 60 items")),
      );
    const recipients = told.map((row) => row.userId).sort();
    expect(recipients).toEqual([group.owner.id, group.manager.id].sort());
    expect(told[0]).toMatchObject({
      title: "Low stock after an import: 60 items",
      link: `/inventory?propertyId=${group.harbor}`,
    });
    await runAlertJobs(db(), { mailer: ctx.mailer, linkOrigin: "https://stockroom.example" });
    const perItem = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(like(notifications.title, "Low stock: Low item%"));
    expect(perItem).toEqual([]);
    const mails = await db()
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "Low stock after an import: 60 items"));
    expect(mails.length).toBeLessThanOrEqual(2);
    expect(mails.length).toBeGreaterThan(0);
  });
});

describe("saved mappings", () => {
  const body = { name: "Supplier list", columns: { artikel: "name", menge: "currentStock" }, categories: {} };

  it("are kept per account by name, replaced by the same name in any case, and deleted", async () => {
    const saved = await api("PUT", "/api/items/import-mappings", group.owner.cookie, body);
    expect(saved.status).toBe(200);
    const again = await api("PUT", "/api/items/import-mappings", group.owner.cookie, {
      ...body,
      name: "SUPPLIER LIST",
      categories: { linen: "housekeeping" },
    });
    expect(again.body.id).toBe(saved.body.id);
    const listed = await api("GET", "/api/items/import-mappings", group.owner.cookie);
    expect(listed.body).toEqual([
      { ...body, id: saved.body.id, name: "SUPPLIER LIST", categories: { linen: "housekeeping" } },
    ]);
    expect((await api("DELETE", `/api/items/import-mappings/${saved.body.id}`, group.owner.cookie)).status).toBe(200);
    expect((await api("GET", "/api/items/import-mappings", group.owner.cookie)).body).toEqual([]);
    expect((await api("DELETE", `/api/items/import-mappings/${saved.body.id}`, group.owner.cookie)).status).toBe(404);
  });
});
