import { expect, test, type Page } from "@playwright/test";
import { ADMIN, seriousAxeViolations, startDemoThroughSignupPage } from "./support";

const CARDS = { success: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" };

async function payWith(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $99" }).click();
}

// One demo sign-up for both outcomes: demo sign-ups are limited per address, and the journeys share one.
test("a demo user becomes a Growth customer from Subscription Settings, keeping the demo data; a declined card leaves them a demo user", async ({
  page,
}) => {
  await startDemoThroughSignupPage(page, {
    firstName: "Dana",
    lastName: "Convert",
    email: `convert.${Date.now()}@example.com`,
  });
  await expect(page.getByRole("button", { name: "Exit Demo" })).toBeVisible();

  await page.goto("/subscription-settings");
  await page.getByRole("link", { name: "Become a Customer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Become a Customer" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Growth ($99/month)" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Keep my demo data" })).toBeChecked();
  await expect(page.getByText("Your demo property, its items, stock counts, requests and managers stay")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Narrow phones: the header (Exit Demo shrinks to its icon) and the choices fit without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Pay for Growth" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await payWith(page, CARDS.declined);
  await expect(page.getByText("Your card was declined.").first()).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Exit Demo" })).toBeVisible();

  await page.goto("/pricing");
  await page.getByRole("link", { name: "Choose Growth" }).click();
  await expect(page).toHaveURL(/\/become-customer\?plan=growth$/);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await payWith(page, CARDS.success);

  await expect(page.getByRole("status").filter({ hasText: "You are now on the Growth plan." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Exit Demo" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("demoMode"))).toBeNull();

  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me).toMatchObject({ role: "owner", subscriptionTier: "growth", subscriptionStatus: "active" });
  await page.goto("/properties");
  await expect(page.getByText("Harbor View Hotel").first()).toBeVisible();
  await page.goto("/subscription-settings");
  const plan = page.getByRole("region", { name: "Current Plan" });
  await expect(plan).toContainText("Growth");
  await expect(plan).toContainText("Next payment: $99");
  await expect(page.getByRole("link", { name: "Become a Customer" })).toHaveCount(0);
});

test("a demo user who starts fresh pays with 3-D Secure and is an owner with no properties", async ({ page }) => {
  // An admin-made demo account: the journey needs no demo sign-up (those are limited per address).
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
  const created = await page.request.post("/api/admin/demo-user");
  const { credentials } = (await created.json()) as { credentials: { email: string; password: string } };
  expect((await page.request.post("/api/auth/login", { data: credentials })).ok()).toBe(true);

  await page.goto("/become-customer?plan=basic");
  await page.getByRole("radio", { name: "Start fresh" }).check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Your demo property and everything in it")).toBeVisible();
  await page.getByLabel("Card number").fill("4000 0025 0000 3155");
  await page.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $49" }).click();
  const bank = page.getByRole("dialog", { name: "Confirm your payment" });
  await bank.getByRole("button", { name: "Complete authentication" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me).toMatchObject({ role: "owner", subscriptionTier: "basic", subscriptionStatus: "active" });
  expect(await (await page.request.get("/api/properties")).json()).toEqual([]);
});
