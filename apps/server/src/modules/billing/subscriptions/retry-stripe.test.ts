import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, users } from "../../../db/schema";
import { type Account, createAccount, startMonthlyPeriod } from "../../../test/fixtures";
import { useStripeTestContext } from "../../../test/stripe-suite";
import { runDueSubscriptionJobs } from "./scheduler";

/** Retry Payment and Reactivate through Stripe when the bank asks for 3-D Secure (decision 75). */

const DAY = 24 * 60 * 60 * 1000;

const { ctx, api, standIn, stripe, sendEvent: sendSignedEvent } = useStripeTestContext();

async function sendEvent(type: string, id: string) {
  expect((await sendSignedEvent(type, { id })).statusCode).toBe(200);
}

/** What Stripe does once the customer approves the bank's window for this intent. */
function approveAuthentication(store: Map<string, Record<string, unknown>>, id: string) {
  Object.assign(store.get(id)!, { status: "succeeded", last_payment_error: null });
}

/** Saves a card through a SetupIntent; the authentication card's 3-D Secure step is approved. */
async function saveCard(owner: Account, token: string) {
  const setup = await api("POST", "/api/payment/update-method", owner.cookie);
  const intentId = String(setup.body.clientSecret).split("_secret_")[0];
  const { status } = await stripe().setupIntents.confirm(intentId, { payment_method: token });
  if (status === "requires_action") approveAuthentication(standIn.setupIntents, intentId);
  await sendEvent("setup_intent.succeeded", intentId);
}

/** A Growth owner whose renewal was declined, now with the authentication card saved. */
async function pastDueOwner() {
  const owner = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
  const start = await startMonthlyPeriod(ctx.database.db, owner.id);
  await saveCard(owner, "pm_card_chargeCustomerFail");
  const end = new Date(start.getTime() + 30 * DAY);
  await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: new Date(end.getTime() + 1000) });
  const status = (await api("GET", "/api/payment/status", owner.cookie)).body;
  expect(status).toMatchObject({ paymentValid: false, needsPaywall: false, reason: "payment_failed" });
  await saveCard(owner, "pm_card_authenticationRequired");
  return { owner, invoiceId: status.invoiceId as number };
}

const succeededPayments = async (owner: Account) =>
  (await ctx.database.db.select().from(payments).where(eq(payments.userId, owner.id))).filter(
    (p) => p.status === "succeeded",
  );

describe("Retry Payment through Stripe with a card that needs authentication", () => {
  it("answers the charge's client secret, and settles the invoice once after the customer authenticated", async () => {
    const { owner, invoiceId } = await pastDueOwner();
    const pending = await api("POST", "/api/payment/retry", owner.cookie, { invoiceId });
    expect(pending.body).toMatchObject({ success: false, requiresAction: true });
    expect(pending.body.clientSecret).toBe(standIn.paymentIntents.get(pending.body.paymentIntentId)?.client_secret);

    const early = await api("POST", "/api/payment/retry", owner.cookie, {
      invoiceId,
      paymentIntentId: pending.body.paymentIntentId,
    });
    expect(early.body).toEqual({ success: false, message: "Unable to process payment. Please try again." });

    approveAuthentication(standIn.paymentIntents, pending.body.paymentIntentId);
    const confirmed = await api("POST", "/api/payment/retry", owner.cookie, {
      invoiceId,
      paymentIntentId: pending.body.paymentIntentId,
    });
    expect(confirmed.body).toEqual({ success: true, message: "Your payment has been processed successfully." });
    await sendEvent("payment_intent.succeeded", pending.body.paymentIntentId);
    expect((await api("GET", "/api/payment/status", owner.cookie)).body).toMatchObject({ needsPaywall: false });
    expect((await succeededPayments(owner)).map((p) => [p.kind, p.amount])).toEqual([["renewal", 9900]]);
  });

  it("refunds an earlier waiting retry the customer still approves after a later one paid the invoice", async () => {
    const { owner, invoiceId } = await pastDueOwner();
    const first = await api("POST", "/api/payment/retry", owner.cookie, { invoiceId });
    const second = await api("POST", "/api/payment/retry", owner.cookie, { invoiceId });
    expect(second.body).toMatchObject({ requiresAction: true });
    approveAuthentication(standIn.paymentIntents, second.body.paymentIntentId);
    await sendEvent("payment_intent.succeeded", second.body.paymentIntentId);

    // The first bank window was still open at Stripe; the customer approves it too.
    approveAuthentication(standIn.paymentIntents, first.body.paymentIntentId);
    await sendEvent("payment_intent.succeeded", first.body.paymentIntentId);

    const refunds = [...standIn.refunds.values()].filter((r) => r.payment_intent === first.body.paymentIntentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: 9900 })]);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.userId, owner.id));
    expect(rows.filter((p) => p.providerPaymentId === first.body.paymentIntentId).map((p) => p.status)).toEqual([
      "refunded",
    ]);
    expect((await succeededPayments(owner)).map((p) => [p.kind, p.amount])).toEqual([["renewal", 9900]]);
    const [paid] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(paid.totalAmountPaid).toBe(9900);
  });

  it("settles from the webhook when the browser never came back", async () => {
    const { owner, invoiceId } = await pastDueOwner();
    const pending = await api("POST", "/api/payment/retry", owner.cookie, { invoiceId });
    approveAuthentication(standIn.paymentIntents, pending.body.paymentIntentId);
    await sendEvent("payment_intent.succeeded", pending.body.paymentIntentId);
    expect((await api("GET", "/api/payment/status", owner.cookie)).body).toMatchObject({ needsPaywall: false });
    expect(await succeededPayments(owner)).toHaveLength(1);
    expect((await api("POST", "/api/payment/retry", owner.cookie, { invoiceId })).status).toBe(404);
  });
});

describe("Reactivate through Stripe with a card that needs authentication", () => {
  it("refunds an earlier waiting reactivation the customer still approves after a later one paid", async () => {
    const { owner } = await pastDueOwner();
    const ended = new Date(Date.now() - DAY);
    await ctx.database.db
      .update(users)
      .set({ subscriptionStatus: "canceled", currentPeriodEnd: ended })
      .where(eq(users.id, owner.id));
    const first = await api("POST", "/api/subscription/reactivate", owner.cookie);
    const second = await api("POST", "/api/subscription/reactivate", owner.cookie);
    expect(second.body).toMatchObject({ requiresAction: true });
    approveAuthentication(standIn.paymentIntents, second.body.paymentIntentId);
    await sendEvent("payment_intent.succeeded", second.body.paymentIntentId);
    expect((await api("GET", "/api/payment/status", owner.cookie)).body).toMatchObject({ needsPaywall: false });

    approveAuthentication(standIn.paymentIntents, first.body.paymentIntentId);
    await sendEvent("payment_intent.succeeded", first.body.paymentIntentId);

    const refunds = [...standIn.refunds.values()].filter((r) => r.payment_intent === first.body.paymentIntentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: 9900 })]);
    expect((await succeededPayments(owner)).map((p) => p.providerPaymentId)).toEqual([second.body.paymentIntentId]);
    const [paid] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(paid.totalAmountPaid).toBe(9900);
  });
});
