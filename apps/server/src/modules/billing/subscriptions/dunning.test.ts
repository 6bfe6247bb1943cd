import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DUNNING, TEST_CARDS, formatDayUtc } from "@stockroom/shared";
import { payments, users } from "../../../db/schema";
import {
  type Account,
  createAccount,
  mailTo as mailOutbox,
  ownerWithAssignedManager,
  startMonthlyPeriod,
  testCard,
} from "../../../test/fixtures";
import { useTestContext } from "../../../test/suite";
import { runDueSubscriptionJobs } from "./scheduler";

// Issue 36 point 3, decision 191: a failed renewal is chased before anyone is locked out.
const { ctx, api } = useTestContext({ seed: false });
const DAY = 24 * 60 * 60 * 1000;
const ORIGIN = "https://app.stockroom.test";

/** A Growth owner with one manager at one hotel and `card` saved; answers the end of the owner's period. */
async function ownerWithTeam(card: string) {
  const { db } = ctx.database;
  const { owner, manager } = await ownerWithAssignedManager(ctx.app, db);
  const start = await startMonthlyPeriod(db, owner.id);
  await saveCard(owner, card);
  return { owner, manager, end: new Date(start.getTime() + 30 * DAY) };
}

async function saveCard(owner: Account, card: string) {
  const setup = await api("POST", "/api/payment/update-method", owner.cookie);
  await api("POST", "/api/local-payments/confirm", undefined, {
    clientSecret: setup.body.clientSecret,
    card: testCard(card),
  });
}

const runAt = (now: Date) =>
  runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, {
    now,
    notices: { mailer: ctx.mailer, linkOrigin: ORIGIN },
  });

const mailTo = (email: string) => mailOutbox(ctx.database.db, email);

const accountOf = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

const succeededCharges = async (id: string) =>
  ctx.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, id), eq(payments.status, "succeeded")));

const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY + 1000);

describe("a failed renewal", () => {
  it("emails the owner at once, says when the card is tried again and when the team is locked out, and locks out nobody yet", async () => {
    const { owner, manager, end } = await ownerWithTeam(TEST_CARDS.declinesLater);
    const failedAt = daysAfter(end, 0);
    expect((await runAt(failedAt)).failed).toBeGreaterThanOrEqual(1);

    const [mail, ...more] = await mailTo(owner.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe("Your Stockroom payment failed");
    expect(mail.text).toContain("Amount: $99 for the Growth plan.");
    expect(mail.text).toContain(`${ORIGIN}/?payment=due`);
    expect(mail.text).toContain(`try the saved card again on ${formatDayUtc(new Date(failedAt.getTime() + DAY))}`);
    const suspendsAt = new Date(failedAt.getTime() + DUNNING.graceDays * DAY);
    expect(mail.text).toContain(`Your managers keep working until ${formatDayUtc(suspendsAt)}`);
    // Managers hear of it only once their access is actually suspended.
    expect(await mailTo(manager.email)).toEqual([]);

    expect((await accountOf(owner.id)).pastDueSince?.getTime()).toBe(failedAt.getTime());
    // The status reads the real clock; the renewal failed in the simulated future, so its grace is open now.
    const status = (await api("GET", "/api/payment/status", owner.cookie)).body;
    expect(status).toMatchObject({
      subscriptionStatus: "past_due",
      paymentValid: false,
      needsPaywall: false,
      reason: "payment_failed",
      amount: 9900,
      accessSuspendsAt: suspendsAt.toISOString(),
      nextRetryAt: new Date(failedAt.getTime() + DAY).toISOString(),
    });
    expect(status.invoiceId).toEqual(expect.any(Number));
    expect((await api("GET", "/api/payment/status", manager.cookie)).body).toMatchObject({ needsPaywall: false });
  });

  it("is charged again on the retry days, once each however often the jobs run, and the owner is told each time", async () => {
    const { owner, end } = await ownerWithTeam(TEST_CARDS.declinesLater);
    const failedAt = daysAfter(end, 0);
    await runAt(failedAt);
    await Promise.all([runAt(daysAfter(failedAt, 1)), runAt(daysAfter(failedAt, 1))]);
    await runAt(daysAfter(failedAt, 2));

    const subjects = (await mailTo(owner.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(["Your Stockroom payment failed", "Your Stockroom payment is still due"]);
    expect((await accountOf(owner.id)).dunningRetries).toBe(1);
    const [, retried] = await mailTo(owner.email);
    expect(retried.text).toContain(
      `try the saved card again on ${formatDayUtc(new Date(failedAt.getTime() + 3 * DAY))}`,
    );

    // Past the last retry day, the email says no more tries will be made.
    await runAt(daysAfter(failedAt, 3));
    await runAt(daysAfter(failedAt, 5));
    const last = (await mailTo(owner.email)).at(-1)!;
    expect(last.text).toContain("We will not try the saved card again by ourselves.");
    expect((await accountOf(owner.id)).dunningRetries).toBe(DUNNING.retryDays.length);
    expect(await succeededCharges(owner.id)).toEqual([]);
  });

  it("is paid by the next retry once the owner saves a working card: active again, the period kept, the owner told", async () => {
    const { owner, end } = await ownerWithTeam(TEST_CARDS.declinesLater);
    const failedAt = daysAfter(end, 0);
    await runAt(failedAt);
    await saveCard(owner, TEST_CARDS.success);

    expect((await runAt(daysAfter(failedAt, 1))).retriesPaid).toBeGreaterThanOrEqual(1);
    const account = await accountOf(owner.id);
    expect(account).toMatchObject({ subscriptionStatus: "active", pastDueSince: null, dunningRetries: 0 });
    expect(account.currentPeriodStart?.getTime()).toBe(end.getTime());
    expect((await succeededCharges(owner.id)).map((charge) => charge.amount)).toEqual([9900]);
    expect((await mailTo(owner.email)).at(-1)).toMatchObject({ subject: "Your Stockroom payment went through" });

    // Nothing more is chased: no retry on day 3, no suspension on day 7.
    await runAt(daysAfter(failedAt, 3));
    await runAt(daysAfter(failedAt, DUNNING.graceDays));
    expect(await mailTo(owner.email)).toHaveLength(2);
    expect(await succeededCharges(owner.id)).toHaveLength(1);
  });

  it("paid by the owner during the grace ends the dunning", async () => {
    const { owner, manager, end } = await ownerWithTeam(TEST_CARDS.declinesLater);
    const failedAt = daysAfter(end, 0);
    await runAt(failedAt);
    await saveCard(owner, TEST_CARDS.success);
    const { invoiceId } = (await api("GET", "/api/payment/status", owner.cookie)).body;
    expect((await api("POST", "/api/payment/retry", owner.cookie, { invoiceId })).body.success).toBe(true);
    expect(await accountOf(owner.id)).toMatchObject({ subscriptionStatus: "active", pastDueSince: null });

    await runAt(daysAfter(failedAt, DUNNING.graceDays));
    expect(await mailTo(owner.email)).toHaveLength(1);
    expect(await mailTo(manager.email)).toEqual([]);
  });

  it("still due when the grace ends suspends the team: the owner and each manager are told once", async () => {
    const { owner, manager, end } = await ownerWithTeam(TEST_CARDS.declinesLater);
    const second = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id });
    const failedAt = daysAfter(end, 0);
    await runAt(failedAt);
    await runAt(daysAfter(failedAt, DUNNING.graceDays - 1));
    expect(await mailTo(manager.email)).toEqual([]);

    // Other tests' owners share the database: counted by each account, not by the run's totals.
    expect((await runAt(daysAfter(failedAt, DUNNING.graceDays))).suspended).toBeGreaterThanOrEqual(1);
    await runAt(daysAfter(failedAt, DUNNING.graceDays + 1));
    expect((await mailTo(owner.email)).at(-1)).toMatchObject({ subject: "Your team's Stockroom access is suspended" });
    for (const each of [manager, second]) {
      const mails = await mailTo(each.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe("Your Stockroom access is paused");
      expect(mails[0].text).toContain("The Stockroom subscription of Test owner has a payment due");
    }
    expect((await accountOf(owner.id)).suspensionNoticedAt).not.toBeNull();

    // On the real clock: a grace that began DUNNING.graceDays ago is over, and the API answers 402 to both.
    await ctx.database.db
      .update(users)
      .set({ pastDueSince: new Date(Date.now() - DUNNING.graceDays * DAY - 1000) })
      .where(eq(users.id, owner.id));
    expect((await api("GET", "/api/properties", manager.cookie)).status).toBe(402);
    expect((await api("GET", "/api/payment/status", owner.cookie)).body).toMatchObject({
      needsPaywall: true,
      accessSuspendsAt: null,
      nextRetryAt: null,
    });
  });
});

describe("a past due set by other means than a renewal", () => {
  it("is paid off by the owner with Pay Now: a period after the one that runs, access back at once (decision 192)", async () => {
    const { owner, manager, end } = await ownerWithTeam(TEST_CARDS.success);
    await ctx.database.db.update(users).set({ subscriptionStatus: "past_due" }).where(eq(users.id, owner.id));
    expect((await api("GET", "/api/payment/status", owner.cookie)).body).toMatchObject({
      needsPaywall: true,
      reason: "other",
      invoiceId: null,
      canReactivate: true,
    });

    const paid = await api("POST", "/api/subscription/reactivate", owner.cookie);
    expect(paid.body).toEqual({ success: true, message: "Your subscription is active again" });
    expect((await api("GET", "/api/properties", owner.cookie)).status).toBe(200);
    expect((await api("GET", "/api/payment/status", manager.cookie)).body).toMatchObject({ needsPaywall: false });
    const account = await accountOf(owner.id);
    expect(account.subscriptionStatus).toBe("active");
    // The period already paid for still runs: the payment buys the one after it.
    expect(account.currentPeriodStart?.getTime()).toBe(end.getTime());
    expect((await succeededCharges(owner.id)).map((charge) => charge.amount)).toEqual([9900]);
  });

  it("with a failed charge left to retry, Pay Now is refused and changes nothing: the retry pays it", async () => {
    const { owner, end } = await ownerWithTeam(TEST_CARDS.declinesLater);
    await runAt(daysAfter(end, 0));
    await ctx.database.db.update(users).set({ pastDueSince: null }).where(eq(users.id, owner.id));
    const refused = await api("POST", "/api/subscription/reactivate", owner.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Please retry your failed payment instead");
    expect((await accountOf(owner.id)).subscriptionStatus).toBe("past_due");
    expect((await api("GET", "/api/payment/status", owner.cookie)).body).toMatchObject({ canReactivate: false });
  });

  it("gets no grace and no dunning mail", async () => {
    const { owner, manager } = await ownerWithTeam(TEST_CARDS.success);
    await ctx.database.db.update(users).set({ subscriptionStatus: "past_due" }).where(eq(users.id, owner.id));
    expect((await api("GET", "/api/properties", manager.cookie)).status).toBe(402);
    await runAt(new Date(Date.now() + 10 * DAY));
    expect(await mailTo(owner.email)).toEqual([]);
  });
});

describe("the billing history (issue 36 point 2)", () => {
  it("lists the account's charges, the failed one with the bank's answer, newest first, and nobody else's", async () => {
    const { owner, end } = await ownerWithTeam(TEST_CARDS.declinesLater);
    await runAt(daysAfter(end, 0));
    await saveCard(owner, TEST_CARDS.success);
    const { invoiceId } = (await api("GET", "/api/payment/status", owner.cookie)).body;
    expect((await api("POST", "/api/payment/retry", owner.cookie, { invoiceId })).body.success).toBe(true);

    const history = await api("GET", "/api/payment/history", owner.cookie);
    expect(history.status).toBe(200);
    const rows: { description: string; status: string; amount: number; date: string; failureReason: string | null }[] =
      history.body.payments;
    // Newest first (the failed renewal ran at the test's simulated period end, after the real-time retry).
    const times = rows.map((row) => new Date(row.date).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const paid = rows.find((row) => row.status === "succeeded")!;
    const failed = rows.find((row) => row.status === "failed")!;
    expect(rows).toHaveLength(2);
    expect(paid).toMatchObject({ description: "Growth plan renewal", amount: 9900, failureReason: null });
    expect(failed).toMatchObject({ description: "Growth plan renewal", amount: 9900 });
    expect(failed.failureReason).toEqual(expect.any(String));

    const stranger = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
    expect((await api("GET", "/api/payment/history", stranger.cookie)).body).toEqual({ payments: [] });
  });
});
