import { expect, test, type Browser, type Page } from "@playwright/test";
import { OWNER, seriousAxeViolations, signInThroughLoginPage, startDemoThroughSignupPage } from "./support";

/** Demo sign-ups are limited per address: this journey signs up from its own. */
async function signUpForDemo(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": `10.83.0.${Math.floor(Math.random() * 250) + 1}` },
  });
  const page = await context.newPage();
  await startDemoThroughSignupPage(page, {
    firstName: "Lena",
    lastName: "Limit",
    email: `limit.${Date.now()}@example.com`,
  });
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return page;
}

async function expectUpgradeRequired(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Upgrade Required" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Upgrade to the Basic plan to add a property\./)).toBeVisible();
  await expect(dialog.getByText("1 of 1 used")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Add New Property" })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Maybe Later" }).click();
  await expect(dialog).toHaveCount(0);
}

test("at the plan's property limit Add Property opens Upgrade Required, not the form", async ({ browser }) => {
  // A demo account holds its one sample hotel: the demo plan allows one property and sells no more.
  const page = await signUpForDemo(browser);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/(demo\/)?properties$/.test(new URL(request.url()).pathname)) {
      posts.push(request.url());
    }
  });

  await page.getByRole("button", { name: "Add Property" }).click();
  await expectUpgradeRequired(page);

  await page.goto("/properties");
  await page.getByRole("button", { name: "Add Property (plan limit reached)" }).click();
  await expectUpgradeRequired(page);
  expect(posts).toEqual([]);

  // The server still refuses at the limit, whatever a client shows.
  const refused = await page.request.post("/api/demo/properties", { data: { name: "Second Hotel", address: null } });
  expect(refused.status()).toBe(403);
  await page.context().close();
});

test("the 404 page: inside the app frame when signed in, links to / and sign-in when signed out", async ({
  page,
  browser,
}) => {
  await signInThroughLoginPage(page, OWNER);
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Inventory" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto("/no-such-page");
  await expect(visitor.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Go to Home Page" })).toHaveAttribute("href", "/");
  expect(await seriousAxeViolations(visitor)).toEqual([]);
  await visitor.getByRole("link", { name: "Sign In" }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  await expect(visitor.getByLabel("Email")).toBeVisible();
  await visitor.close();
});

test("a long description shows three lines with Show more, and its neighbour keeps its own height", async ({
  page,
}) => {
  await signInThroughLoginPage(page, OWNER);
  const properties = (await (await page.request.get("/api/properties?items=false")).json()) as {
    id: number;
    name: string;
  }[];
  const harbor = properties.find((p) => p.name === "Harbor View Hotel")!;
  const description = "Folded in thirds, hemmed, for banquets of up to two hundred guests. ".repeat(12).trim();
  const created = await page.request.post("/api/inventory", {
    data: {
      name: "Banquet Napkins",
      category: "kitchen",
      description,
      currentStock: 1,
      minStock: 0,
      unit: "packs",
      propertyId: harbor.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as { id: number };

  try {
    await page.goto(`/inventory?propertyId=${harbor.id}&category=kitchen`);
    const card = page.getByRole("article", { name: "Banquet Napkins" });
    const text = card.getByText(description);
    await expect(text).toBeVisible();
    await expect(card.getByText("1 pack", { exact: true })).toBeVisible();
    const lineHeight = await text.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const clamped = await text.evaluate((el) => el.getBoundingClientRect().height);
    expect(clamped).toBeLessThanOrEqual(lineHeight * 3 + 1);

    // The next card in the row (a one-line description) is not stretched to this one's height.
    const neighbour = page.getByRole("article", { name: "Coffee Pods" });
    const [own, other] = [await card.boundingBox(), await neighbour.boundingBox()];
    expect(other!.y).toBeCloseTo(own!.y, 0);
    expect(other!.height).toBeLessThan(own!.height);

    const more = card.getByRole("button", { name: "Show more" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await more.click();
    await expect(card.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    expect(await text.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(lineHeight * 4);
    expect(await seriousAxeViolations(page)).toEqual([]);
  } finally {
    // The seeded owner's inventory is shared with the other journeys.
    expect((await page.request.delete(`/api/inventory/${item.id}`)).ok()).toBe(true);
  }
});
