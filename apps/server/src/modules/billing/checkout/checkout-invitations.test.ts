import { and, desc, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, TEST_CARDS } from "@stockroom/shared";
import { activityLog, emailOutbox, payments, users } from "../../../db/schema";
import { sessionCookie } from "../../../test/context";
import { createAccount, testCard, visitorPost } from "../../../test/fixtures";
import { useTestContext } from "../../../test/suite";
import { removeAbandonedCheckouts } from "./checkout";
import { skipWithout } from "../../../test/skips";

/**
 * Issue 34: starting a checkout never deletes or withdraws anything of another account. An unaccepted invitation
 * stays until the invitee accepts it, the inviter withdraws it, or a payment for its address completes, which
 * withdraws it in the transaction that makes the account, with a line in the inviter's activity log. Before,
 * create-subscription-intent deleted the invitation as it started, so anyone knowing the address could.
 */

let statements: string[] = [];
const { ctx, api } = useTestContext({ seed: false, onQuery: (text) => statements.push(text) });

const post = visitorPost(ctx, "10.34.0");
const json = (response: LightMyRequestResponse) => JSON.parse(response.body);

const checkoutBody = (email: string) => ({
  planId: "growth",
  isYearly: false,
  customerInfo: {
    firstName: "Ada",
    lastName: "Buyer",
    email,
    password: "Harbor2026",
    confirmPassword: "Harbor2026",
  },
});

/** An owner and an invitation they sent to `email`, with the link it emailed. */
async function invitation(email: string) {
  const owner = await createAccount(ctx.app, ctx.database.db);
  const created = await api("POST", "/api/users/create-manager", owner.cookie, {
    email,
    firstName: "Ivy",
    lastName: "Invitee",
  });
  expect(created.status).toBe(201);
  await ctx.jobs.drain();
  const [mail] = await ctx.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id));
  const token = /token=([\w-]+)/.exec(mail.text)![1];
  return { owner, managerId: created.body.id as string, token };
}

const managerRow = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];
const listed = async (cookie: string) =>
  ((await api("GET", "/api/users", cookie)).body as { id: string }[]).map((m) => m.id);
const pay = (clientSecret: string) =>
  api("POST", "/api/local-payments/confirm", undefined, { clientSecret, card: testCard(TEST_CARDS.success) });

describe("a checkout for an address with an unaccepted invitation", () => {
  it("withdraws nothing when it starts, and answers in the same statements as for a new address", async () => {
    const { owner, managerId } = await invitation("invited@example.com");
    statements = [];
    const started = await post("/api/create-subscription-intent", checkoutBody("invited@example.com"));
    const invitedStatements = statements.map((text) => text.replace(/\$\d+/g, "?"));
    statements = [];
    const fresh = await post("/api/create-subscription-intent", checkoutBody("nobody-yet@example.com"));
    const freshStatements = statements.map((text) => text.replace(/\$\d+/g, "?"));
    expect([started.statusCode, fresh.statusCode]).toEqual([200, 200]);
    expect(invitedStatements).toEqual(freshStatements);

    expect(await managerRow(managerId)).toMatchObject({ email: "invited@example.com", role: "manager" });
    expect(await listed(owner.cookie)).toContain(managerId);
    // Nor does the clean-up of abandoned checkouts, a week later.
    await removeAbandonedCheckouts(ctx.database.db, new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    expect(await managerRow(managerId)).toBeDefined();
    expect(await listed(owner.cookie)).toContain(managerId);
  });

  it("is withdrawn when the payment completes, in that transaction, with a line in the inviter's log", async () => {
    const { owner, managerId, token } = await invitation("paying@example.com");
    const started = await post("/api/create-subscription-intent", checkoutBody("paying@example.com"));
    expect(await managerRow(managerId)).toBeDefined();
    expect((await pay(json(started).clientSecret)).body.status).toBe("succeeded");

    expect(await managerRow(managerId)).toBeUndefined();
    expect(await listed(owner.cookie)).not.toContain(managerId);
    const log = await ctx.database.db
      .select({ type: activityLog.type, details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.ownerId, owner.id), eq(activityLog.type, "invitation_withdrawn")));
    expect(log).toEqual([
      {
        type: "invitation_withdrawn",
        details: "Invitation for paying@example.com withdrawn: that address paid for its own Stockroom subscription",
      },
    ]);
    const complete = await post(
      "/api/complete-registration",
      { paymentIntent: json(started).paymentIntentId, planId: "growth", email: "paying@example.com" },
      sessionCookie(started),
    );
    expect(json(complete)).toMatchObject({ success: true, autoLogin: true });
    // The withdrawn invitation's link can no longer set a password.
    const accept = await post("/api/auth/reset-password", { token, newPassword: "Accepted2026" });
    expect(accept.statusCode).toBe(400);
    const login = await post("/api/auth/login", { email: "paying@example.com", password: "Harbor2026" });
    expect(login.statusCode).toBe(200);
  });

  it("stays the invitee's to accept, and then the checkout's payment is refused before any charge", async () => {
    const { owner, managerId, token } = await invitation("accepts@example.com");
    const started = await post("/api/create-subscription-intent", checkoutBody("accepts@example.com"));
    expect((await post("/api/auth/reset-password", { token, newPassword: "Accepted2026" })).statusCode).toBe(200);
    const paid = await pay(json(started).clientSecret);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(ACCOUNT_MESSAGES.checkoutManagerEmail);
    expect(await managerRow(managerId)).toMatchObject({ email: "accepts@example.com" });
    expect(await listed(owner.cookie)).toContain(managerId);
    const charged = await ctx.database.db
      .select()
      .from(payments)
      .where(sql`${payments.providerPaymentId} = ${json(started).paymentIntentId}`);
    expect(charged).toEqual([]);
  });
});

describe.skipIf(skipWithout({ postgres: process.env.TEST_DATABASE_URL }))(
  "a payment and the invitee's acceptance at the same moment",
  () => {
    it("one of them wins whole: the account with the invitation withdrawn, or the manager and no charge", async () => {
      for (let round = 0; round < 5; round++) {
        const email = `race-${round}@example.com`;
        const { managerId, token } = await invitation(email);
        const started = await post("/api/create-subscription-intent", checkoutBody(email));
        const [paid, accepted] = await Promise.all([
          pay(json(started).clientSecret),
          post("/api/auth/reset-password", { token, newPassword: "Accepted2026" }),
        ]);
        const holders = await ctx.database.db
          .select({ id: users.id, role: users.role })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${email}`, sql`${users.passwordHash} IS NOT NULL`));
        expect(holders).toHaveLength(1);
        if (paid.status === 200) {
          expect(accepted.statusCode).toBe(400);
          expect(holders[0].role).toBe("owner");
          expect(await managerRow(managerId)).toBeUndefined();
        } else {
          expect([paid.status, accepted.statusCode]).toEqual([409, 200]);
          expect(holders[0].id).toBe(managerId);
        }
      }
    });
  },
);
