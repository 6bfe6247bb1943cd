import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MONTHLY_ONLY_MESSAGE, PLANS, TEST_CARDS } from "@stockroom/shared";
import { paymentIntents, pendingCheckouts, users } from "../../../db/schema";
import { type Account, createAccount, testCard } from "../../../test/fixtures";
import { useTestContext } from "../../../test/suite";

/**
 * Plans are sold monthly only (accounts §9, decision 189). Every call that takes `isYearly` refuses true with the
 * same message and changes nothing; an account that pays yearly from before keeps its period through an upgrade,
 * priced on yearly prices, so its prepaid year is never lost (issue 36: a yearly Growth account upgraded to Pro
 * lost about $790).
 */

const { ctx, api } = useTestContext({ seed: false });

afterEach(() => vi.useRealTimers());

const START = new Date("2026-01-01T00:00:00.000Z");
const END = new Date("2027-01-01T00:00:00.000Z");

/** An owner on Growth, paying yearly for 2026, with a saved card that pays. */
async function yearlyOwner(): Promise<Account> {
  const account = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
  await ctx.database.db
    .update(users)
    .set({ billingPeriod: "yearly", currentPeriodStart: START, currentPeriodEnd: END })
    .where(eq(users.id, account.id));
  const setup = await api("POST", "/api/payment/update-method", account.cookie);
  await api("POST", "/api/local-payments/confirm", undefined, {
    clientSecret: setup.body.clientSecret,
    card: testCard(TEST_CARDS.success),
  });
  return account;
}

const accountOf = async (id: string) =>
  (
    await ctx.database.db
      .select({
        tier: users.subscriptionTier,
        period: users.billingPeriod,
        start: users.currentPeriodStart,
        end: users.currentPeriodEnd,
      })
      .from(users)
      .where(eq(users.id, id))
  )[0];

describe("yearly billing is not sold", () => {
  it("refuses a yearly checkout with the message, and opens no payment", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/create-subscription-intent",
      remoteAddress: "10.9.0.1",
      payload: {
        planId: "growth",
        isYearly: true,
        customerInfo: {
          firstName: "Ada",
          lastName: "Lovelace",
          email: "yearly@example.com",
          password: "Harbor2026",
          confirmPassword: "Harbor2026",
        },
      },
    });

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ message: MONTHLY_ONLY_MESSAGE, error: "VALIDATION_ERROR" });
    expect(await ctx.database.db.select().from(pendingCheckouts)).toEqual([]);
    expect(await ctx.database.db.select().from(paymentIntents)).toEqual([]);
  });

  it.each([
    ["/api/subscription/create-upgrade-intent", { subscriptionTier: "pro", isYearly: true }],
    ["/api/subscription/calculate-upgrade", { subscriptionTier: "pro", isYearly: true }],
    ["/api/subscription/create-upgrade-payment", { targetTier: "pro", isYearly: true }],
    ["/api/subscription/confirm-upgrade", { subscriptionTier: "pro", isYearly: true }],
    ["/api/subscription/try-auto-payment", { subscriptionTier: "pro", isYearly: true }],
    ["/api/subscription/update", { subscriptionTier: "pro", isYearly: true }],
  ])("refuses isYearly true on %s and leaves the account as it was", async (url, body) => {
    const account = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
    const before = await accountOf(account.id);

    const response = await api("POST", url, account.cookie, body);

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MONTHLY_ONLY_MESSAGE);
    expect(await accountOf(account.id)).toEqual(before);
  });
});

describe("an account that pays yearly from before", () => {
  it("upgrades within its year on yearly prices, keeping the period and what it prepaid", async () => {
    const account = await yearlyOwner();
    vi.useFakeTimers({ toFake: ["Date"] });
    // Half of the year is left.
    const now = new Date(START.getTime() + (END.getTime() - START.getTime()) / 2);
    vi.setSystemTime(now);

    const quote = (
      await api("POST", "/api/subscription/calculate-upgrade", account.cookie, { subscriptionTier: "pro" })
    ).body.calculation;

    const unused = Math.round(PLANS.growth.yearlyPrice / 2);
    expect(quote.unusedValue).toBe(unused);
    expect(quote.chargeAmount).toBe(Math.round(PLANS.pro.yearlyPrice / 2) - unused);
    expect(quote.summary).toEqual({ nextChargeAmount: PLANS.pro.yearlyPrice, nextChargeDate: END.toISOString() });

    const paid = await api("POST", "/api/subscription/try-auto-payment", account.cookie, {
      subscriptionTier: "pro",
      amount: quote.chargeAmount,
    });
    expect(paid.body).toMatchObject({ success: true });
    expect(await accountOf(account.id)).toEqual({ tier: "pro", period: "yearly", start: START, end: END });
  });
});
