import { eq, inArray, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, TEST_CARDS } from "@stockroom/shared";
import { payments, pendingCheckouts, users } from "../../../db/schema";
import { type TestContext, createTestContext } from "../../../test/context";
import { testCard } from "../../../test/fixtures";
import { skipWithout } from "../../../test/skips";

/**
 * Checkouts for one email under real concurrency (PostgreSQL only: PGlite serves one connection at a
 * time, so nothing races there). Twenty open side by side without touching each other; of those paid
 * at the same moment exactly one is charged and becomes the account, with its own password.
 */

const PARALLEL = 20;
let ctx: TestContext;
let address = 0;

/** Each request from its own address: the per-address checkout limit is not what these count. */
function post(url: string, payload: object) {
  return ctx.app.inject({ method: "POST", url, payload, remoteAddress: `198.51.101.${++address % 250}` });
}
const json = (response: LightMyRequestResponse) => JSON.parse(response.body);
const tally = (responses: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

describe.skipIf(skipWithout({ postgres: process.env.TEST_DATABASE_URL }))("checkout races on PostgreSQL", () => {
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(() => ctx?.close());

  async function twentyCheckouts(email: string) {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post("/api/create-subscription-intent", {
          planId: "basic",
          customerInfo: {
            firstName: "Race",
            lastName: `Buyer ${i}`,
            email,
            password: `Checkout${i}Race`,
            confirmPassword: `Checkout${i}Race`,
          },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ 200: PARALLEL });
    return responses.map((r, i) => ({ ...json(r), password: `Checkout${i}Race` }));
  }

  const accountsOf = (email: string) =>
    ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);

  const pay = (clientSecret: string) =>
    post("/api/local-payments/confirm", { clientSecret, card: testCard(TEST_CARDS.success) });

  it("opens twenty checkouts for one email, each kept apart on its own credential-less account row", async () => {
    const checkouts = await twentyCheckouts("twenty@example.com");
    expect(new Set(checkouts.map((c) => c.paymentIntentId)).size).toBe(PARALLEL);
    const accounts = await accountsOf("twenty@example.com");
    expect(accounts).toHaveLength(PARALLEL);
    for (const account of accounts)
      expect(account).toMatchObject({ subscriptionStatus: "incomplete", passwordHash: null });
    const pending = await ctx.database.db
      .select()
      .from(pendingCheckouts)
      .where(
        inArray(
          pendingCheckouts.userId,
          accounts.map((a) => a.id),
        ),
      );
    expect(new Set(pending.map((p) => p.lastName))).toEqual(new Set(checkouts.map((_, i) => `Buyer ${i}`)));
  });

  it("charges exactly one of two checkouts paid at the same moment, and the account is that one's", async () => {
    const checkouts = await twentyCheckouts("paid-twice@example.com");
    const [a, b] = [checkouts[3], checkouts[11]];
    const paid = await Promise.all([pay(a.clientSecret), pay(b.clientSecret)]);
    expect(tally(paid)).toEqual({ 200: 1, 409: 1 });
    const loser = paid.find((r) => r.statusCode === 409)!;
    expect(json(loser)).toMatchObject({ error: "CONFLICT", message: ACCOUNT_MESSAGES.checkoutEmailTaken });
    const winner = paid[0].statusCode === 200 ? a : b;

    const [account, ...others] = (await accountsOf("paid-twice@example.com")).filter((a) => a.passwordHash !== null);
    expect(others).toEqual([]);
    expect(account).toMatchObject({ subscriptionStatus: "active", subscriptionTier: "basic", totalAmountPaid: 4900 });
    const history = await ctx.database.db.select().from(payments).where(eq(payments.userId, account.id));
    expect(history.map((p) => [p.providerPaymentId, p.status])).toEqual([[winner.paymentIntentId, "succeeded"]]);
    const login = (password: string) =>
      post("/api/auth/login", { email: "paid-twice@example.com", password }).then((r) => r.statusCode);
    expect(await login(winner.password)).toBe(200);
    expect(await login((winner === a ? b : a).password)).toBe(401);

    const rest = await Promise.all(checkouts.filter((c) => c !== a && c !== b).map((c) => pay(c.clientSecret)));
    expect(tally(rest)).toEqual({ 409: PARALLEL - 2 });
    expect(await ctx.database.db.select().from(payments).where(eq(payments.userId, account.id))).toHaveLength(1);
  });
});
