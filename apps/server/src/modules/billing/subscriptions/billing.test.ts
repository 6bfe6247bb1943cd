import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, users } from "../../../db/schema";
import { type TestContext, createTestContext } from "../../../test/context";
import { client, createAccount, seededGroup, startMonthlyPeriod } from "../../../test/fixtures";
import type { PublicUser } from "../../users/repo";
import { type PaymentStatusAccount, evaluatePaymentStatus } from "@stockroom/shared";

const now = new Date("2026-06-15T12:00:00Z");
const account = (patch: Partial<PublicUser & PaymentStatusAccount>) =>
  ({
    pastDueSince: null,
    id: "u1",
    role: "owner",
    subscriptionStatus: "active",
    subscriptionTier: "growth",
    currentPeriodEnd: new Date("2026-06-30T00:00:00Z"),
    trialEndsAt: null,
    currentMaxPaid: 9900,
    totalAmountPaid: 19800,
    lastPaymentDate: new Date("2026-05-30T00:00:00Z"),
    ...patch,
  }) as PublicUser & PaymentStatusAccount;

describe("evaluatePaymentStatus", () => {
  it("lets active accounts, admins and demo users through", () => {
    expect(evaluatePaymentStatus(account({}), null, now)).toMatchObject({ paymentValid: true, needsPaywall: false });
    expect(
      evaluatePaymentStatus(account({ role: "admin", subscriptionStatus: "inactive" }), null, now).needsPaywall,
    ).toBe(false);
    expect(
      evaluatePaymentStatus(account({ role: "demo", subscriptionStatus: "past_due" }), null, now).needsPaywall,
    ).toBe(false);
  });

  it("keeps a canceled subscription usable until its period ends, then asks to reactivate", () => {
    expect(evaluatePaymentStatus(account({ subscriptionStatus: "canceled" }), null, now)).toMatchObject({
      paymentValid: true,
      canReactivate: true,
    });
    const ended = evaluatePaymentStatus(
      account({ subscriptionStatus: "canceled", currentPeriodEnd: new Date("2026-06-01T00:00:00Z") }),
      null,
      now,
    );
    expect(ended).toMatchObject({ needsPaywall: true, reason: "subscription_inactive", canReactivate: true });
  });

  it("names the failed or unconfirmed payment of a past-due account", () => {
    const failed = evaluatePaymentStatus(
      account({ subscriptionStatus: "past_due" }),
      { id: 7, amount: 9900, status: "failed" },
      now,
    );
    expect(failed).toMatchObject({ needsPaywall: true, reason: "payment_failed", invoiceId: 7, amount: 9900 });
    const action = evaluatePaymentStatus(
      account({ subscriptionStatus: "past_due" }),
      { id: 8, amount: 9900, status: "requires_action" },
      now,
    );
    expect(action.reason).toBe("requires_action");
  });

  it("asks for a payment method when a trial has ended, and blocks inactive accounts", () => {
    const trial = account({ subscriptionStatus: "trialing", trialEndsAt: new Date("2026-06-01T00:00:00Z") });
    expect(evaluatePaymentStatus(trial, null, now).reason).toBe("no_payment_method");
    expect(evaluatePaymentStatus(account({ subscriptionStatus: "inactive" }), null, now).reason).toBe(
      "subscription_inactive",
    );
  });
});

describe("billing API", () => {
  let ctx: TestContext;
  let api: ReturnType<typeof client>;
  let group: Awaited<ReturnType<typeof seededGroup>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    api = client(ctx.app);
    group = await seededGroup(ctx.app, ctx.database.db);
  });
  afterAll(() => ctx.close());

  it("reports the seeded owner as paid up, and a manager by their owner's subscription", async () => {
    expect((await api("GET", "/api/payment/status", group.owner.cookie)).body).toMatchObject({
      paymentValid: true,
      needsPaywall: false,
      subscriptionTier: "growth",
      totalAmountPaid: 29700,
    });
    const [failed] = await ctx.database.db
      .insert(payments)
      .values({ userId: group.owner.id, amount: 9900, kind: "renewal", status: "failed", tier: "growth" })
      .returning({ id: payments.id });
    await ctx.database.db.update(users).set({ subscriptionStatus: "past_due" }).where(eq(users.id, group.owner.id));
    const managerView = (await api("GET", "/api/payment/status", group.manager.cookie)).body;
    expect(managerView).toMatchObject({
      needsPaywall: true,
      reason: "payment_failed",
      invoiceId: failed.id,
      amount: 9900,
    });
    await ctx.database.db.update(users).set({ subscriptionStatus: "active" }).where(eq(users.id, group.owner.id));
    expect((await api("GET", "/api/payment/status")).status).toBe(401);
  });

  it("answers subscription info and the next payment", async () => {
    const info = (await api("GET", "/api/subscription/info", group.owner.cookie)).body;
    expect(info).toMatchObject({
      plan: { tier: "growth", price: 9900 },
      nextPaymentAmountDisplay: "$99",
      scheduledChange: null,
    });
    expect(info.user).not.toHaveProperty("passwordHash");
    const yearly = (await api("GET", "/api/subscription/next-payment?billingPeriod=yearly", group.owner.cookie)).body;
    expect(yearly).toMatchObject({ tier: "growth", amount: 99000, amountDisplay: "$990" });
    expect((await api("GET", "/api/subscription/info", group.manager.cookie)).status).toBe(403);
  });

  it("previews an upgrade prorated over the rest of the period, and refuses downgrades", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db, { tier: "basic" });
    await startMonthlyPeriod(ctx.database.db, owner.id);
    const preview = (
      await api("POST", "/api/subscription/create-upgrade-intent", owner.cookie, {
        subscriptionTier: "growth",
        isYearly: false,
      })
    ).body;
    // About 20 of 30 days left: credit ≈ 4900 × 2/3, cost ≈ 9900 × 2/3, due ≈ 5000 × 2/3.
    expect(preview.currency).toBe("usd");
    expect(preview.proratedDays).toBe(20);
    expect(Math.abs(preview.previewAmount - 3333)).toBeLessThanOrEqual(2);
    expect(Math.abs(preview.unusedValue - 3267)).toBeLessThanOrEqual(2);
    expect(preview.summary.nextChargeAmount).toBe(9900);
    const calc = (
      await api("POST", "/api/subscription/calculate-upgrade", owner.cookie, { subscriptionTier: "growth" })
    ).body;
    expect(calc.calculation.chargeAmount).toBe(preview.previewAmount);
    const down = await api("POST", "/api/subscription/calculate-upgrade", owner.cookie, {
      subscriptionTier: "starter",
    });
    expect(down.status).toBe(400);
  });
});
