import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PLANS, TEST_CARDS } from "@stockroom/shared";
import { payments, properties, users } from "../../../db/schema";
import { type Account, createAccount, testCard } from "../../../test/fixtures";
import { runDueSubscriptionJobs } from "./scheduler";
import { useTestContext } from "../../../test/suite";

const { ctx, api } = useTestContext({ seed: false });

const ADD_ON = PLANS.enterprise.additionalHotelPrice!;
const BASE = PLANS.enterprise.maxProperties;

/** An enterprise owner with every property of the base allowance in use, 30 days of period left. */
async function fullEnterpriseOwner(): Promise<Account> {
  const owner = await createAccount(ctx.app, ctx.database.db, { tier: "enterprise" });
  await ctx.database.db
    .update(users)
    .set({ currentPeriodStart: new Date(), currentPeriodEnd: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) })
    .where(eq(users.id, owner.id));
  await ctx.database.db
    .insert(properties)
    .values(Array.from({ length: BASE }, (_, i) => ({ name: `Hotel ${i + 1}`, ownerId: owner.id })));
  return owner;
}

const countOf = async (ownerId: string) =>
  (await ctx.database.db.select().from(properties).where(eq(properties.ownerId, ownerId))).length;

async function payForOneMore(owner: Account, cardNumber: string = TEST_CARDS.success) {
  const intent = await api("POST", "/api/additional-property/payment-intent", owner.cookie, {
    additionalProperties: 1,
  });
  expect(intent.status).toBe(200);
  const paid = await api("POST", "/api/local-payments/confirm", undefined, {
    clientSecret: intent.body.clientSecret,
    card: testCard(cardNumber),
  });
  return { intent: intent.body, paid: paid.body };
}

describe("additional properties on enterprise", () => {
  it("answers 402 past the base, then charges the add-on and creates the property once", async () => {
    const owner = await fullEnterpriseOwner();
    const blocked = await api("POST", "/api/properties", owner.cookie, { name: "Hotel 22" });
    expect(blocked.status).toBe(402);
    expect(blocked.body).toMatchObject({ error: "PAYMENT_REQUIRED", additionalCost: ADD_ON, additionalProperties: 1 });

    const { intent, paid } = await payForOneMore(owner);
    expect(intent.amount).toBe(ADD_ON);
    expect(paid.status).toBe("succeeded");
    const confirmBody = {
      paymentIntentId: intent.paymentIntentId,
      propertyData: { name: "Hotel 22", address: "1 Pier" },
    };
    const created = await api("POST", "/api/additional-property/confirm-payment", owner.cookie, confirmBody);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, property: { name: "Hotel 22", address: "1 Pier" } });
    const replay = await api("POST", "/api/additional-property/confirm-payment", owner.cookie, confirmBody);
    expect(replay.body.property.id).toBe(created.body.property.id);
    expect(await countOf(owner.id)).toBe(BASE + 1);

    const limits = (await api("GET", "/api/usage-limits", owner.cookie)).body;
    expect(limits.usage).toMatchObject({ propertyCount: BASE + 1, maxProperties: BASE + 1, canAddProperty: false });
    const history = await ctx.database.db.select().from(payments).where(eq(payments.userId, owner.id));
    expect(history.map((p) => [p.kind, p.amount])).toEqual([["additional_property", ADD_ON]]);
    const next = (await api("GET", "/api/subscription/next-payment", owner.cookie)).body;
    expect(next.amount).toBe(PLANS.enterprise.price + ADD_ON);
  });

  it("bills the add-on with every renewal", async () => {
    const owner = await fullEnterpriseOwner();
    const { intent } = await payForOneMore(owner);
    await api("POST", "/api/additional-property/confirm-payment", owner.cookie, {
      paymentIntentId: intent.paymentIntentId,
      propertyData: { name: "Annex" },
    });
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    await runDueSubscriptionJobs(ctx.database.db, ctx.payments.provider, {
      now: new Date(account.currentPeriodEnd!.getTime() + 1000),
    });
    const renewals = await ctx.database.db.select().from(payments).where(eq(payments.userId, owner.id));
    expect(renewals.find((p) => p.kind === "renewal")).toMatchObject({
      status: "succeeded",
      amount: PLANS.enterprise.price + ADD_ON,
    });
  });

  it("creates nothing when the card is declined", async () => {
    const owner = await fullEnterpriseOwner();
    const { intent, paid } = await payForOneMore(owner, TEST_CARDS.declined);
    expect(paid.status).toBe("requires_payment_method");
    const attempt = await api("POST", "/api/additional-property/confirm-payment", owner.cookie, {
      paymentIntentId: intent.paymentIntentId,
      propertyData: { name: "Not paid" },
    });
    expect(attempt.status).toBe(402);
    const missing = await api("POST", "/api/additional-property/confirm-payment", owner.cookie, {
      propertyData: { name: "No payment" },
    });
    expect(missing.status).toBe(402);
    expect(await countOf(owner.id)).toBe(BASE);
  });

  it("refuses a payment that is not needed or not offered, and other owners' payments", async () => {
    const roomy = await createAccount(ctx.app, ctx.database.db, { tier: "enterprise" });
    const notNeeded = await api("POST", "/api/additional-property/payment-intent", roomy.cookie, {
      additionalProperties: 1,
    });
    expect(notNeeded.body).toMatchObject({ message: "Your plan still has room for another property" });
    const starter = await createAccount(ctx.app, ctx.database.db, { tier: "starter" });
    const notOffered = await api("POST", "/api/additional-property/payment-intent", starter.cookie, {
      additionalProperties: 1,
    });
    expect(notOffered.status).toBe(400);
    const bad = await api("POST", "/api/additional-property/payment-intent", roomy.cookie, { additionalProperties: 0 });
    expect(bad.status).toBe(400);

    const owner = await fullEnterpriseOwner();
    const { intent } = await payForOneMore(owner);
    const stolen = await api("POST", "/api/additional-property/confirm-payment", roomy.cookie, {
      paymentIntentId: intent.paymentIntentId,
      propertyData: { name: "Not yours" },
    });
    expect(stolen.status).toBe(404);
  });

  it("skips the card form for demo accounts, whose plan limits still apply", async () => {
    const demo = await createAccount(ctx.app, ctx.database.db, { role: "demo", tier: "demo" });
    const intent = await api("POST", "/api/additional-property/payment-intent", demo.cookie, {
      additionalProperties: 1,
    });
    expect(intent.body).toEqual({ demo: true });
    const first = await api("POST", "/api/additional-property/confirm-payment", demo.cookie, {
      propertyData: { name: "Demo Inn" },
    });
    expect(first.status).toBe(201);
    const second = await api("POST", "/api/additional-property/confirm-payment", demo.cookie, {
      propertyData: { name: "Second Demo Inn" },
    });
    expect(second.status).toBe(403);
    expect(second.body.error).toBe("LIMIT_EXCEEDED");
  });
});
