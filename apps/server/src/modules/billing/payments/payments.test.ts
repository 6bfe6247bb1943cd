import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_CARDS } from "@stockroom/shared";
import { payments, users } from "../../../db/schema";
import { type Account, createAccount, startMonthlyPeriod, testCard } from "../../../test/fixtures";
import { useTestContext } from "../../../test/suite";

const { ctx, api } = useTestContext({ seed: false });

/** A basic-plan owner ten days into a 30-day period. */
async function basicOwner(): Promise<Account> {
  const owner = await createAccount(ctx.app, ctx.database.db, { tier: "basic" });
  await startMonthlyPeriod(ctx.database.db, owner.id);
  return owner;
}

const tierOf = async (id: string) =>
  (
    await ctx.database.db
      .select({ tier: users.subscriptionTier, paid: users.totalAmountPaid })
      .from(users)
      .where(eq(users.id, id))
  )[0];

describe("paying an upgrade with the built-in provider", () => {
  it("upgrades once with the success card, saves the card, and ignores a replayed confirmation", async () => {
    const owner = await basicOwner();
    const started = await api("POST", "/api/subscription/create-upgrade-payment", owner.cookie, {
      targetTier: "growth",
      isYearly: false,
    });
    expect(started.body.amountToCharge).toBeGreaterThan(0);
    const confirmed = await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: started.body.clientSecret,
      card: testCard("4242 4242 4242 4242"),
    });
    expect(confirmed.body).toMatchObject({ status: "succeeded", error: null });

    const body = { subscriptionTier: "growth", isYearly: false, paymentIntentId: started.body.paymentIntentId };
    expect((await api("POST", "/api/subscription/confirm-upgrade", owner.cookie, body)).body).toMatchObject({
      success: true,
      subscriptionTier: "growth",
    });
    const after = await tierOf(owner.id);
    expect(after).toEqual({ tier: "growth", paid: started.body.amountToCharge });
    expect((await api("POST", "/api/subscription/confirm-upgrade", owner.cookie, body)).body).toMatchObject({
      success: true,
      subscriptionTier: "growth",
    });
    expect((await tierOf(owner.id)).paid).toBe(started.body.amountToCharge);
    const recorded = await ctx.database.db.select().from(payments).where(eq(payments.userId, owner.id));
    expect(recorded.map((p) => [p.kind, p.status, p.amount])).toEqual([
      ["upgrade", "succeeded", started.body.amountToCharge],
    ]);
    // Paid for the rest of the current period, which its receipt prints (decision 194).
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(recorded[0].periodEnd).toEqual(account.currentPeriodEnd);
    expect(recorded[0].periodStart!.getTime()).toBeLessThanOrEqual(Date.now());

    const methods = await api("GET", "/api/payment/methods", owner.cookie);
    expect(methods.body.paymentMethods).toEqual([
      expect.objectContaining({ brand: "visa", last4: "4242", isDefault: true }),
    ]);
  });

  it("leaves the plan unchanged when the card is declined", async () => {
    const owner = await basicOwner();
    const started = await api("POST", "/api/subscription/create-upgrade-payment", owner.cookie, { targetTier: "pro" });
    const declined = await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: started.body.clientSecret,
      card: testCard(TEST_CARDS.declined),
    });
    expect(declined.body).toMatchObject({ status: "requires_payment_method", error: "Your card was declined." });
    const confirm = await api("POST", "/api/subscription/confirm-upgrade", owner.cookie, {
      subscriptionTier: "pro",
      paymentIntentId: started.body.paymentIntentId,
    });
    expect(confirm.status).toBe(402);
    expect((await tierOf(owner.id)).tier).toBe("basic");
  });

  it("completes after authentication with the requires-action card", async () => {
    const owner = await basicOwner();
    const started = await api("POST", "/api/subscription/create-upgrade-payment", owner.cookie, {
      targetTier: "growth",
    });
    const pending = await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: started.body.clientSecret,
      card: testCard(TEST_CARDS.requiresAction),
    });
    expect(pending.body.status).toBe("requires_action");
    const early = await api("POST", "/api/subscription/confirm-upgrade", owner.cookie, {
      subscriptionTier: "growth",
      paymentIntentId: started.body.paymentIntentId,
    });
    expect(early.status).toBe(402);
    const done = await api("POST", "/api/local-payments/authenticate", undefined, {
      clientSecret: started.body.clientSecret,
      approve: true,
    });
    expect(done.body.status).toBe("succeeded");
    expect(
      (
        await api("POST", "/api/subscription/confirm-upgrade", owner.cookie, {
          subscriptionTier: "growth",
          paymentIntentId: started.body.paymentIntentId,
        })
      ).status,
    ).toBe(200);
    expect((await tierOf(owner.id)).tier).toBe("growth");
  });

  it("refuses invalid cards, unknown secrets and other users' payments", async () => {
    const owner = await basicOwner();
    const other = await basicOwner();
    const started = await api("POST", "/api/subscription/create-upgrade-payment", owner.cookie, {
      targetTier: "growth",
    });
    const invalid = await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: started.body.clientSecret,
      card: testCard("4242424242424241"),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("Your card number is invalid.");
    expect(
      (
        await api("POST", "/api/local-payments/confirm", undefined, {
          clientSecret: "nope",
          card: testCard(TEST_CARDS.success),
        })
      ).status,
    ).toBe(404);
    await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: started.body.clientSecret,
      card: testCard(TEST_CARDS.success),
    });
    const stolen = await api("POST", "/api/subscription/confirm-upgrade", other.cookie, {
      subscriptionTier: "growth",
      paymentIntentId: started.body.paymentIntentId,
    });
    expect(stolen.status).toBe(404);
    expect((await tierOf(other.id)).tier).toBe("basic");
  });
});

describe("auto-payment with the saved card", () => {
  it("says there is no card, then pays with a saved one, and reports a later decline", async () => {
    const owner = await basicOwner();
    const none = await api("POST", "/api/subscription/try-auto-payment", owner.cookie, {
      subscriptionTier: "growth",
      isYearly: false,
    });
    expect(none.body).toEqual({ success: false, reason: "no_payment_method" });

    const setup = await api("POST", "/api/payment/update-method", owner.cookie);
    await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: setup.body.clientSecret,
      card: testCard(TEST_CARDS.declinesLater),
    });
    const declined = await api("POST", "/api/subscription/try-auto-payment", owner.cookie, {
      subscriptionTier: "growth",
    });
    expect(declined.body).toEqual({ success: false, reason: "declined" });
    expect((await tierOf(owner.id)).tier).toBe("basic");

    const replace = await api("POST", "/api/payment/update-method", owner.cookie);
    await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: replace.body.clientSecret,
      card: testCard(TEST_CARDS.success),
    });
    const paid = await api("POST", "/api/subscription/try-auto-payment", owner.cookie, { subscriptionTier: "growth" });
    expect(paid.body).toEqual({ success: true, reason: null });
    expect((await tierOf(owner.id)).tier).toBe("growth");
  });

  it("serves the provider configuration for the card form", async () => {
    expect((await api("GET", "/api/stripe/config")).body).toEqual({
      publishableKey: null,
      provider: "local",
      testPayments: false,
    });
  });
});
