import { expect, test } from "@playwright/test";
import { MANAGER, seriousAxeViolations } from "./support";

// Issue 37 points 1 and 2 (decisions 196 and 197): a request being typed when the session ends is not lost.
test("on a phone, a request typed when the session ended is offered back after signing in again", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { "X-Forwarded-For": "10.138.0.1" },
  });
  const page = await context.newPage();
  const signIn = async () => {
    await page.getByLabel("Email").fill(MANAGER.email);
    await page.getByLabel("Password", { exact: true }).fill(MANAGER.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
  };
  await page.goto("/login?next=%2Frequests%2Fnew");
  await signIn();
  await expect(page.getByRole("heading", { name: "Submit New Request", level: 1 })).toBeVisible();

  const property = page.getByRole("combobox", { name: "Property" });
  if ((await property.textContent()) !== "Harbor View Hotel") {
    await property.click();
    await page.getByRole("option", { name: "Harbor View Hotel", exact: true }).click();
  }
  await page.getByRole("combobox", { name: "Add an item" }).click();
  await page.getByRole("option", { name: "Bath Towels", exact: true }).click();
  await page.getByLabel("Quantity for Bath Towels").fill("12");
  await page.getByLabel("Reason (optional)").fill("Pool towels for the weekend");

  // The session ends on the server (it expired, or the manager signed out on another device).
  await context.clearCookies();
  await page.getByRole("button", { name: "Submit 1 Request" }).click();

  await expect(page).toHaveURL(/\/login\?next=%2Frequests%2Fnew$/);
  await expect(page.getByText(/^Your session has ended\./)).toBeVisible();
  await signIn();

  await expect(page.getByRole("heading", { name: "Submit New Request", level: 1 })).toBeVisible();
  const draft = page.getByRole("region", { name: "Unsent draft" });
  await expect(draft).toContainText("You have an unsent request from");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await draft.getByRole("button", { name: "Restore Draft" }).click();
  await expect(page.getByLabel("Quantity for Bath Towels")).toHaveValue("12");
  await expect(page.getByLabel("Reason (optional)")).toHaveValue("Pool towels for the weekend");
  await expect(page.getByRole("button", { name: "Submit 1 Request" })).toBeEnabled();
  await context.close();
});
