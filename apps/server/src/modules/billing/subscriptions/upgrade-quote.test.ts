import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  TEST_CARDS,
  UPGRADE_PRICE_CHANGED_MESSAGE,
  UPGRADE_QUOTE_TTL_MS,
  type PaidTier,
  type Tier,
} from "@stockroom/shared";
import { paymentIntents, payments, users } from "../../../db/schema";
import { signIn } from "../../../test/context";
import { type Account, FIXTURE_PASSWORD, createAccount, testCard } from "../../../test/fixtures";
import { runDueSubscriptionJobs } from "./scheduler";
import { useTestContext } from "../../../test/suite";

/**
 * An upgrade's price holds for 30 minutes and only while the account's plan and period are the ones
 * it was computed from; otherwise every payment path answers 409 with the price now and charges
 * nothing. The clock is Date faked by vitest (timers stay real, for the database), set after the real
 * date: PostgreSQL compares session expiry with its own clock.
 */

const { ctx, api } = useTestContext({ seed: false });

afterEach(() => vi.useRealTimers());

function setClock(at: Date | number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

/** An owner on `tier` monthly for the given period, with a saved success card when asked. */
async function owner(tier: Tier, start: string, end: string, { card = false } = {}): Promise<Account> {
  const account = await createAccount(ctx.app, ctx.database.db, { tier });
  await ctx.database.db
    .update(users)
    .set({ billingPeriod: "monthly", currentPeriodStart: new Date(start), currentPeriodEnd: new Date(end) })
    .where(eq(users.id, account.id));
  if (card) {
    const setup = await api("POST", "/api/payment/update-method", account.cookie);
    await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: setup.body.clientSecret,
      card: testCard(TEST_CARDS.success),
    });
  }
  return account;
}

/** Everything an attempt to pay could change: payments, the ledger and the account's plan and totals. */
async function moneyOf(id: string) {
  const db = ctx.database.db;
  return {
    payments: await db.select().from(payments).where(eq(payments.userId, id)).orderBy(asc(payments.id)),
    intents: await db
      .select({ id: paymentIntents.id, status: paymentIntents.status, appliedAt: paymentIntents.appliedAt })
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, id))
      .orderBy(asc(paymentIntents.id)),
    account: (
      await db
        .select({
          tier: users.subscriptionTier,
          paid: users.totalAmountPaid,
          start: users.currentPeriodStart,
          end: users.currentPeriodEnd,
        })
        .from(users)
        .where(eq(users.id, id))
    )[0],
  };
}

const startPayment = (account: Account, targetTier: PaidTier) =>
  api("POST", "/api/subscription/create-upgrade-payment", account.cookie, { targetTier, isYearly: false });
const payWithCard = (clientSecret: string, number: string = TEST_CARDS.success) =>
  api("POST", "/api/local-payments/confirm", undefined, { clientSecret, card: testCard(number) });
const calculate = async (account: Account, tier: PaidTier) =>
  (await api("POST", "/api/subscription/calculate-upgrade", account.cookie, { subscriptionTier: tier })).body
    .calculation;

describe("an upgrade payment's price", () => {
  it("holds for 30 minutes: a card confirmed at 29:59 pays it, at 30:00 gets 409 with the price now", async () => {
    const t0 = new Date("2027-06-10T09:00:00Z");
    setClock(t0);
    const early = await owner("starter", "2027-06-01T00:00:00Z", "2027-07-01T00:00:00Z");
    const late = await owner("starter", "2027-06-01T00:00:00Z", "2027-07-01T00:00:00Z");
    const earlyPayment = await startPayment(early, "growth");
    const latePayment = await startPayment(late, "growth");
    expect(latePayment.body.amountToCharge).toBe(earlyPayment.body.amountToCharge);

    setClock(t0.getTime() + UPGRADE_QUOTE_TTL_MS - 1000);
    expect((await payWithCard(earlyPayment.body.clientSecret)).body.status).toBe("succeeded");
    expect((await moneyOf(early.id)).account).toMatchObject({ tier: "growth", paid: earlyPayment.body.amountToCharge });

    setClock(t0.getTime() + UPGRADE_QUOTE_TTL_MS);
    const before = await moneyOf(late.id);
    const refused = await payWithCard(latePayment.body.clientSecret);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: UPGRADE_PRICE_CHANGED_MESSAGE,
      error: "CONFLICT",
      quote: await calculate(late, "growth"),
    });
    expect(refused.body.quote.chargeAmount).toBeLessThan(latePayment.body.amountToCharge);
    const confirm = await api("POST", "/api/subscription/confirm-upgrade", late.cookie, {
      subscriptionTier: "growth",
      paymentIntentId: latePayment.body.paymentIntentId,
    });
    expect(confirm.status).toBe(409);
    expect(await moneyOf(late.id)).toEqual(before);
  });

  it("is refused when a renewal started a new period between quote and card (the reported $199.99 for $479.97)", async () => {
    setClock(new Date("2027-06-18T12:01:00Z"));
    const account = await owner("starter", "2027-06-01T00:00:00Z", "2027-07-01T00:00:00Z", { card: true });
    const started = await startPayment(account, "enterprise");
    expect(started.body.amountToCharge).toBe(19999);

    setClock(new Date("2027-07-01T00:00:30Z"));
    await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider);
    setClock(new Date("2027-07-01T00:02:15Z"));
    const cookie = await signIn(ctx.app, account.email, FIXTURE_PASSWORD);
    const before = await moneyOf(account.id);
    expect(before.account.start).toEqual(new Date("2027-07-01T00:00:00Z"));

    const refused = await payWithCard(started.body.clientSecret);
    expect(refused.status).toBe(409);
    expect(refused.body.quote).toMatchObject({ chargeAmount: 47997, proratedDays: 31 });
    const confirm = await api("POST", "/api/subscription/confirm-upgrade", cookie, {
      subscriptionTier: "enterprise",
      paymentIntentId: started.body.paymentIntentId,
    });
    expect(confirm.status).toBe(409);
    expect(confirm.body.quote.chargeAmount).toBe(47997);
    expect(await moneyOf(account.id)).toEqual(before);

    // Confirming again from the new quote pays the fair price.
    const fresh = await startPayment({ ...account, cookie }, "enterprise");
    expect(fresh.body.amountToCharge).toBe(47997);
    expect((await payWithCard(fresh.body.clientSecret)).body.status).toBe("succeeded");
    expect((await moneyOf(account.id)).account).toMatchObject({ tier: "enterprise" });
  });

  it("is refused within the 30 minutes when a renewal changed the period", async () => {
    const t0 = new Date("2027-06-30T23:50:00Z");
    setClock(t0);
    const account = await owner("basic", "2027-06-01T00:00:00Z", "2027-07-01T00:00:00Z", { card: true });
    const started = await startPayment(account, "pro");
    setClock(new Date("2027-07-01T00:01:00Z"));
    await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider);
    setClock(new Date("2027-07-01T00:05:00Z"));
    const before = await moneyOf(account.id);
    const refused = await payWithCard(started.body.clientSecret);
    expect(refused.status).toBe(409);
    expect(refused.body.quote.chargeAmount).toBeGreaterThan(started.body.amountToCharge * 10);
    expect(await moneyOf(account.id)).toEqual(before);
  });

  it("is refused when the plan changed between quote and card, and after 3-D Secure the same", async () => {
    setClock(new Date("2027-06-10T09:00:00Z"));
    const account = await owner("starter", "2027-06-01T00:00:00Z", "2027-07-01T00:00:00Z");
    const toPro = await startPayment(account, "pro");
    const secure = await startPayment(account, "pro");
    expect((await payWithCard(secure.body.clientSecret, TEST_CARDS.requiresAction)).body.status).toBe(
      "requires_action",
    );
    const toGrowth = await startPayment(account, "growth");
    expect((await payWithCard(toGrowth.body.clientSecret)).body.status).toBe("succeeded");

    setClock(new Date("2027-06-10T09:05:00Z"));
    const before = await moneyOf(account.id);
    const refused = await payWithCard(toPro.body.clientSecret);
    expect(refused.status).toBe(409);
    expect(refused.body.quote).toEqual(await calculate(account, "pro"));
    const authenticated = await api("POST", "/api/local-payments/authenticate", undefined, {
      clientSecret: secure.body.clientSecret,
      approve: true,
    });
    expect(authenticated.status).toBe(409);
    expect(await moneyOf(account.id)).toEqual(before);
  });
});

describe("paying an upgrade with the saved card", () => {
  it("answers 409 with the quote when the price rose since it was shown, and charges nothing", async () => {
    setClock(new Date("2027-06-30T23:50:00Z"));
    const account = await owner("basic", "2027-06-01T00:00:00Z", "2027-07-01T00:00:00Z", { card: true });
    const shown = (await calculate(account, "growth")).chargeAmount;
    setClock(new Date("2027-07-01T00:01:00Z"));
    await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider);
    const before = await moneyOf(account.id);
    const refused = await api("POST", "/api/subscription/try-auto-payment", account.cookie, {
      subscriptionTier: "growth",
      amount: shown,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: "CONFLICT", quote: await calculate(account, "growth") });
    expect(await moneyOf(account.id)).toEqual(before);
  });

  it("charges the price now when it fell a little since it was shown (time passed)", async () => {
    setClock(new Date("2027-06-10T09:00:00Z"));
    const account = await owner("basic", "2027-06-01T00:00:00Z", "2027-07-01T00:00:00Z", { card: true });
    const shown = (await calculate(account, "pro_plus")).chargeAmount;
    setClock(new Date("2027-06-10T09:20:00Z"));
    const now = (await calculate(account, "pro_plus")).chargeAmount;
    expect(now).toBeLessThan(shown);
    const paid = await api("POST", "/api/subscription/try-auto-payment", account.cookie, {
      subscriptionTier: "pro_plus",
      amount: shown,
    });
    expect(paid.body).toEqual({ success: true, reason: null });
    expect((await moneyOf(account.id)).payments.at(-1)).toMatchObject({ kind: "upgrade", amount: now });
  });
});

describe("an upgrade intent opened before prices were recorded", () => {
  it("is treated as expired", async () => {
    setClock(new Date("2027-06-10T09:00:00Z"));
    const account = await owner("starter", "2027-06-01T00:00:00Z", "2027-07-01T00:00:00Z");
    const started = await startPayment(account, "basic");
    await ctx.database.db
      .update(paymentIntents)
      .set({ purpose: { kind: "upgrade", tier: "basic", yearly: false } })
      .where(eq(paymentIntents.id, started.body.paymentIntentId));
    expect((await payWithCard(started.body.clientSecret)).status).toBe(409);
    expect((await moneyOf(account.id)).payments).toEqual([]);
  });
});
