import { expect, test } from "@playwright/test";
import { OWNER, seriousAxeViolations, signInThroughLoginPage } from "./support";

test("the demo owner signs in on /login, sees the dashboard and signs out", async ({ page }) => {
  await signInThroughLoginPage(page, OWNER);
  await expect(page.getByText("Manage your hotel inventory across all properties")).toBeVisible();
  await page.getByRole("link", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Stop Running Out of Hotel Essentials" })).toBeVisible();
  const user = await page.request.get("/api/auth/user");
  expect(user.status()).toBe(401);
});

test("a wrong password shows the spec's message and stays signed out", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the landing page's sign-in dialog signs the owner in", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign In" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(OWNER.email);
  await dialog.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Login Successful").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test.describe("accessibility", () => {
  test("the login page has no serious violations", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByLabel("Email")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the landing page and its sign-in dialog have no serious violations", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Stop Running Out of Hotel Essentials" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Sign In" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
