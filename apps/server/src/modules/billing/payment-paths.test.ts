import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "@stockroom/shared";
import { payments, users } from "../../db/schema";
import { type TestContext, createTestContext } from "../../test/context";
import { type Account, client, createAccount, testCard } from "../../test/fixtures";
import { runDueSubscriptionJobs } from "./scheduler";

/**
 * Every payment path with every test card (issue 15): checkout, retry after a failed renewal, renewal,
 * upgrade (new or saved card) and additional property, each with the success, decline, 3-D Secure and
 * later-decline cards.
 */

let ctx: TestContext;
let api: ReturnType<typeof client>;
let cardPayments = 0;
const DAY = 24 * 60 * 60 * 1000;
const RETRY_FAILED = "Unable to process payment. Please try again.";
const RETRY_SUCCEEDED = "Your payment has been processed successfully.";
const GROWTH_MONTHLY = 9900;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  api = client(ctx.app);
});
afterAll(() => ctx.close());

/** The built-in card network's endpoints, each call from its own address (they are limited per address). */
async function cardNetwork(path: "confirm" | "authenticate", payload: object) {
  cardPayments += 1;
  const response = await ctx.app.inject({
    method: "POST",
    url: `/api/local-payments/${path}`,
    payload,
    remoteAddress: `10.9.${Math.floor(cardPayments / 250)}.${cardPayments % 250}`,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}
const confirmCard = (clientSecret: string, number: string) =>
  cardNetwork("confirm", { clientSecret, card: testCard(number) });
const authenticate = (clientSecret: string, approve: boolean) => cardNetwork("authenticate", { clientSecret, approve });

/** Saves a card as the account's default (update-method), its 3-D Secure step approved; answers the outcome. */
async function saveCard(owner: Account, number: string) {
  const setup = await api("POST", "/api/payment/update-method", owner.cookie);
  const confirmed = await confirmCard(setup.body.clientSecret, number);
  if (confirmed.body.status !== "requires_action") return confirmed.body;
  return (await authenticate(setup.body.clientSecret, true)).body;
}

const account = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
const history = async (id: string) =>
  (await ctx.database.db.select().from(payments).where(eq(payments.userId, id)).orderBy(payments.id)).map((p) => [
    p.kind,
    p.status,
    p.amount,
  ]);
const status = async (owner: Account) => (await api("GET", "/api/payment/status", owner.cookie)).body;

/** A Growth owner ten days into a 30-day period with `card` saved. */
async function payingOwner(card: string): Promise<Account> {
  const owner = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
  const start = new Date(Date.now() - 10 * DAY);
  await ctx.database.db
    .update(users)
    .set({
      currentPeriodStart: start,
      currentPeriodEnd: new Date(start.getTime() + 30 * DAY),
      billingPeriod: "monthly",
    })
    .where(eq(users.id, owner.id));
  expect((await saveCard(owner, card)).status).toBe("succeeded");
  return owner;
}

/** Runs the scheduled jobs just after the owner's period ended; answers that period end. */
async function renewalDue(owner: Account): Promise<Date> {
  const end = (await account(owner.id)).currentPeriodEnd!;
  await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, new Date(end.getTime() + 1000));
  return end;
}

/** An owner whose renewal has just failed with `card` (declines later or asks for authentication). */
async function pastDueOwner(card: string) {
  const owner = await payingOwner(card);
  const periodEnd = await renewalDue(owner);
  const paywall = await status(owner);
  expect(paywall).toMatchObject({ needsPaywall: true, subscriptionStatus: "past_due", amount: GROWTH_MONTHLY });
  return { owner, periodEnd, invoiceId: paywall.invoiceId as number, reason: paywall.reason as string };
}

const retry = (owner: Account, body: { invoiceId: number; paymentIntentId?: string }) =>
  api("POST", "/api/payment/retry", owner.cookie, body);

/** The paywall is lifted and the failed renewal paid once: the next period follows the one that ended. */
async function expectRestored(owner: Account, periodEnd: Date) {
  expect(await status(owner)).toMatchObject({ paymentValid: true, needsPaywall: false, subscriptionStatus: "active" });
  const restored = await account(owner.id);
  expect(restored.currentPeriodStart?.getTime()).toBe(periodEnd.getTime());
  const paid = (await history(owner.id)).filter(([, state]) => state === "succeeded");
  expect(paid).toEqual([["renewal", "succeeded", GROWTH_MONTHLY]]);
}

async function expectStillBlocked(owner: Account) {
  expect(await status(owner)).toMatchObject({ needsPaywall: true, subscriptionStatus: "past_due" });
  expect((await history(owner.id)).filter(([, state]) => state === "succeeded")).toEqual([]);
}

describe("retry after a failed renewal", () => {
  it("success card: the saved replacement pays the failed renewal once", async () => {
    const { owner, periodEnd, invoiceId } = await pastDueOwner(TEST_CARDS.declinesLater);
    expect((await saveCard(owner, TEST_CARDS.success)).status).toBe("succeeded");
    expect((await retry(owner, { invoiceId })).body).toEqual({ success: true, message: RETRY_SUCCEEDED });
    await expectRestored(owner, periodEnd);
    expect((await retry(owner, { invoiceId })).status).toBe(404);
  });

  it("declined card: is not saved, and the retry with the old card fails without charging", async () => {
    const { owner, invoiceId } = await pastDueOwner(TEST_CARDS.declinesLater);
    expect(await saveCard(owner, TEST_CARDS.declined)).toMatchObject({
      status: "requires_payment_method",
      error: "Your card was declined.",
    });
    expect((await retry(owner, { invoiceId })).body).toEqual({ success: false, message: RETRY_FAILED });
    await expectStillBlocked(owner);
  });

  it("3-D Secure card: the retry hands over the authentication step, and its approval settles the invoice once", async () => {
    const { owner, periodEnd, invoiceId } = await pastDueOwner(TEST_CARDS.declinesLater);
    expect((await saveCard(owner, TEST_CARDS.requiresAction)).status).toBe("succeeded");

    const pending = await retry(owner, { invoiceId });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ success: false, requiresAction: true });
    expect(pending.body.clientSecret).toEqual(expect.stringContaining("_secret_"));
    await expectStillBlocked(owner);

    expect((await authenticate(pending.body.clientSecret, true)).body.status).toBe("succeeded");
    await expectRestored(owner, periodEnd);
    const confirmed = await retry(owner, { invoiceId, paymentIntentId: pending.body.paymentIntentId });
    expect(confirmed.body).toEqual({ success: true, message: RETRY_SUCCEEDED });
    expect((await authenticate(pending.body.clientSecret, true)).status).toBe(409);
    await expectRestored(owner, periodEnd);
  });

  it("3-D Secure card: a refused authentication charges nothing, and a new retry can still complete", async () => {
    const { owner, periodEnd, invoiceId } = await pastDueOwner(TEST_CARDS.declinesLater);
    await saveCard(owner, TEST_CARDS.requiresAction);
    const first = await retry(owner, { invoiceId });
    expect((await authenticate(first.body.clientSecret, false)).body).toMatchObject({
      status: "requires_payment_method",
      error: "We are unable to authenticate your payment method.",
    });
    const refused = await retry(owner, { invoiceId, paymentIntentId: first.body.paymentIntentId });
    expect(refused.body).toEqual({ success: false, message: RETRY_FAILED });
    await expectStillBlocked(owner);

    const second = await retry(owner, { invoiceId });
    expect(second.body.requiresAction).toBe(true);
    await authenticate(second.body.clientSecret, true);
    await expectRestored(owner, periodEnd);
  });

  it("3-D Secure card: only the latest authentication of an invoice can be completed", async () => {
    const { owner, periodEnd, invoiceId } = await pastDueOwner(TEST_CARDS.declinesLater);
    await saveCard(owner, TEST_CARDS.requiresAction);
    const first = await retry(owner, { invoiceId });
    const second = await retry(owner, { invoiceId });
    expect((await authenticate(first.body.clientSecret, true)).status).toBe(409);
    expect((await authenticate(second.body.clientSecret, true)).body.status).toBe("succeeded");
    await expectRestored(owner, periodEnd);
  });

  it("refuses to confirm a payment made for another invoice or by another owner", async () => {
    const { owner, invoiceId } = await pastDueOwner(TEST_CARDS.requiresAction);
    const pending = await retry(owner, { invoiceId });
    const other = await pastDueOwner(TEST_CARDS.requiresAction);
    const body = { invoiceId: other.invoiceId, paymentIntentId: pending.body.paymentIntentId };
    expect((await retry(other.owner, body)).status).toBe(404);
    expect(
      (await retry(owner, { invoiceId: other.invoiceId, paymentIntentId: pending.body.paymentIntentId })).status,
    ).toBe(404);
    await expectStillBlocked(owner);
  });

  it("later-decline card: is saved, the retry with it fails, and a working card then recovers", async () => {
    const { owner, periodEnd, invoiceId } = await pastDueOwner(TEST_CARDS.declinesLater);
    expect((await saveCard(owner, TEST_CARDS.declinesLater)).status).toBe("succeeded");
    expect((await retry(owner, { invoiceId })).body).toEqual({ success: false, message: RETRY_FAILED });
    await expectStillBlocked(owner);
    await saveCard(owner, TEST_CARDS.success);
    expect((await retry(owner, { invoiceId })).body.success).toBe(true);
    await expectRestored(owner, periodEnd);
  });
});

describe("renewal", () => {
  it("success card: renews for the next period", async () => {
    const owner = await payingOwner(TEST_CARDS.success);
    const end = await renewalDue(owner);
    expect((await account(owner.id)).currentPeriodStart?.getTime()).toBe(end.getTime());
    expect(await history(owner.id)).toEqual([["renewal", "succeeded", GROWTH_MONTHLY]]);
    expect((await status(owner)).needsPaywall).toBe(false);
  });

  it("declined card: replacing the saved card with it is refused, so the renewal charges the saved one", async () => {
    const owner = await payingOwner(TEST_CARDS.success);
    expect((await saveCard(owner, TEST_CARDS.declined)).error).toBe("Your card was declined.");
    const methods = (await api("GET", "/api/payment/methods", owner.cookie)).body.paymentMethods;
    expect(methods).toEqual([expect.objectContaining({ last4: "4242", isDefault: true })]);
    await renewalDue(owner);
    expect(await history(owner.id)).toEqual([["renewal", "succeeded", GROWTH_MONTHLY]]);
  });

  it("3-D Secure card: past due asking for authentication, which the retry completes", async () => {
    const { owner, periodEnd, invoiceId, reason } = await pastDueOwner(TEST_CARDS.requiresAction);
    expect(reason).toBe("requires_action");
    expect(await history(owner.id)).toEqual([["renewal", "requires_action", GROWTH_MONTHLY]]);
    const pending = await retry(owner, { invoiceId });
    expect(pending.body.requiresAction).toBe(true);
    await authenticate(pending.body.clientSecret, true);
    await expectRestored(owner, periodEnd);
  });

  it("later-decline card: past due with the declined payment, recovered by a retry with a working card", async () => {
    const { owner, periodEnd, invoiceId, reason } = await pastDueOwner(TEST_CARDS.declinesLater);
    expect(reason).toBe("payment_failed");
    expect(await history(owner.id)).toEqual([["renewal", "failed", GROWTH_MONTHLY]]);
    await saveCard(owner, TEST_CARDS.success);
    expect((await retry(owner, { invoiceId })).body.success).toBe(true);
    await expectRestored(owner, periodEnd);
  });
});
