import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DUNNING, PAYWALL_MESSAGES, TEST_CARDS } from "@stockroom/shared";
import { payments, users } from "../db/schema";
import { runDueSubscriptionJobs } from "../modules/billing";
import { type Account, createAccount, ownerWithAssignedManager, startMonthlyPeriod, testCard } from "../test/fixtures";
import { useTestContext } from "../test/suite";

const { ctx, api } = useTestContext({ seed: false, onQuery: (sql) => statements.push(sql) });
const DAY = 24 * 60 * 60 * 1000;
const statements: string[] = [];

type AccountState = Partial<
  Pick<typeof users.$inferInsert, "subscriptionStatus" | "currentPeriodEnd" | "trialEndsAt" | "role">
>;

/** An owner with one property and a manager assigned there, the owner's account then put in `state`. */
async function ownerWithManager(state: AccountState = {}) {
  const { db } = ctx.database;
  const team = await ownerWithAssignedManager(ctx.app, db);
  await db
    .update(users)
    .set({ subscriptionStatus: "active", ...state })
    .where(eq(users.id, team.owner.id));
  return team;
}

const failedRenewal = (owner: Account) =>
  ctx.database.db
    .insert(payments)
    .values({ userId: owner.id, amount: 9900, kind: "renewal", status: "failed", failureReason: "Card declined" });

const ended = () => new Date(Date.now() - DAY);

describe("the paywall on the API", () => {
  it.each<[string, AccountState, string]>([
    ["past due", { subscriptionStatus: "past_due" }, "other"],
    [
      "canceled after the period",
      { subscriptionStatus: "canceled", currentPeriodEnd: ended() },
      "subscription_inactive",
    ],
    ["at the end of the trial", { subscriptionStatus: "trialing", trialEndsAt: ended() }, "no_payment_method"],
    ["incomplete", { subscriptionStatus: "incomplete" }, "no_payment_method"],
  ])("answers 402 to an owner %s, and changes nothing", async (_label, state, reason) => {
    const { owner } = await ownerWithManager(state);
    const list = await api("GET", "/api/properties", owner.cookie);
    expect(list).toEqual({
      status: 402,
      body: { message: PAYWALL_MESSAGES.owner, error: "PAYMENT_REQUIRED", paywall: true, reason },
    });
    const create = await api("POST", "/api/users/create-manager", owner.cookie, {
      email: "blocked@example.com",
      firstName: "Not",
      lastName: "Created",
    });
    expect(create.status).toBe(402);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, "blocked@example.com"))).toEqual([]);
  });

  it("names the failed payment as the reason", async () => {
    const { owner } = await ownerWithManager({ subscriptionStatus: "past_due" });
    await failedRenewal(owner);
    expect((await api("GET", "/api/dashboard/stats", owner.cookie)).body).toMatchObject({
      error: "PAYMENT_REQUIRED",
      reason: "payment_failed",
    });
  });

  it("holds the manager of such an owner to the owner's subscription", async () => {
    const { owner, manager, propertyId } = await ownerWithManager({ subscriptionStatus: "past_due" });
    await failedRenewal(owner);
    const inventory = await api("GET", `/api/properties/${propertyId}/inventory`, manager.cookie);
    expect(inventory).toEqual({
      status: 402,
      body: { message: PAYWALL_MESSAGES.manager, error: "PAYMENT_REQUIRED", paywall: true, reason: "payment_failed" },
    });
    const status = await api("GET", "/api/payment/status", manager.cookie);
    expect(status.body).toMatchObject({ needsPaywall: true, reason: "payment_failed", ownerName: "Test owner" });
  });

  it("lets the manager of a paying owner work, whatever the manager's own row says", async () => {
    const { manager, propertyId } = await ownerWithManager();
    await ctx.database.db.update(users).set({ subscriptionStatus: "inactive" }).where(eq(users.id, manager.id));
    expect((await api("GET", `/api/properties/${propertyId}/inventory`, manager.cookie)).status).toBe(200);
  });

  it("never stops admins or demo accounts", async () => {
    const { db } = ctx.database;
    const admin = await createAccount(ctx.app, db, { role: "admin" });
    const demo = await createAccount(ctx.app, db, { role: "demo", tier: "demo" });
    await db.update(users).set({ subscriptionStatus: "inactive" }).where(eq(users.id, admin.id));
    await db.update(users).set({ subscriptionStatus: "past_due" }).where(eq(users.id, demo.id));
    expect((await api("GET", "/api/admin/stats", admin.cookie)).status).toBe(200);
    expect((await api("GET", "/api/properties", demo.cookie)).status).toBe(200);
    expect((await api("GET", "/api/demo/properties", demo.cookie)).status).toBe(200);
  });

  it("keeps signing out, the account, the status and the subscription open", async () => {
    const { owner } = await ownerWithManager({ subscriptionStatus: "past_due" });
    for (const url of [
      "/api/auth/user",
      "/api/payment/status",
      "/api/subscription/info",
      "/api/payment/methods",
      "/api/usage-limits",
      "/api/stripe/config",
      "/api/health",
    ]) {
      expect((await api("GET", url, owner.cookie)).status, url).toBe(200);
    }
    expect((await api("POST", "/api/payment/update-method", owner.cookie)).status).toBe(200);
    expect((await api("GET", "/api/logout", owner.cookie)).status).toBe(302);
  });

  it("reads the deciding subscription with the user, and the reason only for a refused request", async () => {
    const paying = await ownerWithManager();
    const due = await ownerWithManager({ subscriptionStatus: "past_due" });
    const sent = async (cookie: string, url: string) => {
      statements.length = 0;
      const { status } = await api("GET", url, cookie);
      return { status, statements: [...statements] };
    };
    const reads = (table: string) => (sql: string) => sql.includes(`from "${table}"`);

    const passed = await sent(paying.manager.cookie, `/api/properties/${paying.propertyId}/inventory`);
    expect(passed.status).toBe(200);
    // The session's row, its user and their owner's subscription in one statement; no payment read.
    expect(passed.statements[0]).toMatch(/from "sessions" left join "users" .* left join "users" "owners"/);
    expect(passed.statements.filter(reads("payments"))).toEqual([]);

    const refused = await sent(due.manager.cookie, `/api/properties/${due.propertyId}/inventory`);
    expect(refused.status).toBe(402);
    expect(refused.statements).toHaveLength(2);
    expect(refused.statements.filter(reads("payments"))).toHaveLength(1);

    // The header's plan (the owner's, for a manager) comes from that same statement.
    const signedIn = await sent(paying.manager.cookie, "/api/auth/user");
    expect(signedIn.status).toBe(200);
    expect(signedIn.statements).toHaveLength(1);
  });

  it("answers 401, not 402, to anonymous callers", async () => {
    expect((await api("GET", "/api/properties")).status).toBe(401);
  });

  it("stays open through a failed renewal's grace, closes when it ends, and lifts at once when a retry pays", async () => {
    const { db } = ctx.database;
    const { owner, manager, propertyId } = await ownerWithManager();
    const start = await startMonthlyPeriod(db, owner.id);
    const saveCard = async (number: string) => {
      const setup = await api("POST", "/api/payment/update-method", owner.cookie);
      await api("POST", "/api/local-payments/confirm", undefined, {
        clientSecret: setup.body.clientSecret,
        card: testCard(number),
      });
    };
    await saveCard(TEST_CARDS.declinesLater);
    await runDueSubscriptionJobs(db, ctx.payments.provider, { now: new Date(start.getTime() + 30 * DAY + 1000) });
    // Decision 191: past due, but the team keeps working until the grace ends.
    expect((await api("GET", "/api/properties", owner.cookie)).status).toBe(200);
    expect((await api("GET", `/api/properties/${propertyId}/inventory`, manager.cookie)).status).toBe(200);
    expect((await api("GET", "/api/payment/status", manager.cookie)).body).toMatchObject({
      paymentValid: false,
      needsPaywall: false,
    });

    // The paywall reads the real clock: the grace is made to have begun DUNNING.graceDays ago.
    await db
      .update(users)
      .set({ pastDueSince: new Date(Date.now() - DUNNING.graceDays * DAY - 1000) })
      .where(eq(users.id, owner.id));
    const blocked = await api("GET", "/api/properties", owner.cookie);
    expect(blocked.body).toMatchObject({ error: "PAYMENT_REQUIRED", reason: "payment_failed" });
    expect((await api("GET", `/api/properties/${propertyId}/inventory`, manager.cookie)).status).toBe(402);

    await saveCard(TEST_CARDS.success);
    const { invoiceId } = (await api("GET", "/api/payment/status", owner.cookie)).body;
    expect((await api("POST", "/api/payment/retry", owner.cookie, { invoiceId })).body.success).toBe(true);
    expect((await api("GET", "/api/properties", owner.cookie)).status).toBe(200);
    expect((await api("GET", `/api/properties/${propertyId}/inventory`, manager.cookie)).status).toBe(200);
  });
});
