import { expect, test } from "@playwright/test";
import {
  OWNER,
  mailedLink,
  nextMailedLink,
  seriousAxeViolations,
  signInThroughLoginPage,
  startDemoThroughSignupPage,
} from "./support";

const NEW_OWNER_PASSWORD = "Fresh-Passw0rd!";

test("a visitor goes from the landing page to pricing and a legal page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Stop Running Out of Hotel Essentials" })).toBeVisible();
  await expect(page.getByText("average monthly savings per property")).toBeVisible();
  await page.getByRole("link", { name: "View Pricing" }).first().click();

  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
  const plans = page.getByRole("list", { name: "Plans" }).locator(":scope > li");
  await expect(plans).toHaveCount(6);
  const growth = plans.filter({ has: page.getByRole("heading", { name: "Growth" }) });
  await expect(growth.getByText("Most Popular")).toBeVisible();
  await expect(page.getByText("Most Popular")).toHaveCount(1);

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated June 6, 2025")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/privacy-policy$/);
});

test("a visitor signs up for the demo, opens the emailed link and lands on the dashboard with the sample hotel", async ({
  page,
}) => {
  await startDemoThroughSignupPage(page, {
    firstName: "Dana",
    lastName: "Demo",
    email: `dana.${Date.now()}@example.com`,
  });

  await expect(page.getByText("Welcome to Stockroom!").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Exit Demo" })).toBeVisible();
  await page.goto("/properties");
  await expect(page.getByText("Harbor View Hotel").first()).toBeVisible();
});

test("the owner invites a manager to a hotel; on a phone the manager sets a password and lands on that hotel's inventory", async ({
  page,
  browser,
}) => {
  await signInThroughLoginPage(page, OWNER);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Create Manager" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Manager" });
  const email = `nina.${Date.now()}@example.com`;
  await dialog.getByLabel("First name").fill("Nina");
  await dialog.getByLabel("Last name").fill("Nguyen");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Assign to property (optional)").click();
  await page.getByRole("option", { name: "Harbor View Hotel", exact: true }).click();
  await dialog.getByRole("button", { name: "Create Manager" }).click();

  await expect(page.getByText("Manager Created").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Managers", exact: true }).getByText(email)).toBeVisible();

  // Issue 36: the invitation names the hotel and the address, and accepting it signs the manager in.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const manager = await phone.newPage();
  const invitation = await nextMailedLink(email, "/reset-password");
  await manager.goto(invitation);
  await expect(manager.getByRole("heading", { level: 1, name: "Set Your Password" })).toBeVisible();
  await expect(manager.getByText(/invited you to manage Harbor View Hotel on Stockroom/)).toBeVisible();
  await expect(manager.getByText(email)).toBeVisible();
  expect(await seriousAxeViolations(manager)).toEqual([]);
  await manager.getByLabel("New password").fill("NinaSets-0wn!");
  await manager.getByLabel("Confirm password").fill("NinaSets-0wn!");
  await manager.getByRole("button", { name: "Set Password" }).click();
  await expect(manager.getByText("You're All Set")).toBeVisible();
  await manager.waitForURL(/\/inventory\?propertyId=\d+/);
  await expect(manager.getByText("Harbor View Hotel").first()).toBeVisible();
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The link worked once: opened again, it says so instead of offering a form.
  await manager.goto(invitation);
  await expect(manager.getByRole("heading", { level: 1, name: /already been used/ })).toBeVisible();
  await phone.close();

  // Leaves Harbor View Hotel with its one seeded manager, as the later journeys expect.
  const managers = (await (await page.request.get("/api/users")).json()) as { id: string; email: string }[];
  const nina = managers.find((each) => each.email === email)!;
  expect((await page.request.delete(`/api/users/${nina.id}`)).ok()).toBe(true);
});

test.describe("accessibility", () => {
  const publicPages = [
    { path: "/", heading: "Stop Running Out of Hotel Essentials" },
    { path: "/pricing", heading: "Choose Your Plan" },
    { path: "/privacy-policy", heading: "Privacy Policy" },
    { path: "/demo", heading: "Start Your Free Demo" },
    { path: "/reset-password?token=x", heading: "Reset Password" },
  ];
  for (const { path, heading } of publicPages) {
    test(`${path} has no serious violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test("/settings has no serious violations", async ({ page }) => {
    await signInThroughLoginPage(page, OWNER);
    await page.goto("/settings");
    await expect(page.getByRole("list", { name: "Managers", exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

// Last, and it puts the seeded password back: the other journeys sign in as the owner too.
test("the owner resets a forgotten password from the emailed link and signs in with it", async ({ page, request }) => {
  const earlierLink = await mailedLink(OWNER.email, "/reset-password");
  await page.goto("/");
  await page.getByRole("button", { name: "Sign In", exact: true }).first().click();
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByRole("dialog").getByLabel("Email").fill(OWNER.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("dialog", { name: "Check Your Email" })).toBeVisible();

  const resetLink = await nextMailedLink(OWNER.email, "/reset-password", earlierLink);
  await page.goto(resetLink);
  const submit = page.getByRole("button", { name: "Reset Password" });
  await page.getByLabel("New password").fill(NEW_OWNER_PASSWORD);
  await expect(page.getByRole("list", { name: "Password requirements" }).getByText("(not met)")).toHaveCount(0);
  await expect(submit).toBeDisabled();
  await page.getByLabel("Confirm password").fill(NEW_OWNER_PASSWORD);
  await submit.click();
  await expect(page.getByText("Password Reset Successful")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stop Running Out of Hotel Essentials" })).toBeVisible();

  try {
    await signInThroughLoginPage(page, { email: OWNER.email, password: NEW_OWNER_PASSWORD });
  } finally {
    await request.post("/api/auth/forgot-password", { data: { email: OWNER.email } });
    const token = new URLSearchParams(
      (await nextMailedLink(OWNER.email, "/reset-password", resetLink)).split("?")[1],
    ).get("token");
    const restored = await request.post("/api/auth/reset-password", {
      data: { token, newPassword: OWNER.password },
    });
    expect(restored.ok()).toBe(true);
  }
});
