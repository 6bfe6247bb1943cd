import fs from "node:fs/promises";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { OWNER, seriousAxeViolations, signInThroughLoginPage } from "./support";

const ADMIN = { email: "admin@example.com", password: "Stockroom123" };

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const userRow = (page: Page, email: string) =>
  page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: email });

async function setTier(page: Page, email: string, tier: string) {
  await userRow(page, email)
    .getByRole("button", { name: /^Edit / })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await choose(page, dialog, "Subscription Tier", tier);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("User details updated successfully").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(userRow(page, email)).toContainText(tier);
}

async function createDemoUser(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Create Demo User" }).click();
  const dialog = page.getByRole("dialog", { name: "Demo User Created" });
  await expect(page.getByText("Demo user created successfully").first()).toBeVisible();
  const email = (await dialog.getByText(/^demo-.*@example\.com$/).textContent()) ?? "";
  expect(email).toMatch(/^demo-/);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  return email;
}

/** The owner's plan usage as the server computes it, read in the owner's own session. */
async function ownerCanAddProperty(browser: Browser): Promise<boolean> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughLoginPage(page, OWNER);
  const res = await page.request.get("/api/usage-limits");
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { usage: { canAddProperty: boolean } };
  await context.close();
  return body.usage.canAddProperty;
}

async function openAnalytics(page: Page): Promise<Locator> {
  await signInThroughLoginPage(page, OWNER);
  await page.getByRole("button", { name: "Analytics" }).click();
  const dialog = page.getByRole("dialog", { name: "Comprehensive Inventory Analytics Dashboard" });
  await expect(dialog.getByRole("group", { name: "Total Properties" })).toContainText(/\d/);
  return dialog;
}

async function exportedCsv(page: Page, button: Locator): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await fs.readFile(await download.path(), "utf8");
  return text.replace(/^\uFEFF/, "").split("\r\n");
}

test("the admin creates and deletes demo users and changes the owner's tier", async ({ page, browser }) => {
  await signInThroughLoginPage(page, ADMIN);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  const totalUsers = page.getByRole("group", { name: "Total Users" });
  await expect(totalUsers).toContainText(/\d+ active subscriptions/);
  const usersBefore = Number((await totalUsers.locator("p").nth(1).textContent()) ?? "0");

  const demoEmail = await createDemoUser(page);
  await expect(userRow(page, demoEmail)).toContainText("Demo");
  await expect(totalUsers.locator("p").nth(1)).toHaveText(String(usersBefore + 1));
  await expect(userRow(page, ADMIN.email).getByRole("button", { name: /^Delete / })).toHaveCount(0);

  await setTier(page, OWNER.email, "Starter");
  expect(await ownerCanAddProperty(browser)).toBe(false);
  await setTier(page, OWNER.email, "Growth");
  expect(await ownerCanAddProperty(browser)).toBe(true);

  await userRow(page, demoEmail)
    .getByRole("button", { name: /^Delete / })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete User" });
  await expect(confirm).toContainText("Are you sure you want to delete this user? This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted successfully").first()).toBeVisible();
  await expect(userRow(page, demoEmail)).toHaveCount(0);
  await expect(totalUsers.locator("p").nth(1)).toHaveText(String(usersBefore));

  const secondDemo = await createDemoUser(page);
  await expect(userRow(page, secondDemo)).toBeVisible();

  await page.getByRole("tab", { name: "Requests" }).click();
  await expect(page.getByRole("table", { name: /^Requests/ })).toBeVisible();
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByRole("table", { name: "Recent Activity" })).toContainText("Subscription changed");
});

test("a non-admin is refused on /admin", async ({ page }) => {
  await signInThroughLoginPage(page, OWNER);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You need admin privileges to access this page.")).toBeVisible();
});

test("the owner filters analytics, sees the charts and exports CSV", async ({ page }) => {
  const dialog = await openAnalytics(page);
  await expect(dialog.locator(".recharts-wrapper > svg")).toHaveCount(3);

  const weekly = page.waitForResponse((res) => res.url().includes("/api/analytics?period=7&"));
  await choose(page, dialog, "Time Period", "Last 7 days");
  expect((await weekly).ok()).toBe(true);

  const harbor = page.waitForResponse((res) =>
    /\/api\/analytics\?period=7&propertyId=\d+&view=overview/.test(res.url()),
  );
  await choose(page, dialog, "Property", "Harbor View Hotel");
  expect((await harbor).ok()).toBe(true);
  await expect(dialog.getByRole("group", { name: "Total Properties" })).toContainText("1");

  const performance = await exportedCsv(page, dialog.getByRole("button", { name: "Export CSV: Property Performance" }));
  expect(performance[0]).toBe("Property,Items,Low Stock,Requests,Efficiency");
  expect(performance[1]).toMatch(/^Harbor View Hotel,\d+,\d+,\d+,\d+%$/);

  await choose(page, dialog, "View", "Property Detail");
  const table = dialog.getByRole("table", { name: "Harbor View Hotel Housekeeping Items" });
  await expect(table).toBeVisible();
  const items = await exportedCsv(
    page,
    dialog.getByRole("button", { name: "Export CSV: Harbor View Hotel Housekeeping Items" }),
  );
  expect(items[0]).toBe(
    "Item Name,Current Stock,Min Threshold,Max Capacity,Par Level,Unit Cost,Total Value,Status,Orders Pending,Last Counted",
  );
  expect(items.length).toBeGreaterThan(1);
});

test.describe("accessibility", () => {
  test("the admin page has no serious violations", async ({ page }) => {
    await signInThroughLoginPage(page, ADMIN);
    await page.goto("/admin");
    await expect(page.getByRole("table", { name: "Users" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the open analytics dialog has no serious violations", async ({ page }) => {
    const dialog = await openAnalytics(page);
    await expect(dialog.locator(".recharts-wrapper > svg")).toHaveCount(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
