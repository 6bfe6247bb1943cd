import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { OWNER, buyThroughCheckoutApi, seriousAxeViolations, uniqueStamp } from "./support";

// Issue 17, points 3, 6 and 8, on the phone the issue was found on.
const PHONE = { width: 390, height: 844 };
const HOTEL = "Harbor View Hotel";
const PASSWORD = "Checkout123";

let addresses = 0;
/** Sign-ins and checkouts are limited per address (TRUST_PROXY in playwright.config.ts): one each. */
const ownAddress = () => ({ "X-Forwarded-For": `10.86.0.${(addresses++ % 250) + 1}` });

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, extraHTTPHeaders: ownAddress() });
}

async function ownerOnPhone(browser: Browser): Promise<Page> {
  const context = await phoneContext(browser);
  const signedIn = await context.request.post("/api/auth/login", { data: OWNER });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return context.newPage();
}

/** A new Starter customer bought through the checkout API: no property, no item. The context is signed in as it. */
async function buyStarter(request: APIRequestContext) {
  await buyThroughCheckoutApi(request, {
    planId: "starter",
    customer: { firstName: "Nina", lastName: "New", email: `empty-${uniqueStamp()}@example.org`, password: PASSWORD },
  });
}

const filter = (page: Page) => page.getByRole("combobox", { name: "Filter by property" });
const categoryCards = (page: Page) =>
  page.getByRole("region", { name: "Inventory Categories" }).getByRole("listitem").getByRole("link");

test("the dashboard's property filter survives another page, Back and a reload", async ({ browser }) => {
  const page = await ownerOnPhone(browser);
  const properties = (await (await page.request.get("/api/properties?items=false")).json()) as {
    id: number;
    name: string;
  }[];
  const hotel = properties.find((p) => p.name === HOTEL)!;

  await page.goto("/");
  await expect(filter(page)).toHaveText("All Properties");
  await filter(page).click();
  await page.getByRole("option", { name: HOTEL, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?propertyId=${hotel.id}$`));
  await expect(page.getByRole("group", { name: "Total Properties" })).toHaveText("Total Properties1");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Somewhere else in the app, then the phone's Back: the filter used to be back at All Properties.
  await page.getByRole("link", { name: "View All inventory" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/\\?propertyId=${hotel.id}$`));
  await expect(filter(page)).toHaveText(HOTEL);
  await expect(page.getByRole("group", { name: "Total Properties" })).toHaveText("Total Properties1");

  await page.reload();
  await expect(filter(page)).toHaveText(HOTEL);
  await expect(page.getByRole("group", { name: "Total Properties" })).toHaveText("Total Properties1");

  // All Properties takes the parameter away; a link to a property that is not the owner's shows All Properties.
  await filter(page).click();
  await page.getByRole("option", { name: "All Properties", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const all = (await (await page.request.get("/api/dashboard/stats")).json()) as { totalProperties: number };
  await page.goto("/?propertyId=2147483647");
  await expect(page.getByRole("group", { name: "Total Properties" })).toHaveText(
    `Total Properties${all.totalProperties}`,
  );
  await expect(filter(page)).toHaveText("All Properties");
  await page.context().close();
});

test("a new account's dashboard says No items for every category, not All Good", async ({ browser }) => {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await buyStarter(page.request);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Total Items" })).toHaveText("Total Items0");
  await expect(categoryCards(page)).toHaveCount(4);
  for (const card of await categoryCards(page).all()) {
    await expect(card).toContainText("No items");
    await expect(card).not.toContainText("All Good");
    await expect(card).not.toContainText("%");
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

test("the daily check counts only valid counts and asks before Reset clears them", async ({ browser }) => {
  const page = await ownerOnPhone(browser);
  await page.goto("/daily-inventory-check");
  await page.getByRole("combobox", { name: "Property" }).click();
  await page.getByRole("option", { name: HOTEL, exact: true }).click();
  const towels = page.getByLabel("Count for Bath Towels");
  const pods = page.getByLabel("Count for Coffee Pods");
  await expect(towels).toBeVisible();
  await expect(page.getByText(/^0 of \d+ items checked$/)).toBeVisible();
  // The recorded stock is a label beside the field, not a grey number in it.
  await expect(towels).not.toHaveAttribute("placeholder");
  await expect(towels).toHaveAccessibleDescription(/^last: \d+$/);

  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/daily-checks")) posts.push(request.url());
  });
  await towels.fill("-2");
  await expect(page.getByText("Enter a whole number of 0 or more")).toBeVisible();
  await expect(towels).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/^0 of \d+ items checked$/)).toBeVisible();
  await pods.fill("5");
  await expect(page.getByText(/^1 of \d+ items checked$/)).toBeVisible();
  await page.getByRole("button", { name: "Submit Daily Check (1 item)" }).click();
  await expect(page.getByText("Counts must be whole numbers of 0 or more").first()).toBeVisible();
  expect(posts).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Reset", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Reset Daily Check" });
  await expect(confirm).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(pods).toHaveValue("5");
  await expect(towels).toHaveValue("-2");

  await page.getByRole("button", { name: "Reset", exact: true }).click();
  await confirm.getByRole("button", { name: "Reset Counts" }).click();
  await expect(confirm).toBeHidden();
  await expect(pods).toHaveValue("");
  await expect(towels).toHaveValue("");
  await expect(page.getByText(/^0 of \d+ items checked$/)).toBeVisible();
  expect(posts).toEqual([]);
  await page.context().close();
});
