import { count, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, LIMITS, TEST_CARDS } from "@stockroom/shared";
import { activityLog, emailOutbox, sessions, users } from "../../db/schema";
import { removeStaleDemoAccounts } from "../../modules/demo/cleanup";
import { INVITATION_LIMITS } from "../../modules/users/routes";
import { sessionCookie, signIn } from "../context";
import { type Account, createAccount, testCard, visitorPost } from "../fixtures";
import { startDemoAccount } from "../demo";
import { useTestContext } from "../suite";

// Issue 16 point 2: a demo account (anonymous sign-up, no email check) created a manager for a
// stranger's address with a phishing line as the first name, called resend-invite 20 times (21 emails
// queued), and the stranger's address was then refused at checkout ("account already exists").

const DAY = 24 * 60 * 60 * 1000;
const VICTIM = "victim@external.test";
const PHISHING = "Your mailbox is full, log in at http://evil.test/x";

const { ctx, api } = useTestContext({ seed: false });
let demos = 0;

const post = visitorPost(ctx, "10.16.2");

async function demoSignup(email: string) {
  const cookie = await startDemoAccount(ctx, { email, firstName: "Mallory" }, `10.16.3.${++demos}`);
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row.id, email, cookie };
}

const mailTo = (email: string) =>
  ctx.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email));
const userByEmail = async (email: string) =>
  (
    await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
  )[0];
const manager = (email: string, patch: Record<string, unknown> = {}) => ({
  email,
  firstName: "Ivy",
  lastName: "Invited",
  propertyId: "none",
  ...patch,
});
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** Buys the Growth plan for the email with the built-in card network, as the checkout page does. */
async function buy(email: string) {
  const started = await post("/api/create-subscription-intent", {
    planId: "growth",
    isYearly: false,
    customerInfo: {
      firstName: "Vic",
      lastName: "Tim",
      email,
      password: "OwnPlan2026",
      confirmPassword: "OwnPlan2026",
    },
  });
  if (started.statusCode !== 200) return started;
  const { clientSecret, paymentIntentId } = started.json();
  const paid = await api("POST", "/api/local-payments/confirm", undefined, {
    clientSecret,
    card: testCard(TEST_CARDS.success),
  });
  // An address that signs in elsewhere is refused at the payment, before any charge (issue 34).
  if (paid.status !== 200) return { statusCode: paid.status, json: () => paid.body as unknown };
  expect(paid.body.status).toBe("succeeded");
  return post(
    "/api/complete-registration",
    { paymentIntent: paymentIntentId, planId: "growth", isYearly: false, email },
    sessionCookie(started),
  );
}

describe("a demo account emails no one but itself (issue 16.2)", () => {
  it("the issue's reproduction: no email reaches the stranger, the link shows in-app, and the stranger can still buy", async () => {
    const demo = await demoSignup("mallory@example.com");
    const created = await api(
      "POST",
      "/api/users/create-manager",
      demo.cookie,
      manager(VICTIM, { firstName: PHISHING }),
    );
    expect(created.status).toBe(201);
    // The spec's fields are all there; the link comes back instead of going out.
    expect(created.body).toMatchObject({ email: VICTIM, firstName: PHISHING, role: "manager", invitationSent: false });
    expect(created.body.invitationLink).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=/);

    const statuses: number[] = [];
    const links: string[] = [created.body.invitationLink];
    for (let i = 0; i < 20; i++) {
      const resent = await api("POST", `/api/users/${created.body.id}/resend-invite`, demo.cookie);
      statuses.push(resent.status);
      if (resent.status === 200) {
        expect(resent.body).toMatchObject({ success: true, email: VICTIM });
        links.push(resent.body.invitationLink);
      } else {
        expect(resent.body).toEqual({ error: "RATE_LIMITED", message: ACCOUNT_MESSAGES.tooManyInvitations });
      }
    }
    const allowed = INVITATION_LIMITS.resendsPerRecipient.max;
    expect(statuses).toEqual([...Array(allowed).fill(200), ...Array(20 - allowed).fill(429)]);
    expect(new Set(links).size).toBe(allowed + 1);
    // Nor can anyone have the app mail that address through forgot-password (which emails after answering).
    expect((await post("/api/auth/forgot-password", { email: VICTIM })).statusCode).toBe(200);
    await ctx.jobs.drain();
    expect(await mailTo(VICTIM)).toEqual([]);
    // The only mail so far is the demo's own link, to the address that signed up (issue 34).
    expect(
      await ctx.database.db
        .select({ to: emailOutbox.toAddress, n: count() })
        .from(emailOutbox)
        .groupBy(emailOutbox.toAddress),
    ).toEqual([{ to: demo.email, n: 1 }]);

    // The demo can try the manager's side with the latest link, as the in-app invitation says.
    const reset = await post("/api/auth/reset-password", { token: tokenOf(links.at(-1)!), newPassword: "Manage2026" });
    expect(reset.statusCode).toBe(200);
    const managerCookie = await signIn(ctx.app, VICTIM, "Manage2026");

    // The address holder buys their own subscription: the demo's manager goes, whatever its state.
    const registered = await buy(VICTIM);
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ success: true, autoLogin: true });
    expect(await userByEmail(VICTIM)).toMatchObject({
      role: "owner",
      createdBy: null,
      firstName: "Vic",
      subscriptionTier: "growth",
      subscriptionStatus: "active",
    });
    expect((await api("GET", "/api/users", demo.cookie)).body).toEqual([]);
    expect((await api("GET", "/api/auth/user", managerCookie)).status).toBe(401);
    await signIn(ctx.app, VICTIM, "OwnPlan2026");
  });

  it("a demo's managers are deleted with it, sessions included; a real owner's stay", async () => {
    const demo = await demoSignup("expiring@example.com");
    const created = await api("POST", "/api/users/create-manager", demo.cookie, manager("demo-staff@example.com"));
    const token = tokenOf(created.body.invitationLink);
    expect((await post("/api/auth/reset-password", { token, newPassword: "Manage2026" })).statusCode).toBe(200);
    const managerCookie = await signIn(ctx.app, "demo-staff@example.com", "Manage2026");
    const owner = await createAccount(ctx.app, ctx.database.db);
    const kept = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id });
    const sessionsOf = (id: string) =>
      ctx.database.db
        .select({ sid: sessions.sid })
        .from(sessions)
        .where(sql`${sessions.sess} ->> 'userId' = ${id}`);
    // Accepting the invitation signed the manager in (issue 36), and so did the sign-in.
    expect(await sessionsOf(created.body.id)).toHaveLength(2);

    expect(await removeStaleDemoAccounts(ctx.database.db, new Date(Date.now() + 13 * DAY))).toBe(0);
    expect(await userByEmail("demo-staff@example.com")).toBeDefined();
    expect(await removeStaleDemoAccounts(ctx.database.db, new Date(Date.now() + 15 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await userByEmail("expiring@example.com")).toBeUndefined();
    expect(await userByEmail("demo-staff@example.com")).toBeUndefined();
    expect(await sessionsOf(created.body.id)).toEqual([]);
    expect((await api("GET", "/api/auth/user", managerCookie)).status).toBe(401);
    expect(await userByEmail(kept.email)).toMatchObject({ role: "manager", createdBy: owner.id });
  });
});

describe("invitations are limited per account and per recipient (issue 16.2)", () => {
  it("resend-invite: the recipient's limit, then 429 with nothing queued", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    const created = await api("POST", "/api/users/create-manager", owner.cookie, manager("limited@example.com"));
    expect(created.body).toMatchObject({ invitationSent: true });
    expect(created.body).not.toHaveProperty("invitationLink");
    const { max } = INVITATION_LIMITS.resendsPerRecipient;
    for (let i = 0; i < max; i++) {
      const resent = await api("POST", `/api/users/${created.body.id}/resend-invite`, owner.cookie);
      expect(resent.body).toEqual({ success: true, email: "limited@example.com" });
    }
    const refused = await api("POST", `/api/users/${created.body.id}/resend-invite`, owner.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("RATE_LIMITED");
    expect(await mailTo("limited@example.com")).toHaveLength(1 + max);
  });

  it("resend-invite: the account's limit holds across recipients", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    const { max } = INVITATION_LIMITS.resendsPerAccount;
    const perRecipient = INVITATION_LIMITS.resendsPerRecipient.max;
    const team: Account[] = [];
    for (let i = 0; i * perRecipient <= max; i++) {
      team.push(await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id }));
    }
    const statuses: number[] = [];
    for (const { id } of team)
      for (let i = 0; i < perRecipient; i++)
        statuses.push((await api("POST", `/api/users/${id}/resend-invite`, owner.cookie)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(max);
    expect(statuses.slice(max).every((s) => s === 429)).toBe(true);
    const [queued] = await ctx.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.toAddress,
          team.map((manager) => manager.email),
        ),
      );
    expect(queued.n).toBe(max);
  });

  it("create-manager: the account's limit, then 429 with nobody created and nothing queued", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    const { max } = INVITATION_LIMITS.createsPerAccount;
    for (let i = 0; i < max; i++) {
      expect(
        (await api("POST", "/api/users/create-manager", owner.cookie, manager(`team-${i}@example.com`))).status,
      ).toBe(201);
    }
    const refused = await api("POST", "/api/users/create-manager", owner.cookie, manager("one-more@example.com"));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: "RATE_LIMITED", message: ACCOUNT_MESSAGES.tooManyInvitations });
    expect(await userByEmail("one-more@example.com")).toBeUndefined();
    expect(await mailTo("one-more@example.com")).toEqual([]);
  });

  it("create-manager: one recipient's limit holds across accounts (invite, delete, invite again)", async () => {
    const { max } = INVITATION_LIMITS.createsPerRecipient;
    const owners: Account[] = [];
    for (let i = 0; i <= max; i++) owners.push(await createAccount(ctx.app, ctx.database.db));
    for (const owner of owners.slice(0, max)) {
      const created = await api("POST", "/api/users/create-manager", owner.cookie, manager("popular@example.com"));
      expect(created.status).toBe(201);
      expect((await api("DELETE", `/api/users/${created.body.id}`, owner.cookie)).status).toBe(200);
    }
    const refused = await api("POST", "/api/users/create-manager", owners[max].cookie, manager("popular@example.com"));
    expect(refused.status).toBe(429);
    expect(await userByEmail("popular@example.com")).toBeUndefined();
    expect(await mailTo("popular@example.com")).toHaveLength(max);
  });
});

describe("names in invitation emails (issue 16.2)", () => {
  it("refuses manager names over the limit with a 400 and changes nothing", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    const long = "x".repeat(LIMITS.managerName + 1);
    for (const patch of [{ firstName: long }, { lastName: long }]) {
      const refused = await api("POST", "/api/users/create-manager", owner.cookie, manager("long@example.com", patch));
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("VALIDATION_ERROR");
    }
    expect(await userByEmail("long@example.com")).toBeUndefined();
    expect(await mailTo("long@example.com")).toEqual([]);

    const made = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id });
    const before = await userByEmail(made.email);
    const edit = await api("PATCH", `/api/users/${made.id}`, owner.cookie, {
      email: made.email,
      firstName: long,
      lastName: "Ok",
    });
    expect(edit.status).toBe(400);
    expect(await userByEmail(made.email)).toEqual(before);
  });

  it("writes names as plain words, so the app's link is the only one in the email", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ firstName: "Visit www.evil.test", lastName: "or mail me@evil.test" })
      .where(eq(users.id, owner.id));
    const created = await api(
      "POST",
      "/api/users/create-manager",
      owner.cookie,
      manager("plain@example.com", {
        firstName: "Urgent: https://evil.test/login",
        lastName: "<a href='//evil.test'>x</a>",
      }),
    );
    expect(created.status).toBe(201);
    const [mail] = await mailTo("plain@example.com");
    expect(mail.subject).toBe("Your Stockroom account");
    // The recipient's own address is named (issue 36: the address to sign in with); nothing else holds an "@".
    expect(mail.text).toContain("You sign in with this email address: plain@example.com");
    const typedByOthers = mail.text.replace("plain@example.com", "");
    expect(typedByOthers).not.toMatch(/evil\.test|https?:\/\/(?!localhost)|www\.|@|</);
    expect(mail.text).toMatch(/^Hello Urgent https evil test login,/);
    expect(mail.text).toContain("Visit www evil test or mail me evil test has given you");
    expect(mail.text.match(/https?:\/\//g)).toHaveLength(1);

    expect((await post("/api/auth/forgot-password", { email: "plain@example.com" })).statusCode).toBe(200);
    await ctx.jobs.drain();
    const reset = (await mailTo("plain@example.com")).find((m) => m.subject === "Reset your Stockroom password")!;
    expect(reset.text).toMatch(/^Hello Urgent https evil test login,/);
    expect(reset.text).not.toMatch(/evil\.test/);
  });
});

describe("a manager made by another account never blocks the address from buying (issue 16.2, decision 88)", () => {
  it("an invitation nobody accepted is withdrawn by the address's checkout, and the inviter is told", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    const created = await api("POST", "/api/users/create-manager", owner.cookie, manager("pending@example.com"));
    const [invitation] = await mailTo("pending@example.com");
    const token = tokenOf(invitation.text.match(/http\S+/)![0]);

    const registered = await buy("pending@example.com");
    expect(registered.statusCode).toBe(200);
    expect(await userByEmail("pending@example.com")).toMatchObject({ role: "owner", createdBy: null });
    expect((await api("GET", "/api/users", owner.cookie)).body).toEqual([]);
    const activity = await ctx.database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.ownerId, owner.id));
    expect(activity.map((a) => a.details)).toContain(
      "Invitation for pending@example.com withdrawn: that address paid for its own Stockroom subscription",
    );
    // The old invitation link can never set a password on the new owner account.
    const stale = await post("/api/auth/reset-password", { token, newPassword: "Hijack2026" });
    expect(stale.statusCode).toBe(400);
    expect(created.status).toBe(201);
  });

  it("an accepted manager given another address waits for a new invitation, so that address can still buy", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    const accepted = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id });
    const renamed = await api("PATCH", `/api/users/${accepted.id}`, owner.cookie, {
      email: "moved@external.test",
      firstName: "Moved",
      lastName: "Away",
    });
    expect(renamed.status).toBe(200);
    expect(await userByEmail("moved@external.test")).toMatchObject({ passwordHash: null });
    expect((await api("GET", "/api/auth/user", accepted.cookie)).status).toBe(401);
    // Renaming alone, or changing only the case of the email, keeps the sign-in.
    const kept = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id });
    const sameEmail = await api("PATCH", `/api/users/${kept.id}`, owner.cookie, {
      email: kept.email.toUpperCase(),
      firstName: "Same",
      lastName: "Address",
    });
    expect(sameEmail.status).toBe(200);
    expect((await api("GET", "/api/auth/user", kept.cookie)).status).toBe(200);

    expect((await buy("moved@external.test")).statusCode).toBe(200);
    expect(await userByEmail("moved@external.test")).toMatchObject({ role: "owner", createdBy: null });
  });

  it("a manager who accepted a real owner's invitation is their own sign-in: checkout says so and changes nothing", async () => {
    const owner = await createAccount(ctx.app, ctx.database.db);
    const accepted = await createAccount(ctx.app, ctx.database.db, { role: "manager", createdBy: owner.id });
    // By id: a checkout's own pending row may share the address now, until it is paid (issue 34).
    const accountOf = async () => (await ctx.database.db.select().from(users).where(eq(users.id, accepted.id)))[0];
    const before = await accountOf();
    const refused = await buy(accepted.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: "CONFLICT", message: ACCOUNT_MESSAGES.checkoutManagerEmail });
    expect(await accountOf()).toEqual(before);
    expect((await api("GET", "/api/auth/user", accepted.cookie)).status).toBe(200);
  });
});
