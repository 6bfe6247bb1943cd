import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, TEST_CARDS } from "@stockroom/shared";
import { emailOutbox, paymentIntents, payments, pendingCheckouts, users } from "../../../db/schema";
import { sessionCookie, signIn } from "../../../test/context";
import { createAccount, testCard } from "../../../test/fixtures";
import { removeAbandonedCheckouts } from "./checkout";
import { useTestContext } from "../../../test/suite";

const { ctx, api } = useTestContext({ seed: false });
let visitors = 0;

const customer = (email: string, patch: Record<string, unknown> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  companyName: "Analytical Hotels",
  password: "Harbor2026",
  confirmPassword: "Harbor2026",
  ...patch,
});

/** Each visitor comes from its own address, so the per-address checkout limit never interferes. */
function post(url: string, payload: object, cookie?: string, remoteAddress = `10.1.0.${++visitors}`) {
  return ctx.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {}, remoteAddress });
}
const json = (response: LightMyRequestResponse) => JSON.parse(response.body);

async function startCheckout(email: string, planId = "growth") {
  const response = await post("/api/create-subscription-intent", { planId, customerInfo: customer(email) });
  expect(response.statusCode).toBe(200);
  return { ...json(response), cookie: sessionCookie(response) };
}

/** The account of the address: the one that signs in with it, else its first checkout's row. */
const accountByEmail = async (email: string) =>
  (
    await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .orderBy(sql`${users.passwordHash} IS NULL`, users.createdAt)
  )[0];

describe("POST /api/create-subscription-intent", () => {
  it("answers the spec's messages for a bad form and creates nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: "" }, "customerInfo.firstName", "First name is required"],
      [{ email: "nope" }, "customerInfo.email", "Valid email is required"],
      [
        { password: "Short1", confirmPassword: "Short1" },
        "customerInfo.password",
        "Password must be at least 8 characters long",
      ],
      [{ confirmPassword: "Different1" }, "customerInfo.confirmPassword", "Passwords do not match"],
    ];
    for (const [patch, field, message] of cases) {
      const response = await post("/api/create-subscription-intent", {
        planId: "growth",
        customerInfo: customer("bad-form@example.com", patch),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).fields[field]).toBe(message);
    }
    const unknownPlan = await post("/api/create-subscription-intent", {
      planId: "platinum",
      customerInfo: customer("bad-form@example.com"),
    });
    expect(json(unknownPlan)).toMatchObject({ error: "VALIDATION_ERROR", message: "Please choose a plan" });
    expect(await accountByEmail("bad-form@example.com")).toBeUndefined();
  });

  it("opens a payment for the plan's first period and keeps the details apart until it is paid", async () => {
    const { amount, clientSecret, paymentIntentId } = await startCheckout("first@example.com", "pro");
    expect(amount).toBe(19900);
    expect(clientSecret.startsWith(`${paymentIntentId}_secret_`)).toBe(true);
    const account = await accountByEmail("first@example.com");
    expect(account).toMatchObject({
      role: "owner",
      subscriptionStatus: "incomplete",
      passwordHash: null,
      firstName: null,
      companyName: null,
    });
    const [pending] = await ctx.database.db
      .select()
      .from(pendingCheckouts)
      .where(eq(pendingCheckouts.intentId, paymentIntentId));
    expect(pending).toMatchObject({ userId: account.id, firstName: "Ada", companyName: "Analytical Hotels" });
    expect(pending.passwordHash).not.toContain("Harbor2026");
    const login = await post("/api/auth/login", { email: "first@example.com", password: "Harbor2026" });
    expect(login.statusCode).toBe(401);
  });

  it("answers an address that has an account like any other, tells that account, and refuses its payment", async () => {
    // Before (issue 34): 409 "An account with this email already exists" told anyone the address had an account.
    const owner = await createAccount(ctx.app, ctx.database.db);
    const taken = await post("/api/create-subscription-intent", {
      planId: "basic",
      customerInfo: customer(owner.email),
    });
    expect(taken.statusCode).toBe(200);
    expect(Object.keys(json(taken)).sort()).toEqual(["amount", "clientSecret", "paymentIntentId"]);
    await ctx.jobs.drain();
    const [notice] = await ctx.database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, owner.email));
    expect(notice.subject).toBe("A Stockroom checkout used your email address");
    expect(notice.text).toContain("nothing in yours has changed");
    // The payment is the step that would make the account: refused before any charge.
    const paid = await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: json(taken).clientSecret,
      card: testCard(TEST_CARDS.success),
    });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(ACCOUNT_MESSAGES.checkoutEmailTaken);
    expect(await ctx.database.db.select().from(payments).where(eq(payments.userId, owner.id))).toEqual([]);
    const signedIn = await post(
      "/api/create-subscription-intent",
      { planId: "basic", customerInfo: customer("someone-else@example.com") },
      owner.cookie,
    );
    expect(signedIn.statusCode).toBe(409);
  });

  it("never lets a second checkout for the email change the first; the first paid one becomes the account", async () => {
    const first = await startCheckout("again@example.com", "basic");
    const pendingOf = async (intentId: string) =>
      (await ctx.database.db.select().from(pendingCheckouts).where(eq(pendingCheckouts.intentId, intentId)))[0];
    const firstBefore = await pendingOf(first.paymentIntentId);
    const accountBefore = await accountByEmail("again@example.com");
    const secondResponse = await post("/api/create-subscription-intent", {
      planId: "growth",
      customerInfo: customer("again@example.com", {
        firstName: "Mallory",
        password: "Intruder2026",
        confirmPassword: "Intruder2026",
      }),
    });
    expect(secondResponse.statusCode).toBe(200);
    const second = { ...json(secondResponse), cookie: sessionCookie(secondResponse) };
    expect(second.amount).toBe(9900);
    expect(await pendingOf(first.paymentIntentId)).toEqual(firstBefore);
    expect(await accountByEmail("again@example.com")).toEqual(accountBefore);
    expect(accountBefore.id).toBe(firstBefore.userId);
    const [firstIntent] = await ctx.database.db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, first.paymentIntentId));
    expect(firstIntent.status).toBe("requires_payment_method");

    const paid = await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: first.clientSecret,
      card: testCard(TEST_CARDS.success),
    });
    expect(paid.body.status).toBe("succeeded");
    const body = { paymentIntent: first.paymentIntentId, planId: "basic", email: "again@example.com" };
    expect(json(await post("/api/complete-registration", body, first.cookie)).autoLogin).toBe(true);
    await signIn(ctx.app, "again@example.com", "Harbor2026");
    const intruder = await post("/api/auth/login", { email: "again@example.com", password: "Intruder2026" });
    expect(intruder.statusCode).toBe(401);
    expect(await accountByEmail("again@example.com")).toMatchObject({
      firstName: "Ada",
      subscriptionTier: "basic",
      subscriptionStatus: "active",
      totalAmountPaid: 4900,
    });

    // The second checkout can no longer be paid: refused before any charge, and it signs no one in.
    const late = await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: second.clientSecret,
      card: testCard(TEST_CARDS.success),
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: "CONFLICT", message: ACCOUNT_MESSAGES.checkoutEmailTaken });
    const lateComplete = await post(
      "/api/complete-registration",
      { paymentIntent: second.paymentIntentId, planId: "growth", email: "again@example.com" },
      second.cookie,
    );
    expect(lateComplete.statusCode).toBe(409);
    expect((await api("GET", "/api/auth/user", second.cookie)).status).toBe(401);
    const history = await ctx.database.db.select().from(payments).where(eq(payments.userId, accountBefore.id));
    expect(history.map((p) => [p.status, p.amount, p.providerPaymentId])).toEqual([
      ["succeeded", 4900, first.paymentIntentId],
    ]);
    expect(
      await ctx.database.db.select().from(pendingCheckouts).where(eq(pendingCheckouts.userId, accountBefore.id)),
    ).toEqual([]);
  });
});

describe("POST /api/complete-registration", () => {
  it("activates the paid account and signs in the browser that checked out", async () => {
    const checkout = await startCheckout("buyer@example.com");
    const paid = await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: checkout.clientSecret,
      card: testCard(TEST_CARDS.success),
    });
    expect(paid.body.status).toBe("succeeded");
    const body = {
      paymentIntent: checkout.paymentIntentId,
      planId: "growth",
      isYearly: false,
      email: "buyer@example.com",
    };
    const complete = await post("/api/complete-registration", body, checkout.cookie);
    expect(json(complete)).toEqual({
      success: true,
      autoLogin: true,
      message: "Welcome to Stockroom! Your account is ready.",
    });
    const me = await api("GET", "/api/auth/user", sessionCookie(complete));
    expect(me.body).toMatchObject({ role: "owner", subscriptionTier: "growth", subscriptionStatus: "active" });

    const account = await accountByEmail("buyer@example.com");
    expect(account.totalAmountPaid).toBe(9900);
    expect(account.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 60 * 60 * 1000);
    // Its renewals keep the day it was bought on (issue 35).
    expect(account.billingAnchorDay).toBe(account.currentPeriodStart!.getUTCDate());
    const history = await ctx.database.db.select().from(payments).where(eq(payments.userId, account.id));
    expect(history.map((p) => [p.kind, p.status, p.amount])).toEqual([["subscription", "succeeded", 9900]]);
    expect((await api("GET", "/api/payment/methods", sessionCookie(complete))).body.paymentMethods).toEqual([
      expect.objectContaining({ last4: "4242", isDefault: true }),
    ]);

    const again = await post("/api/complete-registration", body, checkout.cookie);
    expect(json(again).success).toBe(true);
    const elsewhere = await post("/api/complete-registration", body);
    expect(json(elsewhere)).toMatchObject({ success: true, autoLogin: false });
    expect(elsewhere.cookies.find((c) => c.name === "sid")).toBeUndefined();
    expect(await ctx.database.db.select().from(payments).where(eq(payments.userId, account.id))).toHaveLength(1);
    await signIn(ctx.app, "buyer@example.com", "Harbor2026");

    // The checkout's notice job ran only now, after the payment made the account: it is this checkout's own
    // account, whose buyer is not told that "a checkout used your email address".
    await ctx.jobs.drain();
    const mail = await ctx.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "buyer@example.com"));
    expect(mail).toEqual([]);
  });

  it("answers 402 while the payment has not succeeded and leaves the account incomplete", async () => {
    const checkout = await startCheckout("declined@example.com");
    const declined = await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: checkout.clientSecret,
      card: testCard(TEST_CARDS.declined),
    });
    expect(declined.body).toMatchObject({ status: "requires_payment_method", error: "Your card was declined." });
    const body = { paymentIntent: checkout.paymentIntentId, planId: "growth", email: "declined@example.com" };
    const complete = await post("/api/complete-registration", body, checkout.cookie);
    expect(complete.statusCode).toBe(402);
    expect(json(complete).message).toBe("Your card was declined.");
    expect((await accountByEmail("declined@example.com")).subscriptionStatus).toBe("incomplete");
  });

  it("completes after 3-D Secure with the authentication card", async () => {
    const checkout = await startCheckout("secure@example.com", "starter");
    const pending = await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: checkout.clientSecret,
      card: testCard(TEST_CARDS.requiresAction),
    });
    expect(pending.body.status).toBe("requires_action");
    const body = { paymentIntent: checkout.paymentIntentId, planId: "starter", email: "secure@example.com" };
    expect((await post("/api/complete-registration", body, checkout.cookie)).statusCode).toBe(402);
    await api("POST", "/api/local-payments/authenticate", undefined, {
      clientSecret: checkout.clientSecret,
      approve: true,
    });
    expect(json(await post("/api/complete-registration", body, checkout.cookie)).autoLogin).toBe(true);
  });

  it("does not reveal or complete other registrations", async () => {
    const checkout = await startCheckout("private@example.com");
    await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: checkout.clientSecret,
      card: testCard(TEST_CARDS.success),
    });
    const wrongEmail = await post("/api/complete-registration", {
      paymentIntent: checkout.paymentIntentId,
      planId: "growth",
      email: "someone@example.com",
    });
    expect(wrongEmail.statusCode).toBe(404);
    const wrongPlan = await post("/api/complete-registration", {
      paymentIntent: checkout.paymentIntentId,
      planId: "enterprise",
      email: "private@example.com",
    });
    expect(wrongPlan.statusCode).toBe(400);
  });
});

describe("abandoned checkouts", () => {
  it("are removed after a week, paid accounts never", async () => {
    await startCheckout("abandoned@example.com");
    const abandoned = await accountByEmail("abandoned@example.com");
    const paid = await accountByEmail("buyer@example.com");
    const weekLater = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await removeAbandonedCheckouts(ctx.database.db, weekLater)).toBeGreaterThanOrEqual(1);
    expect(await accountByEmail("abandoned@example.com")).toBeUndefined();
    expect(await accountByEmail("buyer@example.com")).toMatchObject({ id: paid.id });
    const orphanIntents = await ctx.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, abandoned.id));
    expect(orphanIntents).toEqual([]);
  });

  it("keep an email whose latest checkout started within the week", async () => {
    await startCheckout("returning@example.com");
    const account = await accountByEmail("returning@example.com");
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    await ctx.database.db.update(users).set({ createdAt: tenDaysAgo }).where(eq(users.id, account.id));
    await removeAbandonedCheckouts(ctx.database.db);
    expect(await accountByEmail("returning@example.com")).toMatchObject({ id: account.id });
  });
});

describe("POST /api/test-payment", () => {
  it("takes a test card for the plan-selection demo without touching any account", async () => {
    const before = await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(payments);
    const started = await post("/api/test-payment", { targetTier: "pro", isYearly: false });
    expect(json(started)).toMatchObject({ amountToCharge: 19900 });
    const paid = await api("POST", "/api/local-payments/confirm", undefined, {
      clientSecret: json(started).clientSecret,
      card: testCard(TEST_CARDS.success),
    });
    expect(paid.body.status).toBe("succeeded");
    const after = await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(payments);
    expect(after[0].n).toBe(before[0].n);
  });
});
