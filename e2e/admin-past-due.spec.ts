import { type APIResponse, expect, request, test } from "@playwright/test";
import { ADMIN, seriousAxeViolations, signInThroughLoginPage } from "./support";

// Issue 36 points 4 and 8, decision 192: a past due the admin sets has a way out. The admin is told what it means
// before it is saved, and the owner pays it off with Pay Now, which opens the product again at once.

const PASSWORD = "PastDue-2026";
const SUCCESS_CARD = { number: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" };

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** A Growth owner bought through the checkout API with the success card, which stays saved. */
async function payingOwner(baseURL: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const owner = { firstName: "Paula", lastName: `Due${stamp}`, email: `admin-past-due-${stamp}@example.com` };
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.77.0.${Math.floor(Math.random() * 250) + 1}` },
  });
  const { clientSecret, paymentIntentId } = await json<{ clientSecret: string; paymentIntentId: string }>(
    await context.post("/api/create-subscription-intent", {
      data: {
        planId: "growth",
        isYearly: false,
        customerInfo: { ...owner, password: PASSWORD, confirmPassword: PASSWORD },
      },
    }),
  );
  await json(await context.post("/api/local-payments/confirm", { data: { clientSecret, card: SUCCESS_CARD } }));
  await json(
    await context.post("/api/complete-registration", {
      data: { paymentIntent: paymentIntentId, planId: "growth", isYearly: false, email: owner.email },
    }),
  );
  await context.dispose();
  return owner;
}

test("the admin confirms a past due, and the owner pays it off with Pay Now and is let back in at once", async ({
  browser,
  page,
}) => {
  const owner = await payingOwner(test.info().project.use.baseURL!);
  const name = `${owner.firstName} ${owner.lastName}`;

  await signInThroughLoginPage(page, ADMIN);
  await page.goto("/admin");
  await page
    .getByRole("table", { name: "Users" })
    .getByRole("row")
    .filter({ hasText: owner.email })
    .getByRole("button", { name: /^Edit / })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await dialog.getByRole("combobox", { name: "Subscription Status" }).click();
  await page.getByRole("option", { name: "Past due", exact: true }).click();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toContainText(`${name} and their managers lose access at once.`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Confirm Changes" }).click();
  await expect(page.getByText("User details updated successfully").first()).toBeVisible();

  const ownerPage = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  // Behind the paywall the dashboard never shows: the sign-in waits for the redirect home.
  await ownerPage.goto("/login");
  await ownerPage.getByLabel("Email").fill(owner.email);
  await ownerPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await ownerPage.getByRole("button", { name: "Sign In", exact: true }).click();
  await ownerPage.waitForURL((url) => url.pathname === "/");
  const paymentRequired = ownerPage.getByRole("dialog", { name: "Payment Required" });
  await expect(paymentRequired).toBeVisible();
  await expect(paymentRequired.getByRole("button", { name: "Retry Payment" })).toHaveCount(0);
  expect((await ownerPage.request.get("/api/properties")).status()).toBe(402);

  await paymentRequired.getByRole("button", { name: "Pay Now" }).click();
  await expect(paymentRequired).toBeHidden();
  await expect(ownerPage.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect((await ownerPage.request.get("/api/properties")).status()).toBe(200);
  expect(await (await ownerPage.request.get("/api/payment/status")).json()).toMatchObject({
    subscriptionStatus: "active",
    needsPaywall: false,
  });
  await ownerPage.context().close();
});
