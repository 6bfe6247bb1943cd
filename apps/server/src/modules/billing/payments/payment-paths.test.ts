import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PLANS, renewalAmount, TEST_CARDS } from "@stockroom/shared";
import { payments, properties, users } from "../../../db/schema";
import { sessionCookie } from "../../../test/context";
import { type Account, createAccount, endPaidPeriod, startMonthlyPeriod, testCard } from "../../../test/fixtures";
import { runDueSubscriptionJobs } from "../subscriptions/scheduler";
import { useTestContext } from "../../../test/suite";

/**
 * Every payment path with every test card (issue 15): checkout, retry after a failed renewal, renewal,
 * upgrade (new or saved card) and additional property, each with the success, decline, 3-D Secure and
 * later-decline cards.
 */

const { ctx, api } = useTestContext({ seed: false });
let cardPayments = 0;
const DAY = 24 * 60 * 60 * 1000;
const RETRY_FAILED = "Unable to process payment. Please try again.";
const RETRY_SUCCEEDED = "Your payment has been processed successfully.";
const GROWTH_MONTHLY = 9900;

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
  await startMonthlyPeriod(ctx.database.db, owner.id);
  expect((await saveCard(owner, card)).status).toBe("succeeded");
  return owner;
}

/** Runs the scheduled jobs just after the owner's period ended; answers that period end. */
async function renewalDue(owner: Account): Promise<Date> {
  const end = (await account(owner.id)).currentPeriodEnd!;
  await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: new Date(end.getTime() + 1000) });
  return end;
}

/** Runs the owner's renewal, which fails: the payment status owes it (and says `expected`), with no paywall yet. */
async function failedRenewal(owner: Account, expected: Record<string, unknown>) {
  const periodEnd = await renewalDue(owner);
  const paywall = await status(owner);
  expect(paywall).toMatchObject({ paymentValid: false, needsPaywall: false, ...expected });
  return { periodEnd, invoiceId: paywall.invoiceId as number, reason: paywall.reason as string };
}

/** An owner whose renewal has just failed with `card` (declines later or asks for authentication). */
async function pastDueOwner(card: string) {
  const owner = await payingOwner(card);
  return { owner, ...(await failedRenewal(owner, { subscriptionStatus: "past_due", amount: GROWTH_MONTHLY })) };
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
  expect(await status(owner)).toMatchObject({
    paymentValid: false,
    needsPaywall: false,
    subscriptionStatus: "past_due",
  });
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

  it("3-D Secure card: an authentication racing a new retry settles the invoice once, without a deadlock", async () => {
    for (let round = 0; round < 5; round++) {
      const { owner, periodEnd, invoiceId } = await pastDueOwner(TEST_CARDS.requiresAction);
      const first = await retry(owner, { invoiceId });
      const [approved, second] = await Promise.all([
        authenticate(first.body.clientSecret, true),
        retry(owner, { invoiceId }),
      ]);
      // Whichever locked the ledger first wins: the approval settles the invoice (the new retry finds it
      // paid), or the new retry cancels the first charge (whose approval is refused) and waits for its own.
      expect([approved.status, second.status].sort()).toEqual(approved.status === 200 ? [200, 404] : [200, 409]);
      if (approved.status === 409) await authenticate(second.body.clientSecret, true);
      await expectRestored(owner, periodEnd);
    }
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

describe("checkout", () => {
  let visitors = 0;
  /** A visitor buying Growth monthly with `card`, from its own address (checkouts are limited per address). */
  async function buy(card: string) {
    visitors += 1;
    const email = `buyer-${visitors}-${Date.now()}@example.com`;
    const remoteAddress = `10.8.${Math.floor(visitors / 250)}.${visitors % 250}`;
    const post = async (url: string, payload: object, cookie?: string) => {
      const response = await ctx.app.inject({
        method: "POST",
        url,
        payload,
        remoteAddress,
        headers: cookie ? { cookie } : {},
      });
      return { status: response.statusCode, body: JSON.parse(response.body), response };
    };
    const customerInfo = {
      firstName: "Ada",
      lastName: "Buyer",
      email,
      password: "Harbor2026",
      confirmPassword: "Harbor2026",
    };
    const started = await post("/api/create-subscription-intent", { planId: "growth", isYearly: false, customerInfo });
    expect(started.status).toBe(200);
    const checkoutCookie = sessionCookie(started.response);
    const paid = await confirmCard(started.body.clientSecret, card);
    const complete = () =>
      post(
        "/api/complete-registration",
        { paymentIntent: started.body.paymentIntentId, planId: "growth", isYearly: false, email },
        checkoutCookie,
      );
    const signIn = () => post("/api/auth/login", { email, password: "Harbor2026" });
    return { email, clientSecret: started.body.clientSecret as string, paid: paid.body, complete, signIn };
  }

  /** A checkout whose payment did not succeed: completing it is refused with `message`, and no account signs in. */
  async function expectNoAccount(checkout: Awaited<ReturnType<typeof buy>>, message: string) {
    const completed = await checkout.complete();
    expect(completed.status).toBe(402);
    expect(completed.body.message).toBe(message);
    expect((await checkout.signIn()).status).toBe(401);
  }

  async function ownerOf(checkout: Awaited<ReturnType<typeof buy>>): Promise<Account> {
    const completed = await checkout.complete();
    expect(completed.body).toMatchObject({ success: true, autoLogin: true });
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, checkout.email));
    const owner = { id: row.id, email: checkout.email, cookie: sessionCookie(completed.response) };
    expect(await status(owner)).toMatchObject({ needsPaywall: false, subscriptionStatus: "active" });
    expect(await history(owner.id)).toEqual([["subscription", "succeeded", GROWTH_MONTHLY]]);
    return owner;
  }

  it("success card: creates the paid account", async () => {
    const checkout = await buy(TEST_CARDS.success);
    expect(checkout.paid.status).toBe("succeeded");
    await ownerOf(checkout);
    expect((await checkout.signIn()).status).toBe(200);
  });

  it("declined card: says so, and no account can sign in", async () => {
    const checkout = await buy(TEST_CARDS.declined);
    expect(checkout.paid).toMatchObject({ status: "requires_payment_method", error: "Your card was declined." });
    await expectNoAccount(checkout, "Your card was declined.");
  });

  it("3-D Secure card: completes after the authentication is approved", async () => {
    const checkout = await buy(TEST_CARDS.requiresAction);
    expect(checkout.paid.status).toBe("requires_action");
    expect((await checkout.complete()).status).toBe(402);
    expect((await authenticate(checkout.clientSecret, true)).body.status).toBe("succeeded");
    await ownerOf(checkout);
  });

  it("3-D Secure card: a refused authentication creates no account", async () => {
    const checkout = await buy(TEST_CARDS.requiresAction);
    expect((await authenticate(checkout.clientSecret, false)).body.status).toBe("requires_payment_method");
    await expectNoAccount(checkout, "We are unable to authenticate your payment method.");
  });

  it("later-decline card: creates the account, whose first renewal fails and a retry recovers", async () => {
    const checkout = await buy(TEST_CARDS.declinesLater);
    const owner = await ownerOf(checkout);
    const { periodEnd, invoiceId } = await failedRenewal(owner, {
      reason: "payment_failed",
      subscriptionStatus: "past_due",
    });
    await saveCard(owner, TEST_CARDS.success);
    expect((await retry(owner, { invoiceId })).body.success).toBe(true);
    expect(await status(owner)).toMatchObject({ needsPaywall: false, subscriptionStatus: "active" });
    expect((await account(owner.id)).currentPeriodStart?.getTime()).toBe(periodEnd.getTime());
  });
});

describe("upgrade", () => {
  /** A Basic owner ten days into a 30-day period, optionally with a saved card. */
  async function basicOwner(card?: string): Promise<Account> {
    const owner = await createAccount(ctx.app, ctx.database.db, { tier: "basic" });
    await startMonthlyPeriod(ctx.database.db, owner.id);
    if (card) expect((await saveCard(owner, card)).status).toBe("succeeded");
    return owner;
  }
  const tierOf = async (owner: Account) => (await account(owner.id)).subscriptionTier;
  const upgradeHistory = async (owner: Account) =>
    (await history(owner.id)).filter(([kind, state]) => kind === "upgrade" && state === "succeeded");

  /** Opens the upgrade's payment and pays it with a new card in the form. */
  async function payWithNewCard(owner: Account, card: string) {
    const started = await api("POST", "/api/subscription/create-upgrade-payment", owner.cookie, {
      targetTier: "growth",
      isYearly: false,
    });
    expect(started.status).toBe(200);
    const paid = await confirmCard(started.body.clientSecret, card);
    const confirm = () =>
      api("POST", "/api/subscription/confirm-upgrade", owner.cookie, {
        subscriptionTier: "growth",
        isYearly: false,
        paymentIntentId: started.body.paymentIntentId,
      });
    return { clientSecret: started.body.clientSecret as string, paid: paid.body, confirm };
  }
  const autoPay = (owner: Account) =>
    api("POST", "/api/subscription/try-auto-payment", owner.cookie, { subscriptionTier: "growth", isYearly: false });

  it("new success card: upgrades once", async () => {
    const owner = await basicOwner();
    const payment = await payWithNewCard(owner, TEST_CARDS.success);
    expect((await payment.confirm()).body).toMatchObject({ success: true, subscriptionTier: "growth" });
    expect(await tierOf(owner)).toBe("growth");
    expect(await upgradeHistory(owner)).toHaveLength(1);
  });

  it("new declined card: says so and keeps the plan", async () => {
    const owner = await basicOwner();
    const payment = await payWithNewCard(owner, TEST_CARDS.declined);
    expect(payment.paid.error).toBe("Your card was declined.");
    expect((await payment.confirm()).status).toBe(402);
    expect(await tierOf(owner)).toBe("basic");
    expect(await upgradeHistory(owner)).toEqual([]);
  });

  it("new 3-D Secure card: upgrades after the authentication, not before, nor when it is refused", async () => {
    const owner = await basicOwner();
    const refused = await payWithNewCard(owner, TEST_CARDS.requiresAction);
    expect(refused.paid.status).toBe("requires_action");
    await authenticate(refused.clientSecret, false);
    expect((await refused.confirm()).status).toBe(402);
    expect(await tierOf(owner)).toBe("basic");

    const payment = await payWithNewCard(owner, TEST_CARDS.requiresAction);
    expect((await payment.confirm()).status).toBe(402);
    await authenticate(payment.clientSecret, true);
    expect((await payment.confirm()).body.success).toBe(true);
    expect(await tierOf(owner)).toBe("growth");
    expect(await upgradeHistory(owner)).toHaveLength(1);
  });

  it("new later-decline card: upgrades, and the renewal with it then fails until a retry with a working card", async () => {
    const owner = await basicOwner();
    const payment = await payWithNewCard(owner, TEST_CARDS.declinesLater);
    expect((await payment.confirm()).body.success).toBe(true);
    expect(await tierOf(owner)).toBe("growth");
    await renewalDue(owner);
    const paywall = await status(owner);
    expect(paywall).toMatchObject({
      paymentValid: false,
      needsPaywall: false,
      reason: "payment_failed",
      amount: GROWTH_MONTHLY,
    });
    await saveCard(owner, TEST_CARDS.success);
    expect((await retry(owner, { invoiceId: paywall.invoiceId })).body.success).toBe(true);
    expect((await status(owner)).needsPaywall).toBe(false);
  });

  it("saved success card: upgrades without the card form", async () => {
    const owner = await basicOwner(TEST_CARDS.success);
    expect((await autoPay(owner)).body).toEqual({ success: true, reason: null });
    expect(await tierOf(owner)).toBe("growth");
    expect(await upgradeHistory(owner)).toHaveLength(1);
  });

  it("saved 3-D Secure card: asks for the card form, whose authentication then upgrades", async () => {
    const owner = await basicOwner(TEST_CARDS.requiresAction);
    expect((await autoPay(owner)).body).toEqual({ success: false, reason: "requires_action" });
    expect(await tierOf(owner)).toBe("basic");
    const payment = await payWithNewCard(owner, TEST_CARDS.requiresAction);
    await authenticate(payment.clientSecret, true);
    expect((await payment.confirm()).body.success).toBe(true);
    expect(await upgradeHistory(owner)).toHaveLength(1);
  });

  it("saved later-decline card: declined without charging, then the card form pays", async () => {
    const owner = await basicOwner(TEST_CARDS.declinesLater);
    expect((await autoPay(owner)).body).toEqual({ success: false, reason: "declined" });
    expect(await tierOf(owner)).toBe("basic");
    expect(await upgradeHistory(owner)).toEqual([]);
    const payment = await payWithNewCard(owner, TEST_CARDS.success);
    expect((await payment.confirm()).body.success).toBe(true);
    expect(await tierOf(owner)).toBe("growth");
  });
});

describe("additional property", () => {
  const ADD_ON = PLANS.enterprise.additionalHotelPrice!;

  /** An enterprise owner with every property of the base allowance in use, 30 days of period left. */
  async function fullEnterpriseOwner(): Promise<Account> {
    const owner = await createAccount(ctx.app, ctx.database.db, { tier: "enterprise" });
    await ctx.database.db
      .update(users)
      .set({ currentPeriodStart: new Date(), currentPeriodEnd: new Date(Date.now() + 30 * DAY) })
      .where(eq(users.id, owner.id));
    await ctx.database.db.insert(properties).values(
      Array.from({ length: PLANS.enterprise.maxProperties }, (_, i) => ({
        name: `Hotel ${i + 1}`,
        ownerId: owner.id,
      })),
    );
    return owner;
  }
  const propertyCount = async (owner: Account) =>
    (await ctx.database.db.select({ id: properties.id }).from(properties).where(eq(properties.ownerId, owner.id)))
      .length;

  /** The owner has the one property paid for on top of the allowance, and its add-on's one payment. */
  async function expectAdded(owner: Account) {
    expect(await propertyCount(owner)).toBe(PLANS.enterprise.maxProperties + 1);
    expect(await history(owner.id)).toEqual([["additional_property", "succeeded", ADD_ON]]);
  }

  async function addProperty(owner: Account, card: string) {
    const intent = await api("POST", "/api/additional-property/payment-intent", owner.cookie, {
      additionalProperties: 1,
    });
    expect(intent.body.amount).toBe(ADD_ON);
    const paid = await confirmCard(intent.body.clientSecret, card);
    const save = () =>
      api("POST", "/api/additional-property/confirm-payment", owner.cookie, {
        paymentIntentId: intent.body.paymentIntentId,
        propertyData: { name: "Annex", address: null },
      });
    return { clientSecret: intent.body.clientSecret as string, paid: paid.body, save };
  }

  it("success card: pays the add-on and creates the property once", async () => {
    const owner = await fullEnterpriseOwner();
    const added = await addProperty(owner, TEST_CARDS.success);
    expect((await added.save()).status).toBe(201);
    expect((await added.save()).status).toBe(201);
    await expectAdded(owner);
  });

  it("declined card: says so and creates nothing", async () => {
    const owner = await fullEnterpriseOwner();
    const added = await addProperty(owner, TEST_CARDS.declined);
    expect(added.paid.error).toBe("Your card was declined.");
    expect((await added.save()).status).toBe(402);
    expect(await propertyCount(owner)).toBe(PLANS.enterprise.maxProperties);
    expect(await history(owner.id)).toEqual([]);
  });

  it("3-D Secure card: creates the property after the authentication, nothing when it is refused", async () => {
    const owner = await fullEnterpriseOwner();
    const refused = await addProperty(owner, TEST_CARDS.requiresAction);
    expect(refused.paid.status).toBe("requires_action");
    await authenticate(refused.clientSecret, false);
    expect((await refused.save()).status).toBe(402);
    expect(await propertyCount(owner)).toBe(PLANS.enterprise.maxProperties);

    const added = await addProperty(owner, TEST_CARDS.requiresAction);
    expect((await added.save()).status).toBe(402);
    await authenticate(added.clientSecret, true);
    expect((await added.save()).status).toBe(201);
    await expectAdded(owner);
  });

  it("later-decline card: creates the property, and the renewal with the add-on then fails until a retry", async () => {
    const owner = await fullEnterpriseOwner();
    const added = await addProperty(owner, TEST_CARDS.declinesLater);
    expect((await added.save()).status).toBe(201);
    const { invoiceId } = await failedRenewal(owner, {
      reason: "payment_failed",
      amount: renewalAmount("enterprise", "monthly", 1),
    });
    await saveCard(owner, TEST_CARDS.success);
    expect((await retry(owner, { invoiceId })).body.success).toBe(true);
    expect((await status(owner)).needsPaywall).toBe(false);
    expect(await propertyCount(owner)).toBe(PLANS.enterprise.maxProperties + 1);
  });
});

describe("reactivation after the paid period (the paywall's Reactivate)", () => {
  /** A Growth owner canceled since yesterday, with `card` saved. */
  async function lapsedOwner(card: string): Promise<Account> {
    const owner = await payingOwner(card);
    await endPaidPeriod(ctx.database.db, owner.id);
    expect(await status(owner)).toMatchObject({ needsPaywall: true, reason: "subscription_inactive" });
    return owner;
  }
  const reactivate = (owner: Account, body?: { paymentIntentId: string }) =>
    api("POST", "/api/subscription/reactivate", owner.cookie, body);

  it("3-D Secure card: hands over the authentication step, whose approval pays a new period once", async () => {
    const owner = await lapsedOwner(TEST_CARDS.requiresAction);
    const pending = await reactivate(owner);
    expect(pending.body).toMatchObject({ success: false, requiresAction: true });
    expect((await account(owner.id)).subscriptionStatus).toBe("canceled");

    expect((await authenticate(pending.body.clientSecret, true)).body.status).toBe("succeeded");
    const confirmed = await reactivate(owner, { paymentIntentId: pending.body.paymentIntentId });
    expect(confirmed.body).toEqual({ success: true, message: "Your subscription is active again" });
    expect(await status(owner)).toMatchObject({ needsPaywall: false, subscriptionStatus: "active" });
    expect((await account(owner.id)).currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(await history(owner.id)).toEqual([["subscription", "succeeded", GROWTH_MONTHLY]]);
  });

  it("3-D Secure card: a refused authentication charges nothing and keeps the subscription canceled", async () => {
    const owner = await lapsedOwner(TEST_CARDS.requiresAction);
    const pending = await reactivate(owner);
    await authenticate(pending.body.clientSecret, false);
    const refused = await reactivate(owner, { paymentIntentId: pending.body.paymentIntentId });
    expect(refused.body).toMatchObject({ success: false });
    expect(await status(owner)).toMatchObject({ needsPaywall: true, subscriptionStatus: "canceled" });
    expect(await history(owner.id)).toEqual([]);
  });

  it("3-D Secure card: only the latest reactivation's authentication can be completed", async () => {
    const owner = await lapsedOwner(TEST_CARDS.requiresAction);
    const first = await reactivate(owner);
    const second = await reactivate(owner);
    expect((await authenticate(first.body.clientSecret, true)).status).toBe(409);
    expect((await authenticate(second.body.clientSecret, true)).body.status).toBe("succeeded");
    expect(await history(owner.id)).toEqual([["subscription", "succeeded", GROWTH_MONTHLY]]);
  });

  it("refuses to confirm another owner's payment or an unknown one", async () => {
    const owner = await lapsedOwner(TEST_CARDS.requiresAction);
    const pending = await reactivate(owner);
    const other = await lapsedOwner(TEST_CARDS.requiresAction);
    expect((await reactivate(other, { paymentIntentId: pending.body.paymentIntentId })).status).toBe(404);
    expect((await reactivate(owner, { paymentIntentId: "pi_local_unknown" })).status).toBe(404);
  });
});
