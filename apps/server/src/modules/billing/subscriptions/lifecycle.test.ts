import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_CARDS, formatDayUtc } from "@stockroom/shared";
import { payments, properties, users } from "../../../db/schema";
import { type Account, createAccount, endPaidPeriod, startMonthlyPeriod, testCard } from "../../../test/fixtures";
import { runDueSubscriptionJobs } from "./scheduler";
import { useTestContext } from "../../../test/suite";

const { ctx, api } = useTestContext({ seed: false });
const DAY = 24 * 60 * 60 * 1000;

/** A paying owner with `count` properties, ten days into a 30-day period, with a saved card. */
async function payingOwner(tier: "growth" | "pro", count: number, cardNumber: string = TEST_CARDS.success) {
  const owner = await createAccount(ctx.app, ctx.database.db, { tier });
  await startMonthlyPeriod(ctx.database.db, owner.id);
  const props = await ctx.database.db
    .insert(properties)
    .values(Array.from({ length: count }, (_, i) => ({ name: `Hotel ${i + 1}`, ownerId: owner.id })))
    .returning({ id: properties.id });
  const setup = await api("POST", "/api/payment/update-method", owner.cookie);
  await api("POST", "/api/local-payments/confirm", undefined, {
    clientSecret: setup.body.clientSecret,
    card: testCard(cardNumber),
  });
  return { ...owner, propertyIds: props.map((p) => p.id) };
}

const account = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
const activeIds = async (ownerId: string) =>
  (
    await ctx.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.ownerId, ownerId), eq(properties.isActive, true)))
  ).map((p) => p.id);

describe("downgrades", () => {
  it("requires exactly min(count, new max) properties to keep", async () => {
    const owner: Account & { propertyIds: number[] } = await payingOwner("growth", 4);
    const update = (keep?: number[]) =>
      api("POST", "/api/subscription/update", owner.cookie, {
        subscriptionTier: "starter",
        isYearly: false,
        propertiesToKeep: keep,
      });
    expect((await update()).body.message).toBe("Select exactly 1 property to keep");
    expect((await update(owner.propertyIds.slice(0, 2))).status).toBe(400);
    expect((await update([999999])).status).toBe(400);
    expect((await account(owner.id)).scheduledUpdateTier).toBeNull();
  });

  it("schedules for the period end, keeps the chosen properties when due, and never deletes the others", async () => {
    const owner = await payingOwner("growth", 4);
    const keep = owner.propertyIds.slice(1, 2);
    const toStarter = await api("POST", "/api/subscription/update", owner.cookie, {
      subscriptionTier: "starter",
      propertiesToKeep: [keep[0]],
    });
    expect(toStarter.body).toMatchObject({ scheduled: true, requiresPayment: false });
    const before = await account(owner.id);
    expect(before.scheduledUpdateTier).toBe("starter");
    expect(before.scheduledUpdateDate?.getTime()).toBe(before.currentPeriodEnd?.getTime());
    expect((await api("GET", "/api/usage-limits", owner.cookie)).body.tier).toBe("growth");

    const due = new Date(before.scheduledUpdateDate!.getTime() + 1000);
    const [first, second] = await Promise.all([
      runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: due }),
      runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: due }),
    ]);
    expect(first.changesApplied + second.changesApplied).toBe(1);
    const after = await account(owner.id);
    expect(after).toMatchObject({ subscriptionTier: "starter", scheduledUpdateTier: null });
    expect(await activeIds(owner.id)).toEqual([keep[0]]);
    const all = await ctx.database.db.select().from(properties).where(eq(properties.ownerId, owner.id));
    expect(all).toHaveLength(4);
    expect((await api("GET", "/api/properties", owner.cookie)).body.map((p: { id: number }) => p.id)).toEqual([
      keep[0],
    ]);
    // The others are listed as inactive, with when (issue 36 point 7), and come back with an upgrade.
    const inactive = await api("GET", "/api/properties/inactive", owner.cookie);
    expect(inactive.body.map((p: { name: string }) => p.name)).toEqual(["Hotel 1", "Hotel 3", "Hotel 4"]);
    expect(inactive.body[0]).toEqual({
      id: owner.propertyIds[0],
      name: "Hotel 1",
      address: null,
      deactivatedAt: due.toISOString(),
    });
  });

  it("fills the new plan with the oldest other property when a kept one was deleted meanwhile", async () => {
    const owner = await payingOwner("growth", 3);
    const [oldest, chosen] = owner.propertyIds;
    await api("POST", "/api/subscription/update", owner.cookie, {
      subscriptionTier: "starter",
      propertiesToKeep: [chosen],
    });
    expect((await api("DELETE", `/api/properties/${chosen}`, owner.cookie)).status).toBe(200);
    const due = new Date((await account(owner.id)).scheduledUpdateDate!.getTime() + 1000);
    await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: due });
    expect(await activeIds(owner.id)).toEqual([oldest]);
  });

  it("cancels a scheduled change by choosing the current tier or cancel-update", async () => {
    const owner = await payingOwner("pro", 2);
    await api("POST", "/api/subscription/update", owner.cookie, { subscriptionTier: "growth" });
    expect((await account(owner.id)).scheduledUpdateTier).toBe("growth");
    const same = await api("POST", "/api/subscription/update", owner.cookie, { subscriptionTier: "pro" });
    expect(same.body.message).toBe("Your scheduled plan change was canceled");
    expect((await account(owner.id)).scheduledUpdateTier).toBeNull();
    await api("POST", "/api/subscription/update", owner.cookie, { subscriptionTier: "basic" });
    expect((await api("POST", "/api/subscription/cancel-update", owner.cookie, { newTier: "pro" })).body.success).toBe(
      true,
    );
    expect((await api("POST", "/api/subscription/cancel-update", owner.cookie, {})).status).toBe(409);
  });

  it("answers what an upgrade costs instead of changing the plan", async () => {
    const owner = await payingOwner("growth", 1);
    const response = await api("POST", "/api/subscription/update", owner.cookie, { subscriptionTier: "pro" });
    expect(response.body).toMatchObject({ requiresPayment: true, scheduled: false });
    expect(response.body.amountToCharge).toBeGreaterThan(0);
    expect((await account(owner.id)).subscriptionTier).toBe("growth");
  });
});

describe("cancel and reactivate", () => {
  it("keeps access until the period end and can be undone", async () => {
    const owner = await payingOwner("growth", 1);
    expect((await api("POST", "/api/subscription/cancel", owner.cookie)).body.success).toBe(true);
    expect((await api("GET", "/api/payment/status", owner.cookie)).body).toMatchObject({
      paymentValid: true,
      canReactivate: true,
    });
    expect((await api("POST", "/api/subscription/cancel", owner.cookie)).status).toBe(409);
    expect((await api("POST", "/api/subscription/reactivate", owner.cookie)).body.success).toBe(true);
    expect((await account(owner.id)).subscriptionStatus).toBe("active");
  });
});

describe("dates and one state (issue 36 point 7)", () => {
  it("writes dates as the screens do, and a cancel drops a scheduled downgrade instead of showing both", async () => {
    const owner = await payingOwner("growth", 1);
    const end = (await account(owner.id)).currentPeriodEnd!;
    const day = formatDayUtc(end);
    expect(day).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const scheduled = await api("POST", "/api/subscription/update", owner.cookie, { subscriptionTier: "starter" });
    expect(scheduled.body.message).toBe(`Your plan changes to Starter on ${day}`);

    const canceled = await api("POST", "/api/subscription/cancel", owner.cookie);
    expect(canceled.body.message).toBe(`Your subscription is canceled. You keep access until ${day}.`);
    expect(await account(owner.id)).toMatchObject({
      subscriptionStatus: "canceled",
      scheduledUpdateTier: null,
      scheduledUpdateDate: null,
    });
    // Nothing is applied at the period end of a canceled subscription.
    await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: new Date(end.getTime() + 1000) });
    expect((await account(owner.id)).subscriptionTier).toBe("growth");
  });
});

describe("reactivating after the paid period", () => {
  it("asks for a card first, then pays a new period with it", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
    await endPaidPeriod(ctx.database.db, owner.id);
    expect((await api("GET", "/api/payment/status", owner.cookie)).body).toMatchObject({
      needsPaywall: true,
      reason: "subscription_inactive",
      canReactivate: true,
    });
    const noCard = await api("POST", "/api/subscription/reactivate", owner.cookie);
    expect(noCard.body).toMatchObject({ success: false, requiresPaymentMethod: true });
    expect((await account(owner.id)).subscriptionStatus).toBe("canceled");

    const setup = await api("POST", "/api/payment/update-method", owner.cookie);
    await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: setup.body.clientSecret,
      card: testCard(TEST_CARDS.success),
    });
    expect((await api("POST", "/api/subscription/reactivate", owner.cookie)).body.success).toBe(true);
    const restored = await account(owner.id);
    expect(restored.subscriptionStatus).toBe("active");
    expect(restored.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    // A new period from today: today is its billing day (issue 35).
    expect(restored.billingAnchorDay).toBe(restored.currentPeriodStart!.getUTCDate());
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.userId, owner.id));
    expect(rows.map((p) => [p.kind, p.status, p.amount])).toEqual([["subscription", "succeeded", 9900]]);
  });
});

describe("renewals", () => {
  it("renews with the saved card at the period end, once", async () => {
    const owner = await payingOwner("growth", 1);
    const end = (await account(owner.id)).currentPeriodEnd!;
    const later = new Date(end.getTime() + 1000);
    await Promise.all([
      runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: later }),
      runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: later }),
    ]);
    const renewed = await account(owner.id);
    expect(renewed.currentPeriodStart?.getTime()).toBe(end.getTime());
    expect(renewed.subscriptionStatus).toBe("active");
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.userId, owner.id));
    expect(rows.map((p) => [p.kind, p.status, p.amount])).toEqual([["renewal", "succeeded", 9900]]);
    // The payment names the period it paid for, which its receipt prints (decision 194).
    expect([rows[0].periodStart, rows[0].periodEnd]).toEqual([end, renewed.currentPeriodEnd]);
  });

  it("keeps the billing day through short months: 31 January, 28 February, 31 March, 30 April (issue 35)", async () => {
    const owner = await payingOwner("growth", 1);
    // As a monthly plan bought on 31 January leaves the account.
    await ctx.database.db
      .update(users)
      .set({
        currentPeriodStart: new Date("2026-01-31T10:00:00Z"),
        currentPeriodEnd: new Date("2026-02-28T10:00:00Z"),
        billingAnchorDay: 31,
      })
      .where(eq(users.id, owner.id));
    const ends: string[] = [];
    for (let renewal = 0; renewal < 3; renewal++) {
      const end = (await account(owner.id)).currentPeriodEnd!;
      await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: new Date(end.getTime() + 1000) });
      const renewed = await account(owner.id);
      expect(renewed.currentPeriodStart?.toISOString()).toBe(end.toISOString());
      ends.push(renewed.currentPeriodEnd!.toISOString());
    }
    expect(ends).toEqual(["2026-03-31T10:00:00.000Z", "2026-04-30T10:00:00.000Z", "2026-05-31T10:00:00.000Z"]);
    expect((await account(owner.id)).billingAnchorDay).toBe(31);
  });

  it("makes a declined renewal past due with the paywall, and a retry with a good card restores access", async () => {
    const owner = await payingOwner("growth", 1, TEST_CARDS.declinesLater);
    const end = (await account(owner.id)).currentPeriodEnd!;
    const result = await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, {
      now: new Date(end.getTime() + 1000),
    });
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const status = (await api("GET", "/api/payment/status", owner.cookie)).body;
    expect(status).toMatchObject({
      paymentValid: false,
      needsPaywall: false,
      reason: "payment_failed",
      amount: 9900,
      subscriptionStatus: "past_due",
    });

    const stillDeclined = await api("POST", "/api/payment/retry", owner.cookie, { invoiceId: status.invoiceId });
    expect(stillDeclined.body.success).toBe(false);
    const setup = await api("POST", "/api/payment/update-method", owner.cookie);
    await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: setup.body.clientSecret,
      card: testCard(TEST_CARDS.success),
    });
    const retried = await api("POST", "/api/payment/retry", owner.cookie, { invoiceId: status.invoiceId });
    expect(retried.body).toEqual({ success: true, message: "Your payment has been processed successfully." });
    expect((await api("GET", "/api/payment/status", owner.cookie)).body).toMatchObject({
      paymentValid: true,
      needsPaywall: false,
    });
    const restored = await account(owner.id);
    expect(restored.currentPeriodStart?.getTime()).toBe(end.getTime());
    const again = await api("POST", "/api/payment/retry", owner.cookie, { invoiceId: status.invoiceId });
    expect(again.status).toBe(404);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.userId, owner.id));
    expect(rows.filter((p) => p.status === "succeeded")).toHaveLength(1);
  });

  it("refuses plan changes while a payment is past due", async () => {
    const owner = await payingOwner("growth", 1, TEST_CARDS.declinesLater);
    const end = (await account(owner.id)).currentPeriodEnd!;
    await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, { now: new Date(end.getTime() + 1000) });
    const change = await api("POST", "/api/subscription/update", owner.cookie, { subscriptionTier: "basic" });
    expect(change.status).toBe(409);
  });
});
