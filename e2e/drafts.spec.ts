import { type Browser, expect, test } from "@playwright/test";
import { MANAGER, seriousAxeViolations } from "./support";

// Issue 37 points 1 and 2 (decisions 196, 197 and 203): a request being typed when the session ends is not lost.
test("on a phone, a request typed when the session ended is offered back after signing in again", async ({
  browser,
  baseURL,
}) => {
  const { page, context, signIn } = await requestTypedWhenTheSessionEnds(browser, { baseURL, address: "10.138.0.1" });

  // The manager prefers the sign-in page to signing in over the form.
  await page
    .getByRole("dialog", { name: "Sign in again" })
    .getByRole("button", { name: "Go to the sign-in page" })
    .click();
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

for (const [where, viewport, address] of [
  ["on a phone", { width: 360, height: 740 }, "10.138.0.2"],
  ["at a desk", { width: 1280, height: 800 }, "10.138.0.3"],
] as const) {
  test(`${where}, a submit refused for an ended session asks to sign in again over the form, which stays`, async ({
    browser,
    baseURL,
  }) => {
    const { page, context } = await requestTypedWhenTheSessionEnds(browser, { baseURL, address, viewport });
    const again = page.getByRole("dialog", { name: "Sign in again" });
    await expect(again.getByLabel("Email")).toHaveValue(MANAGER.email);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await again.getByLabel("Password", { exact: true }).fill(MANAGER.password);
    await again.getByRole("button", { name: "Sign In", exact: true }).click();

    await expect(again).toHaveCount(0);
    await expect(page.getByText("Signed in again. You can carry on where you were.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/requests\/new$/);
    await expect(page.getByLabel("Quantity for Bath Towels")).toHaveValue("12");
    await expect(page.getByLabel("Reason (optional)")).toHaveValue("Pool towels for the weekend");
    // Signed in again: the server reads the manager's requests (the request itself is not sent, to leave none pending).
    expect((await page.request.get("/api/requests?limit=1")).status()).toBe(200);
    await context.close();
  });
}

/** A manager types a request (on a 360 px phone unless told), the session ends on the server, and Submit is pressed. */
async function requestTypedWhenTheSessionEnds(
  browser: Browser,
  {
    baseURL,
    address,
    viewport = { width: 360, height: 740 },
  }: { baseURL?: string; address: string; viewport?: { width: number; height: number } },
) {
  // Each journey signs in from its own address, so the per-address sign-in limit counts them apart.
  const context = await browser.newContext({
    baseURL,
    viewport,
    extraHTTPHeaders: { "X-Forwarded-For": address },
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
  await expect(page.getByRole("dialog", { name: "Sign in again" })).toBeVisible();
  // Nothing was sent, and the form is still there behind the dialog.
  await expect(page).toHaveURL(/\/requests\/new$/);
  return { page, context, signIn };
}
