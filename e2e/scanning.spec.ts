import { expect, test, type Browser, type Page } from "@playwright/test";
import { OWNER, seriousAxeViolations } from "./support";

// Issue 21.2 (decision 141): a hardware scanner in keyboard mode finds items on the inventory page, counts them
// in the daily check, marks them received in the open request, and an unknown code can be attached to an item.
const HOTEL = "Harbor View Hotel";

interface Item {
  id: number;
  name: string;
  code: string;
  currentStock: number;
}

let journey = 0;

/** The owner in a context of its own, signed in from an address of its own (sign-ins are limited per address). */
async function ownerSession(browser: Browser): Promise<{ page: Page; propertyId: number }> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `10.141.0.${++journey}` } });
  const page = await context.newPage();
  const signedIn = await page.request.post("/api/auth/login", { data: OWNER });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const properties = (await (await page.request.get("/api/properties?items=false")).json()) as {
    id: number;
    name: string;
  }[];
  return { page, propertyId: properties.find((p) => p.name === HOTEL)!.id };
}

/** An item of this run only, well stocked so it never shows up as low in other journeys. */
async function newItem(page: Page, propertyId: number, name: string): Promise<Item> {
  const created = await page.request.post("/api/inventory", {
    data: { name: `${name} ${Date.now()}`, category: "housekeeping", currentStock: 40, minStock: 1, propertyId },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as Item;
}

/**
 * A scanner in keyboard mode: the code's keys a few milliseconds apart, then Enter. Nothing is focused first, as
 * when a phone's scanner is used: a focused property picker would take the keys as its type-ahead.
 */
async function scan(page: Page, code: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await typeLikeAScanner(page, code);
}

/**
 * Playwright waits for the page to take each key before sending the next, so a page still rendering could hold a
 * key back far longer than a scanner ever does: two frames go by first, and Shift (which the wedge ignores) is
 * pressed once so the input path is idle when the code's keys come.
 */
async function typeLikeAScanner(page: Page, code: string) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.keyboard.press("Shift");
  await page.keyboard.type(`${code}\n`, { delay: 5 });
}

const itemCard = (page: Page, item: Item) => page.getByRole("article", { name: item.name });

test("a scan on the inventory page opens the item, in its own category", async ({ browser }) => {
  const { page, propertyId } = await ownerSession(browser);
  const item = await newItem(page, propertyId, "Scan Robes");
  await page.goto(`/inventory?propertyId=${propertyId}&category=kitchen`);
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Kitchen", selected: true })).toBeVisible();

  await scan(page, item.code);

  await expect(page.getByRole("tab", { name: "Housekeeping", selected: true })).toBeVisible();
  await expect(itemCard(page, item)).toBeFocused();
});

test("three scans in the daily check count 3, and submitting sets the stock", async ({ browser }) => {
  const { page, propertyId } = await ownerSession(browser);
  const item = await newItem(page, propertyId, "Scan Towels");
  await page.goto("/daily-inventory-check");
  await page.getByRole("combobox", { name: "Property" }).click();
  await page.getByRole("option", { name: HOTEL, exact: true }).click();
  const count = page.getByLabel(`Count for ${item.name}`);
  await expect(count).toBeVisible();

  await scan(page, item.code);
  await expect(page.getByRole("status").filter({ hasText: `${item.name}: 1` })).toBeVisible();
  await expect(count).toBeFocused();
  // Scans into the focused count field: their characters are taken back out.
  await count.focus();
  await typeLikeAScanner(page, item.code);
  await expect(page.getByRole("status").filter({ hasText: `${item.name}: 2` })).toBeVisible();
  await scan(page, item.code);
  await expect(page.getByRole("status").filter({ hasText: `${item.name}: 3` })).toBeVisible();
  await expect(count).toHaveValue("3");

  await page.getByRole("button", { name: "Submit Daily Check (1 item)" }).click();
  await expect(page.getByText(/Daily inventory check completed/).first()).toBeVisible();
  const items = (await (await page.request.get(`/api/properties/${propertyId}/inventory?limit=100`)).json()) as Item[];
  expect(items.find((i) => i.id === item.id)?.currentStock).toBe(3);
});

test("a scan in the receive dialog marks the item's line received", async ({ browser }) => {
  const { page, propertyId } = await ownerSession(browser);
  const [sheets, soap] = [await newItem(page, propertyId, "Scan Sheets"), await newItem(page, propertyId, "Scan Soap")];
  const created = await page.request.post("/api/requests", {
    data: {
      items: [
        { itemId: sheets.id, quantity: 4 },
        { itemId: soap.id, quantity: 2 },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const request = (await created.json()) as { id: number; items: { id: number; requestedQuantity: number }[] };
  const approved = await page.request.put(`/api/requests/${request.id}/status`, {
    data: {
      status: "approved",
      items: request.items.map((line) => ({ requestItemId: line.id, approvedQuantity: line.requestedQuantity })),
    },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  await page.goto("/receive-items");
  await page
    .getByRole("article")
    .filter({ hasText: sheets.name })
    .getByRole("button", { name: /^Receive Items/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Receive Items" });
  await expect(dialog).toBeVisible();

  await scan(page, sheets.code);
  await expect(dialog.getByText(`${sheets.name}: received 4 pieces`)).toBeVisible();
  await expect(dialog.getByText("✓ Received 4 pieces")).toBeVisible();
  await expect(dialog.getByText("1 of 2 items processed")).toBeVisible();

  await dialog.getByRole("button", { name: `Received ${soap.name}` }).click();
  await dialog.getByRole("button", { name: "Complete Receive" }).click();
  await expect(page.getByText("Items Received Successfully").first()).toBeVisible();
});

test("an unknown code is attached to an item, and the next scan finds it", async ({ browser }) => {
  const { page, propertyId } = await ownerSession(browser);
  const item = await newItem(page, propertyId, "Scan Candles");
  const ean = `40${Date.now()}`.slice(0, 13);
  await page.goto(`/inventory?propertyId=${propertyId}`);
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();

  await scan(page, ean);
  const dialog = page.getByRole("dialog", { name: `Unknown code ${ean}` });
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByLabel("Search items").fill(item.name);
  await dialog.getByRole("button", { name: new RegExp(item.name) }).click();
  await expect(page.getByText(`Code ${ean} attached to ${item.name}`).first()).toBeVisible();
  await expect(itemCard(page, item)).toBeFocused();

  // A label's QR address opens the page with the code: the item is found without the dialog.
  await page.goto(`/inventory?propertyId=${propertyId}&category=kitchen&code=${ean}`);
  await expect(itemCard(page, item)).toBeFocused();
  await expect(page).not.toHaveURL(/code=/);
  await page.getByRole("button", { name: "Scan", exact: true }).click();
  const camera = page.getByRole("dialog", { name: "Scan a code" });
  // This browser has no camera: the dialog says so, and typing the code still works.
  await expect(camera.getByRole("alert")).toHaveText(/camera/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await camera.getByLabel("Type code").fill(ean);
  await camera.getByRole("button", { name: "Find" }).click();
  await expect(camera).toBeHidden();
  await expect(itemCard(page, item)).toBeFocused();
  await expect(dialog).toBeHidden();
});
