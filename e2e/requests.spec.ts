import { expect, test, type Locator, type Page } from "@playwright/test";
import { MANAGER, OWNER, seriousAxeViolations, signInThroughLoginPage } from "./support";

const HOTEL = "Harbor View Hotel";
const TITLE = "Bath Towels, Paper Cups and Keycards";
const WANTED = { "Bath Towels": "10", "Paper Cups": "5", Keycards: "20" };
const TRACKING = "1Z-E2E-4242";

// Filled by the earlier steps of the serial journey and read by the later ones.
let hotelId = 0;
const stockBefore: Record<string, number> = {};

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
// Chromium puts a space between the label and the badge's hidden ', N pending'; jsdom does not.
const requestsLink = (page: Page, pending: number) =>
  nav(page).getByRole("link", { name: new RegExp(`^Requests ?, ${pending} pending$`) });
const stat = (page: Page, label: string) => page.getByRole("group", { name: label });

async function readStat(page: Page, label: string): Promise<number> {
  await expect(stat(page, label)).toHaveText(/\d+$/);
  return Number((await stat(page, label).textContent())?.match(/(\d+)$/)?.[1]);
}

async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The manager may also work at properties other tests assigned, so the hotel is chosen when it is not preselected. */
async function chooseHotel(page: Page, label: string) {
  const select = page.getByRole("combobox", { name: label });
  await expect(select).toBeVisible();
  if ((await select.textContent()) !== HOTEL) await choose(page, page, label, HOTEL);
}

async function readStock(page: Page, item: string): Promise<number> {
  const card = page.getByRole("article", { name: item });
  await expect(card).toContainText(/Stock\d+/);
  return Number((await card.textContent())?.match(/Stock(\d+)/)?.[1]);
}

async function openHotelInventory(page: Page) {
  await page.goto(`/inventory?propertyId=${hotelId}`);
  await expect(page.getByRole("combobox", { name: "Property" })).toHaveText(HOTEL);
}

test.describe.serial("a supply request from submission to the shelf", () => {
  test("the manager submits a three-item request", async ({ page }) => {
    await signInThroughLoginPage(page, MANAGER);
    const properties = (await (await page.request.get("/api/managed-properties")).json()) as {
      id: number;
      name: string;
    }[];
    hotelId = properties.find((p) => p.name === HOTEL)!.id;
    await openHotelInventory(page);
    for (const item of [...Object.keys(WANTED), "Coffee Pods"]) stockBefore[item] = await readStock(page, item);

    await page.goto("/requests/new");
    await expect(page.getByRole("heading", { name: "Submit New Request", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Submit 0 Requests" }).click();
    await expect(page.getByText("Please add at least one item")).toBeVisible();
    await chooseHotel(page, "Property");
    for (const [item, quantity] of Object.entries(WANTED)) {
      await choose(page, page, "Add an item", item);
      await page.getByLabel(`Quantity for ${item}`).fill(quantity);
    }
    await page.getByRole("combobox", { name: "Add an item" }).click();
    await expect(page.getByRole("option", { name: /Bath Towels/ })).toContainText("Already selected");
    await page.keyboard.press("Escape");
    await page.getByLabel("Reason (optional)").fill("Weekend wedding party");
    await page.getByRole("button", { name: "Submit 3 Requests" }).click();

    await expect(page.getByText("All requests submitted successfully").first()).toBeVisible();
    await expect(page).toHaveURL(/\/requests$/);
    const card = page.getByRole("article", { name: TITLE });
    await expect(card).toContainText("Pending");
    await expect(card).toContainText("Weekend wedding party");
    await expect(card.getByRole("button", { name: "Approve" })).toHaveCount(0);
  });

  test("the owner sees it waiting, opens it from the dashboard and approves two of the three items", async ({
    page,
  }) => {
    await signInThroughLoginPage(page, OWNER);
    const pending = await readStat(page, "Pending Requests");
    await expect(requestsLink(page, pending)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("link", { name: `Pending requests: ${pending}` })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });

    const recent = page.getByRole("region", { name: "Recent Requests" });
    const link = recent.getByRole("link").filter({ hasText: TITLE });
    await expect(link).toHaveAttribute("href", /^\/requests\?openRequest=\d+$/);
    await link.click();
    const details = page.getByRole("dialog", { name: /^Request #\d+$/ });
    await expect(details).toContainText(TITLE);
    await expect(page).toHaveURL(/\/requests$/);

    await details.getByRole("button", { name: "Approve" }).click();
    const approve = page.getByRole("dialog", { name: "Approve Request" });
    await expect(approve.getByLabel("Approved quantity for Bath Towels")).toHaveValue("10");
    await approve.getByLabel("Approved quantity for Paper Cups").fill("4");
    await approve.getByLabel("Approved quantity for Keycards").fill("0");
    await expect(approve.getByText("Denied", { exact: true })).toHaveCount(1);
    await approve.getByLabel("Tracking Number (optional)").fill(TRACKING);
    await approve.getByRole("button", { name: "Approve Request" }).click();

    await expect(page.getByText("Request updated successfully").first()).toBeVisible();
    await expect(approve).toBeHidden();
    await expect(requestsLink(page, pending - 1)).toBeVisible();
    await page.getByRole("tab", { name: /^Approved/ }).click();
    const card = page.getByRole("article", { name: TITLE });
    await expect(card).toContainText(TRACKING);
    await expect(card).toContainText("4 approved");
    await expect(card).toContainText("Denied");
    await expect(card).toContainText("✓ Processed");
  });

  test("the manager receives one item, reports the other missing and the stock rises by exactly that", async ({
    page,
  }) => {
    await signInThroughLoginPage(page, MANAGER);
    await nav(page).getByRole("link", { name: "Receive Items" }).click();
    await expect(page.getByRole("heading", { name: "Receive Items", level: 1 })).toBeVisible();
    const card = page.getByRole("article", { name: TITLE });
    await card.getByRole("button", { name: `Receive Items of ${TITLE}` }).click();

    const dialog = page.getByRole("dialog", { name: "Receive Items" });
    await expect(dialog.getByLabel("Received quantity for Keycards")).toHaveCount(0);
    await expect(dialog.getByLabel("Received quantity for Paper Cups")).toHaveValue("4");
    const complete = dialog.getByRole("button", { name: "Complete Receive" });
    await expect(complete).toBeDisabled();
    await dialog.getByRole("button", { name: "Received Bath Towels" }).click();
    await expect(dialog).toContainText("✓ Received 10 pieces");
    await dialog.getByRole("button", { name: "Missing Paper Cups" }).click();
    await expect(complete).toBeEnabled();
    await complete.click();
    await expect(page.getByText("Items Received Successfully").first()).toBeVisible();

    await page.getByRole("tab", { name: /^Received Requests/ }).click();
    await card.getByRole("button", { name: `View Audit Trail of ${TITLE}` }).click();
    const audit = page.getByRole("dialog", { name: "Audit Trail" });
    await expect(audit).toContainText("Fulfilment rate71%");
    await expect(audit).toContainText("10 of 14 approved units received");
    await expect(audit).toContainText("Processing time1 day");
    await expect(audit.getByRole("row", { name: /Paper Cups/ })).toContainText("0 (Missing)");
    await audit.getByRole("button", { name: "Close", exact: true }).click();

    await openHotelInventory(page);
    expect(await readStock(page, "Bath Towels")).toBe(stockBefore["Bath Towels"] + 10);
    expect(await readStock(page, "Paper Cups")).toBe(stockBefore["Paper Cups"]);
    expect(await readStock(page, "Keycards")).toBe(stockBefore.Keycards);
  });

  test("a daily check replaces a count and the dashboard and inventory follow", async ({ page }) => {
    await signInThroughLoginPage(page, MANAGER);
    const lowBefore = await readStat(page, "Low Stock Items");
    await nav(page).getByRole("link", { name: "Daily Check" }).click();
    await expect(page.getByRole("heading", { name: "Daily Inventory Check", level: 1 })).toBeVisible();
    await chooseHotel(page, "Property");
    await expect(page.getByText(/^0 of \d+ items checked$/)).toBeVisible();

    await page.getByRole("button", { name: "Submit Check" }).click();
    await expect(page.getByText("Please check at least one inventory item").first()).toBeVisible();
    await page.getByLabel("Count for Coffee Pods").fill("5");
    await page.getByRole("button", { name: "Skip Keycards" }).click();
    await expect(page.getByText(/^1 of \d+ items checked$/)).toBeVisible();
    await page.getByRole("button", { name: "Submit Daily Check (1 item)" }).click();

    await expect(page.getByText("Daily inventory check completed! All counts have been updated").first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/inventory\\?property=${hotelId}$`));
    const coffee = page.getByRole("article", { name: "Coffee Pods" });
    await expect(coffee).toContainText("5 boxes");
    await expect(coffee).toContainText("Low Stock");
    expect(await readStock(page, "Keycards")).toBe(stockBefore.Keycards);

    await nav(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(stat(page, "Low Stock Items")).toHaveText(`Low Stock Items${lowBefore + 1}`);
  });
});

test("a signed-out visitor of the daily check is told so and sent to sign in", async ({ page }) => {
  // The page itself records the headings it shows: holding the redirect until Playwright had looked deadlocked
  // when the redirect started first, because a locator waits for a navigation in flight (CI, on a busy machine).
  const headingsShown: string[] = [];
  await page.exposeFunction("recordHeadings", (texts: string[]) => headingsShown.push(...texts));
  await page.addInitScript(() => {
    const seen = new Set<string>();
    new MutationObserver(() => {
      const texts = [...document.querySelectorAll("h1, h2, h3")].map((heading) => heading.textContent?.trim() ?? "");
      const fresh = texts.filter((text) => text !== "" && !seen.has(text));
      fresh.forEach((text) => seen.add(text));
      if (fresh.length > 0) void (window as unknown as { recordHeadings(texts: string[]): void }).recordHeadings(fresh);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto("/daily-inventory-check");
  await expect(page).toHaveURL(/\/login$/);
  expect(headingsShown).toContain("Unauthorized");
});

test.describe("request screens accessibility", () => {
  test("requests, new request, receiving and the daily check have no serious violations", async ({ page }) => {
    await signInThroughLoginPage(page, OWNER);

    await page.goto("/requests");
    await expect(page.getByRole("tab", { name: /^Pending \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto("/requests/new");
    await chooseHotel(page, "Property");
    await choose(page, page, "Add an item", "Bath Towels");
    await expect(page.getByLabel("Quantity for Bath Towels")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto("/receive-items");
    await expect(page.getByRole("tab", { name: /^Ready to Receive \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto("/daily-inventory-check");
    await expect(page.getByText("Please select a property first")).toBeVisible();
    await chooseHotel(page, "Property");
    await expect(page.getByLabel("Count for Bath Towels")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
