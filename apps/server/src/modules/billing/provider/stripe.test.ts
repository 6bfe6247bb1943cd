import { and, eq, isNotNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { CHECKOUT_REFUNDED_MESSAGE, UPGRADE_PAYMENT_REFUNDED_MESSAGE } from "@stockroom/shared";
import { paymentIntents, paymentMethods, payments, users, webhookEvents } from "../../../db/schema";
import { sessionCookie } from "../../../test/context";
import { type Account, createAccount, startMonthlyPeriod } from "../../../test/fixtures";
import { useStripeTestContext } from "../../../test/stripe-suite";
import { runDueSubscriptionJobs } from "../subscriptions/scheduler";

const { ctx, api, standIn, stripe, sendEvent } = useStripeTestContext();

/** What Stripe.js does in the browser: confirm the intent with a test card (errors are answers here). */
async function confirmInBrowser(intentId: string, paymentMethod: string) {
  const confirm = intentId.startsWith("seti_")
    ? stripe().setupIntents.confirm(intentId, { payment_method: paymentMethod })
    : stripe().paymentIntents.confirm(intentId, { payment_method: paymentMethod });
  return confirm.then(
    (intent) => intent.status,
    (error: Stripe.errors.StripeError) => error.code,
  );
}

/** A growth-plan owner ten days into a 30-day period. */
async function growthOwner(): Promise<Account> {
  const owner = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
  await startMonthlyPeriod(ctx.database.db, owner.id);
  return owner;
}

async function saveCard(owner: Account, token: string) {
  const setup = await api("POST", "/api/payment/update-method", owner.cookie);
  const intentId = String(setup.body.clientSecret).split("_secret_")[0];
  expect(await confirmInBrowser(intentId, token)).toBe("succeeded");
  expect((await sendEvent("setup_intent.succeeded", { id: intentId })).statusCode).toBe(200);
}

const accountOf = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
const paymentsOf = (id: string) => ctx.database.db.select().from(payments).where(eq(payments.userId, id));

describe("Stripe configuration", () => {
  it("hands the publishable key to Elements and does not offer the built-in card endpoints", async () => {
    expect((await api("GET", "/api/stripe/config")).body).toEqual({
      publishableKey: "pk_test_stockroom",
      provider: "stripe",
      testPayments: false,
    });
    const local = await api("POST", "/api/local-payments/confirm", undefined, { clientSecret: "x", card: {} });
    expect(local.status).toBe(404);
  });

  it("lets Stripe.js and its card frames through the Content-Security-Policy", async () => {
    const csp = String(
      (await ctx.app.inject({ method: "GET", url: "/api/stripe/config" })).headers["content-security-policy"],
    );
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
  });
});

describe("saving a card with a SetupIntent", () => {
  it("creates the customer once and makes the confirmed card the default, at Stripe too", async () => {
    const owner = await growthOwner();
    await saveCard(owner, "pm_card_visa");
    const customerId = (await accountOf(owner.id)).stripeCustomerId!;
    expect(standIn.customers.get(customerId)?.email).toBe(owner.email);
    const methods = (await api("GET", "/api/payment/methods", owner.cookie)).body.paymentMethods;
    expect(methods).toEqual([expect.objectContaining({ brand: "visa", last4: "4242", isDefault: true })]);
    const [stored] = await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, owner.id));
    expect(standIn.customers.get(customerId)?.invoice_settings).toEqual({
      default_payment_method: stored.providerMethodId,
    });
    await saveCard(owner, "pm_card_visa");
    expect([...standIn.customers.values()].filter((c) => c.email === owner.email)).toHaveLength(1);
  });
});

describe("paying an upgrade through Stripe", () => {
  it("upgrades once the PaymentIntent succeeded, and a replayed webhook changes nothing", async () => {
    const owner = await growthOwner();
    const started = await api("POST", "/api/subscription/create-upgrade-payment", owner.cookie, {
      targetTier: "pro",
      isYearly: false,
    });
    const intent = standIn.paymentIntents.get(started.body.paymentIntentId)!;
    expect(intent).toMatchObject({
      amount: started.body.amountToCharge,
      currency: "usd",
      setup_future_usage: "off_session",
    });
    expect(await confirmInBrowser(started.body.paymentIntentId, "pm_card_visa")).toBe("succeeded");

    const confirmed = await api("POST", "/api/subscription/confirm-upgrade", owner.cookie, {
      subscriptionTier: "pro",
      isYearly: false,
      paymentIntentId: started.body.paymentIntentId,
    });
    expect(confirmed.body).toMatchObject({ success: true, subscriptionTier: "pro" });
    const object = { id: started.body.paymentIntentId };
    const first = await sendEvent("payment_intent.succeeded", object, "evt_upgrade_1");
    const replay = await sendEvent("payment_intent.succeeded", object, "evt_upgrade_1");
    expect(JSON.parse(first.body)).toEqual({ received: true, duplicate: false });
    expect(JSON.parse(replay.body)).toEqual({ received: true, duplicate: true });
    await sendEvent("payment_intent.succeeded", object, "evt_upgrade_2");

    const rows = await paymentsOf(owner.id);
    expect(rows.map((p) => [p.kind, p.status, p.provider])).toEqual([["upgrade", "succeeded", "stripe"]]);
    expect((await accountOf(owner.id)).totalAmountPaid).toBe(started.body.amountToCharge);
    const recorded = await ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, "evt_upgrade_1"));
    expect(recorded).toHaveLength(1);
  });

  it("applies an upgrade from the webhook alone when the browser never came back", async () => {
    const owner = await growthOwner();
    const started = await api("POST", "/api/subscription/create-upgrade-payment", owner.cookie, { targetTier: "pro" });
    await confirmInBrowser(started.body.paymentIntentId, "pm_card_visa");
    await sendEvent("payment_intent.succeeded", { id: started.body.paymentIntentId });
    expect((await accountOf(owner.id)).subscriptionTier).toBe("pro");
    expect((await api("GET", "/api/payment/methods", owner.cookie)).body.paymentMethods).toHaveLength(1);
  });

  it("keeps the plan when the card is declined or still needs authentication", async () => {
    const owner = await growthOwner();
    for (const [card, outcome] of [
      ["pm_card_chargeDeclined", "card_declined"],
      ["pm_card_authenticationRequired", "requires_action"],
    ]) {
      const started = await api("POST", "/api/subscription/create-upgrade-payment", owner.cookie, {
        targetTier: "pro",
      });
      expect(await confirmInBrowser(started.body.paymentIntentId, card)).toBe(outcome);
      await sendEvent("payment_intent.payment_failed", { id: started.body.paymentIntentId });
      const confirm = await api("POST", "/api/subscription/confirm-upgrade", owner.cookie, {
        subscriptionTier: "pro",
        paymentIntentId: started.body.paymentIntentId,
      });
      expect(confirm.status).toBe(402);
    }
    expect((await accountOf(owner.id)).subscriptionTier).toBe("growth");
    expect(await paymentsOf(owner.id)).toEqual([]);
  });
});

describe("renewals charged off-session", () => {
  it("charges the saved card once per period, however many schedulers run", async () => {
    const owner = await growthOwner();
    await saveCard(owner, "pm_card_visa");
    const end = (await accountOf(owner.id)).currentPeriodEnd!;
    const later = new Date(end.getTime() + 1000);
    await Promise.all([
      runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: later }),
      runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: later }),
    ]);
    const customerId = (await accountOf(owner.id)).stripeCustomerId;
    const charges = [...standIn.paymentIntents.values()].filter(
      (pi) => pi.customer === customerId && pi.off_session === true,
    );
    expect(charges.map((pi) => [pi.amount, pi.status])).toEqual([[9900, "succeeded"]]);
    const rows = await paymentsOf(owner.id);
    expect(rows.map((p) => [p.kind, p.status, p.amount])).toEqual([["renewal", "succeeded", 9900]]);
    expect((await accountOf(owner.id)).currentPeriodStart?.getTime()).toBe(end.getTime());
  });

  it("makes the account past due when Stripe declines the renewal", async () => {
    const owner = await growthOwner();
    await saveCard(owner, "pm_card_chargeCustomerFail");
    const end = (await accountOf(owner.id)).currentPeriodEnd!;
    await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: new Date(end.getTime() + 1000) });
    expect((await accountOf(owner.id)).subscriptionStatus).toBe("past_due");
    expect((await api("GET", "/api/payment/status", owner.cookie)).body).toMatchObject({
      paymentValid: false,
      needsPaywall: false,
      reason: "payment_failed",
      amount: 9900,
    });
  });
});

describe("checkout through Stripe", () => {
  it("activates the account from the webhook and signs in the browser that checked out", async () => {
    const start = await ctx.app.inject({
      method: "POST",
      url: "/api/create-subscription-intent",
      payload: {
        planId: "growth",
        isYearly: false,
        customerInfo: {
          firstName: "Grace",
          lastName: "Hopper",
          email: "grace@example.com",
          password: "Harbor2026",
          confirmPassword: "Harbor2026",
        },
      },
    });
    expect(start.statusCode).toBe(200);
    const { paymentIntentId, amount } = JSON.parse(start.body);
    expect(amount).toBe(9900);
    expect(standIn.paymentIntents.get(paymentIntentId)?.customer).toMatch(/^cus_/);
    await confirmInBrowser(paymentIntentId, "pm_card_visa");
    await sendEvent("payment_intent.succeeded", { id: paymentIntentId });

    const complete = await ctx.app.inject({
      method: "POST",
      url: "/api/complete-registration",
      headers: { cookie: sessionCookie(start) },
      payload: { paymentIntent: paymentIntentId, planId: "growth", isYearly: false, email: "grace@example.com" },
    });
    expect(JSON.parse(complete.body)).toMatchObject({ success: true, autoLogin: true });
    const me = await api("GET", "/api/auth/user", sessionCookie(complete));
    expect(me.body).toMatchObject({
      email: "grace@example.com",
      subscriptionTier: "growth",
      subscriptionStatus: "active",
    });
  });
});

describe("payments Stripe took for a purpose that no longer holds", () => {
  const refundsOf = (intentId: string) => [...standIn.refunds.values()].filter((r) => r.payment_intent === intentId);

  it("refunds an upgrade whose price expired before it was reported, and answers 409 with the price now", async () => {
    const owner = await growthOwner();
    const started = await api("POST", "/api/subscription/create-upgrade-payment", owner.cookie, {
      targetTier: "pro",
      isYearly: false,
    });
    // Paid in the browser, but reported only after the price's 30 minutes.
    await ctx.database.db
      .update(paymentIntents)
      .set({
        purpose: sql`jsonb_set(${paymentIntents.purpose}, '{pricedFor,expiresAt}', to_jsonb(${new Date(Date.now() - 1000).toISOString()}::text))`,
      })
      .where(eq(paymentIntents.id, started.body.paymentIntentId));
    expect(await confirmInBrowser(started.body.paymentIntentId, "pm_card_visa")).toBe("succeeded");
    await sendEvent("payment_intent.succeeded", { id: started.body.paymentIntentId });

    expect(refundsOf(started.body.paymentIntentId)).toEqual([
      expect.objectContaining({ amount: started.body.amountToCharge }),
    ]);
    expect((await accountOf(owner.id)).subscriptionTier).toBe("growth");
    expect((await accountOf(owner.id)).totalAmountPaid).toBe(0);
    const confirmed = await api("POST", "/api/subscription/confirm-upgrade", owner.cookie, {
      subscriptionTier: "pro",
      paymentIntentId: started.body.paymentIntentId,
    });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body).toMatchObject({ message: UPGRADE_PAYMENT_REFUNDED_MESSAGE, error: "CONFLICT" });
    expect(confirmed.body.quote.chargeAmount).toBeGreaterThan(0);
    expect((await paymentsOf(owner.id)).map((p) => [p.kind, p.status])).toEqual([["upgrade", "refunded"]]);
    expect(refundsOf(started.body.paymentIntentId)).toHaveLength(1);
  });

  it("refunds the second of two paid checkouts for one email and keeps the first one's account", async () => {
    const start = (password: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/create-subscription-intent",
        payload: {
          planId: "basic",
          customerInfo: {
            firstName: "Twin",
            lastName: "Buyer",
            email: "twins@example.com",
            password,
            confirmPassword: password,
          },
        },
      });
    const first = await start("Harbor2026");
    const second = await start("Intruder2026");
    const firstId = JSON.parse(first.body).paymentIntentId;
    const secondId = JSON.parse(second.body).paymentIntentId;
    for (const intentId of [firstId, secondId]) {
      await confirmInBrowser(intentId, "pm_card_visa");
      await sendEvent("payment_intent.succeeded", { id: intentId });
    }
    expect(refundsOf(firstId)).toEqual([]);
    expect(refundsOf(secondId)).toEqual([expect.objectContaining({ amount: 4900 })]);
    const complete = (response: typeof first, paymentIntent: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/complete-registration",
        headers: { cookie: sessionCookie(response) },
        payload: { paymentIntent, planId: "basic", email: "twins@example.com" },
      });
    expect(JSON.parse((await complete(first, firstId)).body)).toMatchObject({ success: true, autoLogin: true });
    const late = await complete(second, secondId);
    expect(late.statusCode).toBe(409);
    expect(JSON.parse(late.body).message).toBe(CHECKOUT_REFUNDED_MESSAGE);
    // The account that signs in with the address; the refunded checkout's own row never took it (issue 34).
    const [account] = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.email, "twins@example.com"), isNotNull(users.passwordHash)));
    expect(account.totalAmountPaid).toBe(4900);
    expect((await paymentsOf(account.id)).map((p) => [p.providerPaymentId, p.status])).toEqual([
      [firstId, "succeeded"],
    ]);
    // The second payment is recorded on its own checkout's row, refunded.
    const [refunded] = await ctx.database.db.select().from(payments).where(eq(payments.providerPaymentId, secondId));
    expect(refunded.status).toBe("refunded");
  });
});

describe("the webhook endpoint", () => {
  it("refuses events without a valid signature and records nothing", async () => {
    const forged = await sendEvent("payment_intent.succeeded", { id: "pi_forged" }, "evt_forged", "whsec_other");
    expect(forged.statusCode).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({ error: "BAD_REQUEST", message: "Invalid webhook signature" });
    const unsigned = await ctx.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, "evt_forged"))).toEqual([]);
  });

  it("acknowledges events it does not act on", async () => {
    const other = await sendEvent("customer.created", { id: "cus_unrelated" });
    expect(JSON.parse(other.body)).toEqual({ received: true, duplicate: false });
  });
});
