import { expect, test, type Page } from "@playwright/test";
import { MANAGER, seriousAxeViolations, signInThroughLoginPage } from "./support";

// Issue 21.3 (decisions 142, 143): a count entered without a connection waits on the device, survives a reload
// served by the service worker, and is stored once when the connection returns.
const HOTEL = "Harbor View Hotel";
const ITEM = "Bed Sheets (Queen)";
// Above the sheets' minimum: no low-stock alert reaches the other journeys' inboxes.
const COUNTED = 55;

interface Movement {
  reason: string;
  resultingStock: number;
}

async function managedProperties(page: Page) {
  return (await (await page.request.get("/api/managed-properties?items=false")).json()) as {
    id: number;
    name: string;
  }[];
}

async function sheets(page: Page) {
  const property = (await managedProperties(page)).find((p) => p.name === HOTEL)!;
  const items = (await (await page.request.get(`/api/properties/${property.id}/inventory`)).json()) as {
    id: number;
    name: string;
    currentStock: number;
  }[];
  const item = items.find((i) => i.name === ITEM)!;
  const history = (await (await page.request.get(`/api/inventory/${item.id}/movements`)).json()) as Movement[];
  return { stock: item.currentStock, counted: history.filter((m) => m.reason === "counted").length };
}

test("a daily count entered offline waits on the device, survives a reload and is stored once online", async ({
  browser,
}) => {
  // Sign-ins are limited per address (TRUST_PROXY in playwright.config.ts): this journey has its own.
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.142.0.1" } });
  const page = await context.newPage();
  await signInThroughLoginPage(page, MANAGER);
  const before = await sheets(page);
  // Other journeys may have given the manager more properties: then the hotel is chosen on each load of the page.
  const choosing = (await managedProperties(page)).length > 1;
  const countField = async () => {
    if (choosing) {
      await page.getByRole("combobox", { name: "Property" }).click();
      await page.getByRole("option", { name: HOTEL, exact: true }).click();
    }
    return page.getByLabel(`Count for ${ITEM}`);
  };

  await page.goto("/daily-inventory-check");
  await expect(await countField()).toBeVisible();
  // The worker installs after the first load; once it controls the page, a reload passes the API reads through it.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(await countField()).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "Offline" })).toBeVisible();
  await page.getByLabel(`Count for ${ITEM}`).fill(String(COUNTED));
  // The unfinished count is kept on the device: a reload without a connection brings it back.
  await page.reload();
  await expect(await countField()).toHaveValue(String(COUNTED));

  await page.getByRole("button", { name: "Submit Daily Check (1 item)" }).click();
  await expect(page.getByText("this count is saved on this device")).toBeVisible();
  await expect(page.getByText("Offline · 1 count waiting")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByText("Offline · 1 count waiting")).toBeVisible();
  await expect(await countField()).toHaveValue("");

  await context.setOffline(false);
  await expect(page.getByText(/count(s)? waiting/)).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Offline" })).toBeHidden();
  const after = await sheets(page);
  expect(after.stock).toBe(COUNTED);
  expect(after.counted).toBe(before.counted + 1);

  // The worker kept this user's answers to reopen a count offline; signing out by the spec's plain link, which
  // skips the app's own clean-up, still deletes them, so nobody opening the app offline next sees them.
  expect(await page.evaluate(() => caches.has("stockroom-api"))).toBe(true);
  await page.goto("/api/logout");
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => caches.has("stockroom-api"))).toBe(false);
  await context.close();
});
