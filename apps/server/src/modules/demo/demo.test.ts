import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, DEMO_PLAN_MESSAGE } from "@stockroom/shared";
import { emailOutbox, pendingDemoSignups, properties, users } from "../../db/schema";
import { MAIL_LIMITS } from "../email/limits";
import { sessionCookie } from "../../test/context";
import { rewriteDemoUrl } from "./aliases";
import { removeExpiredDemoSignups, removeStaleDemoAccounts } from "./cleanup";
import { runAlertJobs } from "../alerts/jobs";
import { insertDemoAccount } from "./repo";
import { createSampleHotel } from "./sample";
import { startDemoSignup } from "./service";
import { useTestContext } from "../../test/suite";

const DAY = 24 * 60 * 60 * 1000;

let statements: string[] = [];
const { ctx, api } = useTestContext({ seed: false, onQuery: (text) => statements.push(text) });

const valid = {
  firstName: "Dana",
  lastName: "Demo",
  email: "Dana@Example.com",
  password: "TryItOut1",
  currentTools: "Spreadsheets",
  propertyCount: "2-5" as const,
};
const signup = (payload: unknown, remoteAddress = "10.2.0.1") =>
  ctx.app.inject({ method: "POST", url: "/api/demo/signup", payload: payload as object, remoteAddress });

/** Runs the jobs the answers left (the sign-up's email) and answers the newest email to `address`. */
async function mailTo(address: string) {
  await ctx.jobs.drain();
  const rows = await ctx.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${address}`)
    .orderBy(desc(emailOutbox.id));
  return rows;
}
const linkIn = (text: string) => /\/demo\/confirm\?token=([\w-]+)/.exec(text)?.[1];
const confirm = (token: string, remoteAddress = "10.2.1.1") =>
  ctx.app.inject({ method: "POST", url: "/api/demo/confirm", payload: { token }, remoteAddress });

/** Signs up, opens the emailed link and answers the confirmation's response. */
async function startDemo(payload: typeof valid, remoteAddress: string) {
  expect((await signup(payload, remoteAddress)).statusCode).toBe(201);
  const [mail] = await mailTo(payload.email.toLowerCase());
  return confirm(linkIn(mail.text)!);
}

describe("POST /api/demo/signup", () => {
  it("answers every validation message of the spec", async () => {
    const response = await signup({ email: "nope", password: "short", propertyCount: "3" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Valid email is required",
      password: "Password must be at least 8 characters long",
      currentTools: "Please tell us what you're using now",
      propertyCount: "Please select number of properties",
    });
    const weak = await signup({ ...valid, password: "alllowercase" });
    expect(weak.json().fields.password).toBe("Password must contain an uppercase letter");
  });

  it("emails the address a link that creates the demo account with sample data and signs it in", async () => {
    const response = await signup(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.demoConfirmationSent,
      autoLogin: false,
    });
    expect(response.cookies.find((c) => c.name === "sid")).toBeUndefined();
    // Nothing signs in before the link is used: the spec's client's login answers as for any wrong pair.
    const early = await api("POST", "/api/auth/login", undefined, { email: valid.email, password: valid.password });
    expect(early.status).toBe(401);

    const [mail] = await mailTo("dana@example.com");
    expect(mail.subject).toBe("Start your Stockroom demo");
    const token = linkIn(mail.text)!;
    const started = await confirm(token);
    expect(started.statusCode).toBe(201);
    expect(started.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.demoStarted, autoLogin: true });
    const cookie = sessionCookie(started);

    const me = await api("GET", "/api/demo/auth/user", cookie);
    expect(me.body).toMatchObject({ email: "dana@example.com", role: "demo", subscriptionTier: "demo" });
    const properties = await api("GET", "/api/demo/properties", cookie);
    expect(properties.body).toHaveLength(1);
    expect(properties.body[0].inventoryItems.length).toBeGreaterThan(0);
    const stats = await api("GET", "/api/demo/dashboard/stats", cookie);
    expect(stats.body).toMatchObject({ totalProperties: 1, pendingRequests: 1 });
    expect((await api("GET", "/api/demo/requests?status=pending", cookie)).body).toHaveLength(1);
    const limits = await api("GET", "/api/demo/usage-limits", cookie);
    expect(limits.body).toMatchObject({ tier: "demo", usage: { canAddProperty: false } });
    expect((await api("POST", "/api/demo/properties", cookie, { name: "Second" })).status).toBe(403);
    const signedIn = await api("POST", "/api/auth/login", undefined, { email: valid.email, password: valid.password });
    expect(signedIn.status).toBe(200);

    // The link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.demoLinkInvalid);
  });

  it("answers an address that has an account exactly as a new one, and tells that account instead (issue 34)", async () => {
    // Before: 409 "An account with this email already exists" told anyone that dana@example.com had an account.
    const known = await signup({ ...valid, email: "DANA@example.com", password: "Guessing2026" }, "10.2.0.2");
    const unknown = await signup({ ...valid, email: "fresh@example.com", password: "Guessing2026" }, "10.2.0.3");
    expect(known.statusCode).toBe(201);
    expect(known.body).toBe(unknown.body);
    const wrongPassword = await api("POST", "/api/auth/login", undefined, {
      email: "dana@example.com",
      password: "Guessing2026",
    });
    const notYet = await api("POST", "/api/auth/login", undefined, {
      email: "fresh@example.com",
      password: "Guessing2026",
    });
    expect([wrongPassword.status, wrongPassword.body]).toEqual([notYet.status, notYet.body]);

    const [notice] = await mailTo("dana@example.com");
    expect(notice.subject).toBe("Start your Stockroom demo");
    expect(notice.text).toContain("already signs in to a Stockroom account");
    expect(linkIn(notice.text)).toBeUndefined();
    expect(
      await ctx.database.db
        .select()
        .from(pendingDemoSignups)
        .where(sql`lower(email) = 'dana@example.com'`),
    ).toEqual([]);
    const [link] = await mailTo("fresh@example.com");
    expect(linkIn(link.text)).toBeDefined();
  });

  it("runs the same statements before answering for an address with and without an account", async () => {
    const statementsOf = async (email: string, remoteAddress: string) => {
      statements = [];
      const response = await signup({ ...valid, email }, remoteAddress);
      expect(response.statusCode).toBe(201);
      return statements.map((text) => text.replace(/\$\d+/g, "?"));
    };
    expect(await statementsOf("dana@example.com", "10.2.3.1")).toEqual(
      await statementsOf("never-seen@example.com", "10.2.3.2"),
    );
  });

  it("gives the address that holds the link one demo, even when its links are opened at once", async () => {
    for (const remoteAddress of ["10.2.4.1", "10.2.4.2"]) {
      expect((await signup({ ...valid, email: "twice@example.com" }, remoteAddress)).statusCode).toBe(201);
    }
    const tokens = (await mailTo("twice@example.com")).map((mail) => linkIn(mail.text)!);
    expect(tokens).toHaveLength(2);
    const answers = await Promise.all([...tokens, ...tokens].map((token, i) => confirm(token, `10.2.5.${i}`)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const accounts = await ctx.database.db.select().from(users).where(eq(users.email, "twice@example.com"));
    expect(accounts).toHaveLength(1);
  });

  it("limits sign-ups per client address and per email address", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signup({ ...valid, email: `d${i}@example.com` }, "10.2.0.9")).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const perAddress = [];
    for (let i = 0; i < 4; i++)
      perAddress.push((await signup({ ...valid, email: "target@example.com" }, `10.2.6.${i}`)).statusCode);
    expect(perAddress).toEqual([201, 201, 201, 429]);
  });

  it("emails one address at most three times a day, however the sign-ups arrive", async () => {
    await Promise.all(
      Array.from({ length: 5 }, () =>
        startDemoSignup(ctx.database.db, ctx.jobs, { ...valid, email: "flood@example.com" }),
      ),
    );
    expect(await mailTo("flood@example.com")).toHaveLength(MAIL_LIMITS.addressNotice.max);
  });
});

describe("demo account clean-up", () => {
  it("removes demo accounts older than 14 days with their sample data, and nothing else", async () => {
    const [dana] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "dana@example.com"));
    expect(await removeStaleDemoAccounts(ctx.database.db, new Date(Date.now() + 13 * DAY))).toBe(0);
    const removed = await removeStaleDemoAccounts(ctx.database.db, new Date(Date.now() + 15 * DAY));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, dana.id))).toEqual([]);
    expect(await ctx.database.db.select().from(properties).where(eq(properties.ownerId, dana.id))).toEqual([]);
  });

  it("removes sign-ups whose link expired after a day", async () => {
    await startDemoSignup(ctx.database.db, ctx.jobs, { ...valid, email: "late@example.com" });
    expect(await removeExpiredDemoSignups(ctx.database.db, new Date(Date.now() + 23 * 60 * 60 * 1000))).toBe(0);
    expect(await removeExpiredDemoSignups(ctx.database.db, new Date(Date.now() + 25 * 60 * 60 * 1000))).toBeGreaterThan(
      0,
    );
    const left = await ctx.database.db
      .select()
      .from(pendingDemoSignups)
      .where(eq(pendingDemoSignups.email, "late@example.com"));
    expect(left).toEqual([]);
  });
});

describe("demo aliases", () => {
  it("map the documented demo paths onto the regular ones and nothing else", () => {
    expect(rewriteDemoUrl("/api/demo/properties/3/inventory")).toBe("/api/properties/3/inventory");
    expect(rewriteDemoUrl("/api/demo/low-stock?propertyId=2")).toBe("/api/low-stock?propertyId=2");
    expect(rewriteDemoUrl("/api/demo/dashboard/stats")).toBe("/api/dashboard/stats");
    expect(rewriteDemoUrl("/api/demo/signup")).toBe("/api/demo/signup");
    expect(rewriteDemoUrl("/api/demo/propertiesX")).toBe("/api/demo/propertiesX");
    expect(rewriteDemoUrl("/api/properties")).toBe("/api/properties");
    expect(rewriteDemoUrl("/api/demo/subscription/cancel")).toBe("/api/subscription/cancel");
    expect(rewriteDemoUrl("/api/demo/subscription/cancel-update")).toBe("/api/demo/subscription/cancel-update");
  });

  it("serve a demo account's subscription: always the demo plan, free, and not changeable", async () => {
    const created = await startDemo({ ...valid, email: "plans@example.com" }, "10.2.9.9");
    const cookie = sessionCookie(created);
    const info = await api("GET", "/api/demo/subscription/info", cookie);
    expect(info.body).toMatchObject({ plan: { tier: "demo" }, nextPaymentAmountDisplay: "$0" });
    expect((await api("GET", "/api/demo/subscription/next-payment", cookie)).body.amount).toBe(0);
    for (const path of ["update", "cancel", "reactivate"]) {
      const answer = await api("POST", `/api/demo/subscription/${path}`, cookie, { subscriptionTier: "pro" });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(DEMO_PLAN_MESSAGE);
    }
    expect((await api("GET", "/api/payment/status", cookie)).body.needsPaywall).toBe(false);
  });
});

describe("a demo account's automatic mail", () => {
  it("goes to its confirmed address, and to no one from a demo account whose address was never proved", async () => {
    // Demo accounts made before sign-ups were confirmed (issue 34) emailed whatever address was typed.
    expect((await startDemo({ ...valid, email: "proved@example.com" }, "10.2.8.1")).statusCode).toBe(201);
    const unproved = await ctx.database.db.transaction(async (tx) => {
      const id = await insertDemoAccount(tx, { ...valid, email: "typed@example.com", passwordHash: "x" });
      await createSampleHotel(tx, id);
      await tx.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, id));
      return id;
    });
    expect(unproved).toBeDefined();
    await runAlertJobs(ctx.database.db, { mailer: ctx.mailer, linkOrigin: "http://stockroom.test" });
    const subjects = async (address: string) => (await mailTo(address)).map((mail) => mail.subject);
    expect((await subjects("proved@example.com")).some((s) => /low/i.test(s))).toBe(true);
    expect(await subjects("typed@example.com")).toEqual([]);

    await api("POST", "/api/auth/forgot-password", undefined, { email: "typed@example.com" });
    expect(await subjects("typed@example.com")).toEqual([]);
  });
});
