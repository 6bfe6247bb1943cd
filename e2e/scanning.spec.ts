import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import bwipjs from "bwip-js/node";
import { PNG } from "pngjs";
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
 * A scanner in keyboard mode: the code's keys, then Enter, as keydown events in one go. Nothing is focused first,
 * as when a phone's scanner is used: a focused property picker would take the keys as its type-ahead. The keys are
 * dispatched in the page rather than typed through Playwright, which waits for the page after each key: on a busy
 * machine that spread one scan's keys over seconds, which no scanner does (its keys are stamped as they arrive,
 * however busy the page is). The wedge's timing rules are the unit tests' (wedge.test.ts).
 */
async function scan(page: Page, code: string) {
  await page.evaluate((text) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const target = document.activeElement ?? document.body;
    for (const key of [...text, "Enter"]) {
      target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    }
  }, code);
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
  await scan(page, item.code);
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

/**
 * A video of the code for Chromium's fake camera: the code drawn by bwip-js in the middle of a white 640×480
 * picture, as Y4M (a text header, then each frame's luma and quarter-size chroma planes; white and black carry
 * no colour, so the chroma is flat).
 */
async function codeVideo(text: string): Promise<string> {
  const png = PNG.sync.read(await bwipjs.toBuffer({ bcid: "qrcode", text, scale: 6 }));
  const [width, height] = [640, 480];
  const luma = Buffer.alloc(width * height, 235);
  const [left, top] = [(width - png.width) >> 1, (height - png.height) >> 1];
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = 4 * (y * png.width + x);
      // Transparent pixels are the background: white.
      const dark = png.data[i + 3] > 127 && png.data[i] < 128;
      luma[(top + y) * width + left + x] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const file = path.join(os.tmpdir(), `stockroom-scan-${Date.now()}.y4m`);
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]),
  );
  return file;
}

test("the camera reads a label's QR code and opens the item", async ({
  browser: plain,
  playwright,
  baseURL,
}, testInfo) => {
  const { page: setup, propertyId } = await ownerSession(plain);
  const item = await newItem(setup, propertyId, "Scan Lanterns");
  const video = await codeVideo(`${baseURL}/inventory?code=${item.code}`);
  const cookies = await setup.context().cookies();
  await setup.context().close();

  const launch = testInfo.project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await browser.newContext({ baseURL, permissions: ["camera"] });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(`/inventory?propertyId=${propertyId}&category=kitchen`);
  await page.getByRole("button", { name: "Scan", exact: true }).click();

  // No BarcodeDetector on Linux: zxing reads the frames (decision 141), under the app's CSP.
  await expect(page.getByRole("dialog", { name: "Scan a code" })).toBeHidden({ timeout: 20_000 });
  await expect(itemCard(page, item)).toBeFocused();
  await browser.close();
  fs.rmSync(video);
});
