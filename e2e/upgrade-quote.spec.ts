import { expect, test, type APIRequestContext } from "@playwright/test";
import { UPGRADE_PRICE_CHANGED_MESSAGE } from "@stockroom/shared";
import { seriousAxeViolations } from "./support";

/**
 * No stale upgrade price is charged (issue 15): the customer reaches the card form for an upgrade, the
 * plan changes elsewhere meanwhile, and paying the old price is refused with the new quote, which the
 * dialog shows to be confirmed again.
 */

const PASSWORD = "Checkout123";
const SUCCESS = "4242424242424242";
const DECLINES_LATER = "4000000000000341";

let addresses = 0;
/** Checkouts and card payments are limited per address (TRUST_PROXY in playwright.config.ts). */
function ownAddress() {
  addresses += 1;
  return { "X-Forwarded-For": `10.78.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` };
}

async function payThroughApi(request: APIRequestContext, clientSecret: string, number: string) {
  const paid = await request.post("/api/local-payments/confirm", {
    data: { clientSecret, card: { number, expMonth: 12, expYear: 2034, cvc: "123" } },
  });
  expect(await paid.json()).toMatchObject({ status: "succeeded" });
}

/** A Starter owner whose saved card declines later charges, so an upgrade goes to the card form. */
async function buyStarter(request: APIRequestContext) {
  const email = `quote-${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
  const started = await request.post("/api/create-subscription-intent", {
    data: {
      planId: "starter",
      isYearly: false,
      customerInfo: { firstName: "Quinn", lastName: "Quote", email, password: PASSWORD, confirmPassword: PASSWORD },
    },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { clientSecret, paymentIntentId } = (await started.json()) as { clientSecret: string; paymentIntentId: string };
  await payThroughApi(request, clientSecret, DECLINES_LATER);
  const completed = await request.post("/api/complete-registration", {
    data: { paymentIntent: paymentIntentId, planId: "starter", isYearly: false, email },
  });
  expect(await completed.json()).toMatchObject({ success: true, autoLogin: true });
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(ownAddress());
});

test("a price that changed before the card was charged shows the new quote, and confirming again pays it", async ({
  page,
}) => {
  await buyStarter(page.request);
  await page.goto("/subscription-settings");
  await page.getByRole("button", { name: "Upgrade to Pro", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade to Pro" });
  await expect(dialog.getByText("$180", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm Upgrade" }).click();
  await expect(dialog.getByLabel("Card number")).toBeVisible();

  // Meanwhile the account moves to Basic (another tab), paying with a card that is then saved.
  const toBasic = await page.request.post("/api/subscription/create-upgrade-payment", {
    data: { targetTier: "basic", isYearly: false },
  });
  await payThroughApi(page.request, ((await toBasic.json()) as { clientSecret: string }).clientSecret, SUCCESS);

  await dialog.getByLabel("Card number").fill("4242 4242 4242 4242");
  await dialog.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByRole("button", { name: /^Pay \$/ }).click();

  await expect(dialog.getByRole("alert")).toHaveText(UPGRADE_PRICE_CHANGED_MESSAGE);
  await expect(dialog.getByText("$150", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Card number")).toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const history = (await (await page.request.get("/api/payment/status")).json()) as { totalAmountPaid: number };
  expect(history.totalAmountPaid).toBe(1900 + 3000);

  await dialog.getByRole("button", { name: "Confirm Upgrade" }).click();
  await expect(dialog.getByText(/Payment Successful/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Current Plan: Pro" })).toBeVisible();
});
