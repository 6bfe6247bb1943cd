import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { LABEL_LIMITS, LABEL_MESSAGES, generatedItemCode } from "@stockroom/shared";
import { inventoryItems } from "../../db/schema";
import { createAccount, itemId } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";
import { labelsFileName } from "./service";

const { ctx, api, group, stranger } = useSeededSuite();
const APP_URL = "http://localhost:5000";

/** Harbor View Hotel's items in label order: by category (the app's order), then name. */
const HARBOR = [
  "Bath Towels",
  "Bed Sheets (Queen)",
  "Shampoo Bottles",
  "AA Batteries",
  "LED Light Bulbs",
  "Guest Notepads",
  "Keycards",
  "Coffee Pods",
  "Paper Cups",
];

async function download(query: string, cookie = group.owner.cookie, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: "GET", url: `/api/labels.pdf?${query}`, headers: { cookie, ...headers } });
}

/** Each page's text and the addresses its QR codes link to. */
async function read(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: false });
  const links: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const annotations = (await (await pdf.getPage(n)).getAnnotations()) as { url?: string }[];
    links.push(annotations.map((a) => a.url!));
  }
  return { pages: text, links };
}

describe("GET /api/labels.pdf", () => {
  it("sends the property's labels as a PDF download: names, property, unit and codes, by category then name", async () => {
    const towels = await itemId(ctx.database.db, group.harbor, "Bath Towels");
    const keycards = await itemId(ctx.database.db, group.harbor, "Keycards");
    await ctx.database.db
      .update(inventoryItems)
      .set({ barcode: "4006381333931" })
      .where(eq(inventoryItems.id, keycards));
    // A forged Host must not reach the QR codes: they point at the configured origin only.
    const response = await download(`propertyId=${group.harbor}`, group.owner.cookie, { host: "evil.example" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="labels-harbor-view-hotel-${today}.pdf"`,
    );
    const { pages, links } = await read(response.rawPayload);
    expect(pages).toHaveLength(1);
    const positions = HARBOR.map((name) => pages[0].indexOf(name));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(pages[0].match(/Harbor View Hotel/g)).toHaveLength(HARBOR.length);
    for (const text of [generatedItemCode(towels), "4006381333931", "pieces", "bottles", "sets", "boxes"]) {
      expect(pages[0]).toContain(text);
    }
    expect(links[0]).toHaveLength(HARBOR.length);
    expect(links[0][0]).toBe(`${APP_URL}/inventory?code=${generatedItemCode(towels)}`);
    expect(links[0]).toContain(`${APP_URL}/inventory?code=4006381333931`);
  });

  it("prints the assigned manager's property too, one category or chosen items, on the chosen sheet", async () => {
    const kitchen = await download(
      `propertyId=${group.harbor}&category=kitchen&layout=letter-3x7`,
      group.manager.cookie,
    );
    expect(kitchen.statusCode, kitchen.body).toBe(200);
    const [page] = (await read(kitchen.rawPayload)).pages;
    expect(page).toContain("Coffee Pods");
    expect(page).toContain("Paper Cups");
    expect(page).not.toContain("Bath Towels");

    const ids = [
      await itemId(ctx.database.db, group.harbor, "Paper Cups"),
      await itemId(ctx.database.db, group.harbor, "Bath Towels"),
    ];
    const chosen = await download(`propertyId=${group.harbor}&itemIds=${ids.join(",")}`, group.manager.cookie);
    const { pages, links } = await read(chosen.rawPayload);
    expect(links[0]).toHaveLength(2);
    expect(pages[0].indexOf("Bath Towels")).toBeLessThan(pages[0].indexOf("Paper Cups"));
    expect(pages[0]).not.toContain("Keycards");
  });

  it("leaves the first labels of a half-used sheet blank, going on to a second sheet", async () => {
    const response = await download(`propertyId=${group.harbor}&layout=a4-3x7&skip=20`);
    const { pages, links } = await read(response.rawPayload);
    expect(pages).toHaveLength(2);
    expect(links.map((l) => l.length)).toEqual([1, HARBOR.length - 1]);
    expect(pages[0]).toContain("Bath Towels");
    expect(pages[1]).toContain("Paper Cups");
  });

  it("hides other owners' properties and refuses signed-out requests", async () => {
    const foreign = await download(`propertyId=${group.harbor}`, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: "Property not found" });
    expect((await download(`propertyId=${group.maple}`, group.manager.cookie)).statusCode).toBe(404);
    expect((await api("GET", `/api/labels.pdf?propertyId=${group.harbor}`)).status).toBe(401);
  });

  it("refuses bad layouts, categories and ids, other properties' items and empty selections", async () => {
    const tea = await itemId(ctx.database.db, group.maple, "Tea Bags");
    const towels = await itemId(ctx.database.db, group.harbor, "Bath Towels");
    const cases: [string, string][] = [
      [`propertyId=${group.harbor}&layout=a5`, LABEL_MESSAGES.layout],
      [`propertyId=${group.harbor}&category=garden`, LABEL_MESSAGES.category],
      [`propertyId=${group.harbor}&itemIds=1;2`, LABEL_MESSAGES.itemIds],
      [`propertyId=${group.harbor}&skip=30`, LABEL_MESSAGES.skip("a4-3x10")],
      [`propertyId=${group.harbor}&itemIds=${towels},${tea}`, LABEL_MESSAGES.otherProperty],
      [`propertyId=${group.harbor}&itemIds=${towels}&category=kitchen`, LABEL_MESSAGES.noItems],
    ];
    for (const [query, message] of cases) {
      const response = await api("GET", `/api/labels.pdf?${query}`, group.owner.cookie);
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toBe(message);
    }
  });

  it(`refuses more than ${LABEL_LIMITS.maxLabels} labels in one PDF`, async () => {
    const rows = Array.from({ length: LABEL_LIMITS.maxLabels + 1 }, (_, i) => ({
      name: `Spare ${i}`,
      category: "maintenance" as const,
      currentStock: 0,
      propertyId: group.sunset,
      ownerId: group.owner.id,
    }));
    await ctx.database.db.insert(inventoryItems).values(rows);
    const response = await api("GET", `/api/labels.pdf?propertyId=${group.sunset}`, group.owner.cookie);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(LABEL_MESSAGES.tooManyLabels);
    const kitchen = await download(`propertyId=${group.sunset}&category=kitchen`);
    expect(kitchen.statusCode).toBe(200);
  });

  it(`makes at most ${LABEL_LIMITS.pdfsPerMinute} PDFs a minute for one account, without holding back another`, async () => {
    const owner = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
    const property = await api("POST", "/api/properties", owner.cookie, { name: "Busy Printer Inn" });
    expect(property.status).toBe(201);
    const propertyId = property.body.id as number;
    const item = { propertyId, name: "Soap", category: "housekeeping" };
    expect((await api("POST", "/api/inventory", owner.cookie, item)).status).toBe(201);
    const statuses = [];
    for (let n = 0; n <= LABEL_LIMITS.pdfsPerMinute; n++) {
      statuses.push((await download(`propertyId=${propertyId}`, owner.cookie)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const refused = await api("GET", `/api/labels.pdf?propertyId=${propertyId}`, owner.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(LABEL_MESSAGES.tooManyPdfs);
    expect(statuses.at(-1)).toBe(429);
    expect((await download(`propertyId=${group.harbor}`)).statusCode).toBe(200);
  });
});

describe("labelsFileName", () => {
  it("keeps the property's letters and digits, without accents, quotes or path separators", () => {
    const day = new Date("2026-11-24T23:30:00Z");
    expect(labelsFileName('Café "Le Mans" / Étage 2', day)).toBe("labels-cafe-le-mans-etage-2-2026-11-24.pdf");
    expect(labelsFileName("東京ホテル", day)).toBe("labels-property-2026-11-24.pdf");
  });
});
