import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_CONVERSION_MESSAGES, TEST_CARDS } from "@stockroom/shared";
import { activityLog, inventoryItems, paymentIntents, payments, properties, users } from "../../../db/schema";
import { startDemoAccount } from "../../../test/demo";
import { createAccount, testCard } from "../../../test/fixtures";
import { removeStaleDemoAccounts } from "../../demo/cleanup";
import { applySucceededIntent } from "../payments/events";
import { openIntent } from "../ledger/ledger";
import { useTestContext } from "../../../test/suite";

const DAY = 24 * 60 * 60 * 1000;

const { ctx, api } = useTestContext({ seed: false });
let signups = 0;

/** A demo account made through the API, with its sample hotel, a manager it added and its session. */
async function demoAccount() {
  signups += 1;
  const email = `demo-${signups}@example.com`;
  const cookie = await startDemoAccount(ctx, { email, propertyCount: "2-5" }, `10.4.0.${signups}`);
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const manager = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: row.id });
  return { id: row.id, email, cookie, managerId: manager.id };
}

const account = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
const propertiesOf = (id: string) =>
  ctx.database.db.select({ id: properties.id }).from(properties).where(eq(properties.ownerId, id));
const paymentsOf = (id: string) =>
  ctx.database.db
    .select({ kind: payments.kind, status: payments.status, amount: payments.amount, tier: payments.tier })
    .from(payments)
    .where(eq(payments.userId, id))
    .orderBy(payments.id);

async function start(cookie: string, tier = "growth", data = "keep") {
  const response = await api("POST", "/api/demo/conversion", cookie, { tier, data });
  expect(response.status).toBe(200);
  return response.body as { clientSecret: string; paymentIntentId: string; amount: number };
}
const pay = (clientSecret: string, number: string) =>
  api("POST", "/api/local-payments/confirm", undefined, { clientSecret, card: testCard(number) });
const confirm = (cookie: string, paymentIntentId: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/demo/conversion/confirm",
    headers: { cookie },
    payload: { paymentIntentId },
  });

describe("a demo account becoming a customer", () => {
  it("pays the plan's first month and becomes an owner on it, keeping its data and its sign-in", async () => {
    const demo = await demoAccount();
    const before = await propertiesOf(demo.id);
    const intent = await start(demo.cookie);
    expect(intent.amount).toBe(9900);
    expect((await account(demo.id)).role).toBe("demo");

    expect((await pay(intent.clientSecret, TEST_CARDS.success)).body.status).toBe("succeeded");
    const confirmed = await confirm(demo.cookie, intent.paymentIntentId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      success: true,
      message: DEMO_CONVERSION_MESSAGES.converted("growth"),
      subscriptionTier: "growth",
    });

    const converted = await account(demo.id);
    expect(converted).toMatchObject({
      role: "owner",
      subscriptionTier: "growth",
      subscriptionStatus: "active",
      billingPeriod: "monthly",
      totalAmountPaid: 9900,
    });
    expect(converted.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(await paymentsOf(demo.id)).toEqual([
      { kind: "subscription", status: "succeeded", amount: 9900, tier: "growth" },
    ]);
    expect(await propertiesOf(demo.id)).toEqual(before);

    // The same session now works as the owner; the plan allows a second property.
    const { cookie } = demo;
    expect((await api("GET", "/api/auth/user", cookie)).body).toMatchObject({
      role: "owner",
      subscriptionTier: "growth",
    });
    expect((await api("GET", "/api/payment/status", cookie)).body.needsPaywall).toBe(false);
    expect((await api("POST", "/api/properties", cookie, { name: "Second Hotel" })).status).toBe(201);
    expect((await api("GET", "/api/payment/methods", cookie)).body.paymentMethods).toEqual([
      expect.objectContaining({ last4: "4242", isDefault: true }),
    ]);
    expect((await account(demo.managerId)).createdBy).toBe(demo.id);
  });

  it("starts fresh when asked: properties and activity go, managers stay", async () => {
    const demo = await demoAccount();
    const intent = await start(demo.cookie, "basic", "fresh");
    expect(intent.amount).toBe(4900);
    await pay(intent.clientSecret, TEST_CARDS.success);
    expect((await confirm(demo.cookie, intent.paymentIntentId)).statusCode).toBe(200);

    expect(await account(demo.id)).toMatchObject({ role: "owner", subscriptionTier: "basic" });
    expect(await propertiesOf(demo.id)).toEqual([]);
    const activity = await ctx.database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.ownerId, demo.id));
    expect(activity).toEqual([{ details: "Demo account became a customer on Basic (demo data removed)" }]);
    expect(await account(demo.managerId)).toMatchObject({ role: "manager", createdBy: demo.id });
  });

  it("leaves a declined card's account a demo account, with its data", async () => {
    const demo = await demoAccount();
    const before = await ctx.database.db.select({ id: inventoryItems.id }).from(inventoryItems);
    const intent = await start(demo.cookie, "growth", "fresh");
    const declined = await pay(intent.clientSecret, TEST_CARDS.declined);
    expect(declined.body.status).toBe("requires_payment_method");
    const confirmed = await confirm(demo.cookie, intent.paymentIntentId);
    expect(confirmed.statusCode).toBe(402);
    expect(confirmed.json()).toMatchObject({ error: "PAYMENT_REQUIRED", message: declined.body.error });
    expect(await account(demo.id)).toMatchObject({ role: "demo", subscriptionTier: "demo", totalAmountPaid: 0 });
    expect(await paymentsOf(demo.id)).toEqual([]);
    expect(await ctx.database.db.select({ id: inventoryItems.id }).from(inventoryItems)).toEqual(before);

    // A second attempt with a working card goes through.
    const retry = await start(demo.cookie, "growth", "keep");
    await pay(retry.clientSecret, TEST_CARDS.success);
    expect((await confirm(demo.cookie, retry.paymentIntentId)).statusCode).toBe(200);
    expect((await account(demo.id)).subscriptionTier).toBe("growth");
  });

  it("converts after the 3-D Secure step is approved, and not while it is pending or refused", async () => {
    const demo = await demoAccount();
    const intent = await start(demo.cookie, "pro");
    expect((await pay(intent.clientSecret, TEST_CARDS.requiresAction)).body.status).toBe("requires_action");
    expect((await confirm(demo.cookie, intent.paymentIntentId)).statusCode).toBe(402);
    expect((await account(demo.id)).role).toBe("demo");

    const refused = await start(demo.cookie, "pro");
    await pay(refused.clientSecret, TEST_CARDS.requiresAction);
    const refusal = await api("POST", "/api/local-payments/authenticate", undefined, {
      clientSecret: refused.clientSecret,
      approve: false,
    });
    expect(refusal.body.status).not.toBe("succeeded");
    expect((await confirm(demo.cookie, refused.paymentIntentId)).statusCode).toBe(402);
    expect((await account(demo.id)).role).toBe("demo");

    const approved = await start(demo.cookie, "pro");
    await pay(approved.clientSecret, TEST_CARDS.requiresAction);
    const authenticated = await api("POST", "/api/local-payments/authenticate", undefined, {
      clientSecret: approved.clientSecret,
      approve: true,
    });
    expect(authenticated.body.status).toBe("succeeded");
    expect((await confirm(demo.cookie, approved.paymentIntentId)).statusCode).toBe(200);
    expect(await account(demo.id)).toMatchObject({ role: "owner", subscriptionTier: "pro" });
  });

  it("pays and converts once when confirmations race, and answers each of them", async () => {
    const demo = await demoAccount();
    const intent = await start(demo.cookie, "growth");
    const card = testCard(TEST_CARDS.success);
    const answers = await Promise.all([
      api("POST", "/api/local-payments/confirm", undefined, { clientSecret: intent.clientSecret, card }),
      confirm(demo.cookie, intent.paymentIntentId),
      api("POST", "/api/local-payments/confirm", undefined, { clientSecret: intent.clientSecret, card }),
      confirm(demo.cookie, intent.paymentIntentId),
    ]);
    expect(answers[0].body.status).toBe("succeeded");
    expect(answers[2].body.status).toBe("succeeded");
    // A confirmation that ran before the card did is told the payment has not completed; none fails otherwise.
    for (const answer of [answers[1], answers[3]]) expect([200, 402]).toContain(answer.statusCode);
    expect((await confirm(demo.cookie, intent.paymentIntentId)).statusCode).toBe(200);

    expect(await paymentsOf(demo.id)).toHaveLength(1);
    expect(await account(demo.id)).toMatchObject({ role: "owner", totalAmountPaid: 9900 });
    const conversions = await ctx.database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.ownerId, demo.id));
    expect(conversions.filter((a) => a.details.startsWith("Demo account became a customer"))).toHaveLength(1);
  });

  it("takes no second payment once converted, and refunds one a provider took anyway", async () => {
    const demo = await demoAccount();
    const first = await start(demo.cookie);
    // A second attempt opened before the first was paid (another tab), out of the first one's reach.
    const second = await openIntent(ctx.database.db, ctx.payments.provider, {
      userId: demo.id,
      amount: 9900,
      purpose: { kind: "demo_conversion", tier: "growth", data: "fresh" },
      description: "Stockroom Growth plan (monthly)",
    });
    await pay(first.clientSecret, TEST_CARDS.success);
    expect((await confirm(demo.cookie, first.paymentIntentId)).statusCode).toBe(200);

    // The built-in card network refuses to charge it.
    const refused = await pay(second.clientSecret, TEST_CARDS.success);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DEMO_CONVERSION_MESSAGES.alreadyCustomer);

    // Stripe would have taken it in the browser: reported as succeeded, it is refunded and changes nothing.
    await ctx.database.db.transaction(async (tx) => {
      await tx.update(paymentIntents).set({ status: "succeeded" }).where(eq(paymentIntents.id, second.id));
      await applySucceededIntent(tx, ctx.payments.provider, second.id);
    });
    const late = await confirm(demo.cookie, second.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DEMO_CONVERSION_MESSAGES.refunded);
    expect(await paymentsOf(demo.id)).toEqual([
      { kind: "subscription", status: "succeeded", amount: 9900, tier: "growth" },
      { kind: "subscription", status: "refunded", amount: 9900, tier: "growth" },
    ]);
    expect(await account(demo.id)).toMatchObject({ role: "owner", totalAmountPaid: 9900 });
    expect((await propertiesOf(demo.id)).length).toBe(1);
  });

  it("cancels an earlier unpaid attempt when a new one starts", async () => {
    const demo = await demoAccount();
    const first = await start(demo.cookie, "starter");
    const second = await start(demo.cookie, "growth");
    expect((await pay(first.clientSecret, TEST_CARDS.success)).status).toBe(409);
    await pay(second.clientSecret, TEST_CARDS.success);
    expect((await confirm(demo.cookie, second.paymentIntentId)).statusCode).toBe(200);
    expect(await paymentsOf(demo.id)).toEqual([
      { kind: "subscription", status: "succeeded", amount: 9900, tier: "growth" },
    ]);
  });

  it("refuses other roles, bad input and other payments, and changes nothing", async () => {
    const demo = await demoAccount();
    const owner = await createAccount(ctx.app, ctx.database.db);
    const admin = await createAccount(ctx.app, ctx.database.db, { role: "admin" });
    const manager = await createAccount(ctx.app, ctx.database.db, { role: "manager" });
    for (const caller of [owner, admin, manager]) {
      const answer = await api("POST", "/api/demo/conversion", caller.cookie, { tier: "growth", data: "keep" });
      expect(answer.status).toBe(403);
    }
    expect((await api("POST", "/api/demo/conversion", undefined, { tier: "growth", data: "keep" })).status).toBe(401);
    const badTier = await api("POST", "/api/demo/conversion", demo.cookie, { tier: "demo", data: "keep" });
    expect(badTier.status).toBe(400);
    expect(badTier.body).toMatchObject({ error: "VALIDATION_ERROR", message: "Please choose a plan" });
    const badChoice = await api("POST", "/api/demo/conversion", demo.cookie, { tier: "growth", data: "maybe" });
    expect(badChoice.body.message).toBe("Please choose what happens to your demo data");
    expect((await api("POST", "/api/demo/conversion/confirm", demo.cookie, {})).status).toBe(400);

    // Someone else's conversion payment, and a payment made for something else, are not this account's to confirm.
    const other = await demoAccount();
    const theirs = await start(other.cookie);
    await pay(theirs.clientSecret, TEST_CARDS.success);
    const stolen = await api("POST", "/api/demo/conversion/confirm", demo.cookie, {
      paymentIntentId: theirs.paymentIntentId,
    });
    expect(stolen.status).toBe(404);
    const setup = await api("POST", "/api/payment/update-method", demo.cookie);
    const wrong = await api("POST", "/api/demo/conversion/confirm", demo.cookie, {
      paymentIntentId: (setup.body.clientSecret as string).split("_secret_")[0],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(DEMO_CONVERSION_MESSAGES.otherPurpose);
    expect((await api("POST", "/api/demo/conversion/confirm", admin.cookie, { paymentIntentId: "pi_x" })).status).toBe(
      403,
    );
    expect(await account(demo.id)).toMatchObject({ role: "demo", subscriptionTier: "demo" });
    expect(await paymentsOf(demo.id)).toEqual([]);
    expect((await account(other.id)).role).toBe("owner");
  });

  it("is never removed by the demo clean-up while paying, nor once converted; its managers go with it or stay with it", async () => {
    const paying = await demoAccount();
    const idle = await demoAccount();
    const converted = await demoAccount();
    const fifteenDaysAgo = new Date(Date.now() - 15 * DAY);
    for (const { id } of [paying, idle, converted]) {
      await ctx.database.db.update(users).set({ createdAt: fifteenDaysAgo }).where(eq(users.id, id));
    }
    await start(paying.cookie);
    const intent = await start(converted.cookie);
    await pay(intent.clientSecret, TEST_CARDS.success);

    await removeStaleDemoAccounts(ctx.database.db);
    expect(await account(idle.id)).toBeUndefined();
    expect(await account(idle.managerId)).toBeUndefined();
    expect((await account(paying.id)).role).toBe("demo");
    expect((await account(paying.managerId)).createdBy).toBe(paying.id);
    expect((await account(converted.id)).role).toBe("owner");
    // Its latest attempt ages out too: then it goes like any other demo account, with its managers.
    await removeStaleDemoAccounts(ctx.database.db, new Date(Date.now() + 15 * DAY));
    expect(await account(paying.id)).toBeUndefined();
    expect(await account(paying.managerId)).toBeUndefined();
    // A customer's managers are theirs to keep (decision 79), whenever they were added.
    expect((await account(converted.id)).role).toBe("owner");
    expect((await account(converted.managerId)).createdBy).toBe(converted.id);
  });
});
