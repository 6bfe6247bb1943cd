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

test("on a phone a label scanned while signed out opens its item once the owner has signed in", async ({
  browser,
  baseURL,
}) => {
  // The label's item, made through the API in a session of its own.
  const setup = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.137.0.1" } });
  expect((await setup.request.post("/api/auth/login", { data: OWNER })).ok()).toBe(true);
  const [hotel] = (await (await setup.request.get("/api/properties?items=false")).json()) as { id: number }[];
  const created = await setup.request.post("/api/inventory", {
    data: {
      name: `Label Lamps ${Date.now()}`,
      category: "housekeeping",
      currentStock: 40,
      minStock: 1,
      propertyId: hotel.id,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const item = (await created.json()) as { name: string; code: string };
  await setup.close();

  // Decision 196: the link survives sign-in (issue 37 point 1).
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { "X-Forwarded-For": "10.137.0.2" },
  });
  const page = await phone.newPage();
  await page.goto(`/inventory?code=${item.code}`);
  await expect(page).toHaveURL(/\/login\?next=%2Finventory%3Fcode%3D/);
  await expect(page.getByText("Please sign in to open the page you followed.")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await expect(page.getByRole("article", { name: item.name })).toBeFocused();
  await expect(page).not.toHaveURL(/code=/);
  await phone.close();
});

for (const [where, viewport] of [
  ["on a 360 px phone", { width: 360, height: 740 }],
  ["at a desk", { width: 1280, height: 800 }],
] as const) {
  test.describe(where, () => {
    test.use({ viewport });

    test("/login leads to a reset link for a forgotten password", async ({ page }) => {
      await page.goto("/login");
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole("heading", { name: "Reset Your Password", level: 1 })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByLabel("Email").fill("nobody-here@example.com");
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByRole("heading", { name: "Check Your Email", level: 1 })).toBeVisible();
      await page.getByRole("button", { name: "Back to Sign In" }).click();
      await expect(page.getByRole("heading", { name: "Sign In", level: 1 })).toBeVisible();
    });

    test("a link from an email opened signed out opens its request after signing in", async ({
      browser,
      baseURL,
      page,
    }) => {
      // The owner's latest request, read in a session of its own.
      const setup = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.137.1.1" } });
      expect((await setup.request.post("/api/auth/login", { data: OWNER })).ok()).toBe(true);
      const [latest] = (await (await setup.request.get("/api/requests?limit=1")).json()) as { id: number }[];
      await setup.close();

      await page.goto(`/requests?openRequest=${latest.id}`);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Frequests%3FopenRequest%3D${latest.id}$`));
      await expect(page.getByText("Please sign in to open the page you followed.")).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByLabel("Email").fill(OWNER.email);
      await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();

      await expect(page.getByRole("dialog", { name: `Request #${latest.id}` })).toBeVisible();
      await expect(page).toHaveURL(/\/requests$/);
    });
  });
}

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
