import { expect, request, test, type Page } from "@playwright/test";
import { type InventoryItemDto, type ReorderSuggestionsDto, RESTOCK_MESSAGES, suggestedOrder } from "@stockroom/shared";
import { ADMIN, MANAGER, OWNER, seriousAxeViolations, signInThroughLoginPage } from "./support";

// Issue 20: a count drops an item below its minimum, the alert email arrives, the manager asks for every
// low item in one request, the owner approves it and the item is on order.
const HOTEL = "Harbor View Hotel";
const ITEM = "AA Batteries";
const COUNTED = 3;

// Filled by the earlier steps of the serial journey and read by the later ones.
let hotelId = 0;
let requestId = 0;
let wanted = 0;

async function hotelItem(page: Page): Promise<InventoryItemDto> {
  const items = (await (
    await page.request.get(`/api/inventory?propertyId=${hotelId}&limit=100`)
  ).json()) as InventoryItemDto[];
  return items.find((item) => item.name === ITEM)!;
}

async function suggestionsFor(page: Page): Promise<ReorderSuggestionsDto> {
  return (await (
    await page.request.get(`/api/reorder-suggestions?propertyId=${hotelId}`)
  ).json()) as ReorderSuggestionsDto;
}

/**
 * Waits for a message to `to` whose subject matches, in the outbox (the journeys' SMTP sink keeps nothing) read by the admin in
 * a context of its own; the alert job runs every second in the journeys (playwright.config.ts).
 */
async function awaitEmail(baseURL: string, { to, subject }: { to: string; subject: string }) {
  const admin = await request.newContext({ baseURL });
  try {
    expect((await admin.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
    await expect
      .poll(async () => {
        const outbox = (await (await admin.get("/api/dev/outbox?limit=200")).json()) as {
          to: string;
          subject: string;
        }[];
        return outbox.some((message) => message.to === to && message.subject === subject);
      })
      .toBe(true);
  } finally {
    await admin.dispose();
  }
}

/** The manager may also work at properties other journeys assigned, so the hotel is chosen when it is not preselected. */
async function chooseHotel(page: Page) {
  const select = page.getByRole("combobox", { name: "Property" });
  await expect(select).toBeVisible();
  if ((await select.textContent()) === HOTEL) return;
  await select.click();
  await page.getByRole("option", { name: HOTEL, exact: true }).click();
}

test.describe.serial("never run out: a count, its alert email, one restock request, the approval", () => {
  test("the manager's daily count takes AA Batteries below their minimum", async ({ page }) => {
    await signInThroughLoginPage(page, MANAGER);
    const properties = (await (await page.request.get("/api/managed-properties")).json()) as {
      id: number;
      name: string;
    }[];
    hotelId = properties.find((p) => p.name === HOTEL)!.id;
    const before = await hotelItem(page);
    expect(before.currentStock).toBeGreaterThan(before.minStock);

    await page.goto("/daily-inventory-check");
    await chooseHotel(page);
    await page.getByLabel(`Count for ${ITEM}`).fill(String(COUNTED));
    await page.getByRole("button", { name: "Submit Daily Check (1 item)" }).click();
    await expect(page).toHaveURL(new RegExp(`/inventory\\?property(Id)?=${hotelId}`));

    const after = await hotelItem(page);
    expect(after.currentStock).toBe(COUNTED);
    expect(after.currentStock).toBeLessThan(after.minStock);
  });

  test("the low-stock alert email reaches the manager and the owner", async ({ baseURL }) => {
    const subject = `Low stock: ${ITEM} at ${HOTEL}`;
    await awaitEmail(baseURL!, { to: MANAGER.email, subject });
    await awaitEmail(baseURL!, { to: OWNER.email, subject });
  });

  test("the manager requests all low items from the dashboard and submits them as one request", async ({ page }) => {
    await signInThroughLoginPage(page, MANAGER);
    const item = await hotelItem(page);
    wanted = suggestedOrder(item);
    expect(wanted).toBeGreaterThan(0);

    await page.getByRole("link", { name: RESTOCK_MESSAGES.button }).click();
    await expect(page).toHaveURL(/\/requests\/new\?restock=1/);
    await chooseHotel(page);
    await expect(page.getByLabel(`Quantity for ${ITEM}`)).toHaveValue(String(wanted));
    const lines = await page.getByLabel(/^Quantity for /).count();
    expect(lines).toBe((await suggestionsFor(page)).lines.length);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The form stays a form: the manager rounds the batteries up to a full carton before sending.
    wanted += 1;
    await page.getByLabel(`Quantity for ${ITEM}`).fill(String(wanted));
    const created = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().endsWith("/api/requests"),
    );
    await page.getByRole("button", { name: lines === 1 ? "Submit 1 Request" : `Submit ${lines} Requests` }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const request = (await response.json()) as { id: number; items: { name: string; requestedQuantity: number }[] };
    requestId = request.id;
    expect(request.items).toHaveLength(lines);
    expect(request.items.find((line) => line.name === ITEM)?.requestedQuantity).toBe(wanted);
    await expect(page.getByText("All requests submitted successfully").first()).toBeVisible();
    await expect(page).toHaveURL(/\/requests$/);
  });

  test("the owner approves it, and the batteries on order leave the next restock", async ({ page, baseURL }) => {
    await signInThroughLoginPage(page, OWNER);
    await page.goto(`/requests?openRequest=${requestId}`);
    const details = page.getByRole("dialog", { name: `Request #${requestId}` });
    await expect(details).toContainText(ITEM);
    await details.getByRole("button", { name: "Approve" }).click();
    const approve = page.getByRole("dialog", { name: "Approve Request" });
    await expect(approve.getByLabel(`Approved quantity for ${ITEM}`)).toHaveValue(String(wanted));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await approve.getByRole("button", { name: "Approve Request" }).click();
    await expect(page.getByText("Request updated successfully").first()).toBeVisible();

    const item = await hotelItem(page);
    expect(item.onOrder).toBeGreaterThanOrEqual(wanted);
    expect(suggestedOrder(item)).toBe(0);
    await awaitEmail(baseURL!, { to: MANAGER.email, subject: `Request #${requestId} approved` });

    // From the inventory page this time: the batteries are on their way, so they are not asked for again.
    await page.goto(`/inventory?propertyId=${hotelId}`);
    await page.getByRole("link", { name: RESTOCK_MESSAGES.button }).click();
    await expect(page).toHaveURL(new RegExp(`/requests/new\\?restock=1&propertyId=${hotelId}$`));
    await expect(page.getByRole("combobox", { name: "Property" })).toHaveText(HOTEL);
    const rest = await suggestionsFor(page);
    if (rest.lines.length === 0) {
      await expect(page.getByText(RESTOCK_MESSAGES.nothingToOrder)).toBeVisible();
    } else {
      await expect(page.getByLabel(/^Quantity for /)).toHaveCount(rest.lines.length);
    }
    await expect(page.getByLabel(`Quantity for ${ITEM}`)).toHaveCount(0);
  });
});
