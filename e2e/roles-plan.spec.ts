import { expect, test, type Page } from "@playwright/test";
import { ADMIN, MANAGER, OWNER, seriousAxeViolations, signInThroughLoginPage } from "./support";

const header = (page: Page) => page.getByRole("banner");

test("a manager's header shows the owner's plan, the admin's none", async ({ browser }) => {
  const manager = await browser.newPage();
  await signInThroughLoginPage(manager, MANAGER);
  // The seeded owner is on Growth; the manager's own row says Starter.
  await expect(header(manager).getByText("Growth Plan")).toBeVisible();
  await expect(header(manager).getByText("Starter Plan")).toHaveCount(0);
  await manager.close();

  const admin = await browser.newPage();
  await signInThroughLoginPage(admin, ADMIN);
  await expect(header(admin).getByText("Admin", { exact: true })).toBeVisible();
  await expect(header(admin).getByText(/ Plan$/)).toHaveCount(0);
  await admin.close();
});

test("the admin's tier counts count owners, not the managers they add", async ({ page, browser }) => {
  await signInThroughLoginPage(page, ADMIN);
  await page.goto("/admin");
  const totalUsers = page.getByRole("group", { name: "Total Users" }).locator("p").nth(1);
  const starters = page
    .locator("dl > div")
    .filter({ has: page.getByRole("term").filter({ hasText: /^Starter$/ }) })
    .getByRole("definition");
  await expect(totalUsers).toHaveText(/^\d+$/);
  const usersBefore = Number(await totalUsers.textContent());
  const startersBefore = await starters.textContent();

  // A manager's own row holds the column's default tier, Starter: it must not count as a Starter customer.
  const owner = await browser.newContext();
  expect((await owner.request.post("/api/auth/login", { data: OWNER })).ok()).toBe(true);
  const created = await owner.request.post("/api/users/create-manager", {
    data: { email: `tier-count-${Date.now()}@example.com`, firstName: "Tess", lastName: "Tally" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await owner.close();

  await page.reload();
  await expect(totalUsers).toHaveText(String(usersBefore + 1));
  await expect(starters).toHaveText(startersBefore!);
});

test("the downgrade dialog says what happens to the manager of a property not kept", async ({ page }) => {
  await signInThroughLoginPage(page, OWNER);
  await page.goto("/subscription-settings");
  await page.getByRole("button", { name: "Downgrade to Starter" }).click();

  const dialog = page.getByRole("dialog", { name: "Select Properties to Keep" });
  await dialog.getByLabel("Maple Grove Inn").check();
  const managers = dialog.getByRole("region", { name: "Managers" });
  // The seeded manager works only at Harbor View Hotel, which this choice deactivates.
  await expect(managers).toContainText("keeps their login but sees no property until you assign one");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Leaves the seeded owner's plan as it is for the other journeys.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
});

test("the reset page's checklist ticks as the password is typed, with no hidden rule", async ({ page }) => {
  // The page reads the link before showing the form; this one reads as a valid reset link, so no mail is needed.
  await page.route("**/api/auth/reset-link", (route) =>
    route.fulfill({
      json: {
        status: "valid",
        purpose: "reset",
        email: "owner@example.com",
        inviter: null,
        properties: [],
        canRenew: true,
      },
    }),
  );
  await page.goto("/reset-password?token=journey");
  const input = page.getByLabel("New password");
  const rules = page.getByRole("list", { name: "Password requirements" });
  await expect(input).toHaveAttribute("aria-describedby", (await rules.getAttribute("id"))!);
  const rule = (name: string) => rules.getByRole("listitem").filter({ hasText: name });

  await input.fill("newpass");
  await expect(rule("One lowercase letter")).toContainText("(met)");
  await expect(rule("At least 8 characters")).toContainText("(not met)");
  await expect(rule("One uppercase letter")).toContainText("(not met)");
  await input.fill("Newpass123");
  await expect(rules.getByText("(not met)")).toHaveCount(0);
  await page.getByLabel("Confirm password").fill("Newpass123");
  await expect(page.getByRole("button", { name: "Reset Password" })).toBeEnabled();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
