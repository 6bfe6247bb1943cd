import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@stockroom/shared";
import { sessions } from "../../db/schema";
import { DEMO_CREDENTIALS } from "../../db/seed-data";
import { SESSION_TOUCH_EVERY_MS } from "../../plugins/session";
import { sessionCookie, signIn } from "../../test/context";
import { useTestContext } from "../../test/suite";

const { owner, manager, admin } = DEMO_CREDENTIALS;
const { ctx } = useTestContext();

const login = (payload: unknown, remoteAddress = "10.0.0.1", headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object, remoteAddress, headers });
const me = (cookie?: string) =>
  ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: cookie ? { cookie } : {} });

describe("POST /api/auth/login", () => {
  it("signs in with the right password and sets a hardened session cookie", async () => {
    const response = await login({ email: owner.email, password: owner.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.loginSuccess });
    const cookie = response.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();

    const user = await me(sessionCookie(response));
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email: owner.email, role: "owner", firstName: owner.firstName });
    expect(user.json()).not.toHaveProperty("passwordHash");
  });

  it("accepts the email in any case", async () => {
    const response = await login({ email: owner.email.toUpperCase(), password: owner.password }, "10.0.0.2");
    expect(response.statusCode).toBe(200);
  });

  it("answers 401 with the spec's shape for a wrong password or an unknown email", async () => {
    for (const payload of [
      { email: owner.email, password: "wrong-password" },
      { email: "nobody@example.com", password: owner.password },
    ]) {
      const response = await login(payload, "10.0.0.3");
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: MESSAGES.invalidCredentials });
      expect(response.cookies.find((c) => c.name === "sid")).toBeUndefined();
    }
  });

  it("answers 400 with a message per field for a malformed body", async () => {
    const response = await login({ email: "not-an-email", password: "" }, "10.0.0.4");
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe("VALIDATION_ERROR");
    expect(body.fields).toEqual({ email: "Please enter a valid email", password: "Password is required" });
    expect(body.message).toBe("Please enter a valid email");
  });

  it("replaces the session id at sign-in so a planted session never gains access", async () => {
    const first = await signIn(ctx.app, manager.email, manager.password);
    const response = await login({ email: owner.email, password: owner.password }, "10.0.0.5", { cookie: first });
    const second = sessionCookie(response);
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).json().email).toBe(owner.email);
  });

  it("refuses a state-changing request from another origin", async () => {
    const response = await login({ email: owner.email, password: owner.password }, "10.0.0.6", {
      origin: "https://evil.example",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.crossOrigin, error: "CROSS_ORIGIN" });
    const sameOrigin = await login({ email: owner.email, password: owner.password }, "10.0.0.6", {
      origin: "http://localhost",
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe("sign-in rate limit", () => {
  it("does not count successful sign-ins, so one office address is never locked out", async () => {
    for (let i = 0; i < 15; i++) {
      expect((await login({ email: manager.email, password: manager.password }, "10.0.3.1")).statusCode).toBe(200);
    }
  });

  it("answers 429 to the 11th attempt within a minute from one IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await login({ email: `guess${i}@example.com`, password: "x" }, "10.0.1.1")).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const blocked = await login({ email: owner.email, password: owner.password }, "10.0.1.1");
    expect(statuses[10]).toBe(429);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.tooManyLoginAttempts, error: "RATE_LIMITED" });
  });

  it("answers 429 to the 11th attempt within a minute on one email, whatever the IP", async () => {
    const target = { email: "rate-limit-target@example.com", password: "wrong" };
    for (let i = 0; i < 10; i++) expect((await login(target, `10.0.2.${i}`)).statusCode).toBe(401);
    expect((await login(target, "10.0.2.200")).statusCode).toBe(429);
    const other = await login({ email: admin.email, password: admin.password }, "10.0.2.201");
    expect(other.statusCode).toBe(200);
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 when signed out", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthorized, error: "UNAUTHORIZED" });
  });
});

describe("sessions", () => {
  it("are stored in the sessions table with a future expiry", async () => {
    const cookie = await signIn(ctx.app, owner.email, owner.password);
    const rows = await ctx.database.db
      .select({ expire: sessions.expire })
      .from(sessions)
      .where(sql`${sessions.sess} ->> 'userId' is not null`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.expire.getTime()).toBeGreaterThan(Date.now());
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("reads do not rewrite the session row until its expiry has moved far enough", async () => {
    const cookie = await signIn(ctx.app, owner.email, owner.password);
    const sid = decodeURIComponent(cookie.slice("sid=".length)).split(".")[0];
    const expiry = async () =>
      (await ctx.database.db.select({ expire: sessions.expire }).from(sessions).where(eq(sessions.sid, sid)))[0].expire;
    // Marks the row: a rolling save would overwrite this expiry with one a week ahead.
    const marked = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 - SESSION_TOUCH_EVERY_MS / 2);
    await ctx.database.db.update(sessions).set({ expire: marked }).where(eq(sessions.sid, sid));
    for (const read of [await me(cookie), await me(cookie)]) {
      expect(read.statusCode).toBe(200);
      // Nothing new to say, so no cookie (issue 34: every signed-in answer carried the same one twice).
      expect(read.headers["set-cookie"]).toBeUndefined();
    }
    expect((await expiry()).getTime()).toBe(marked.getTime());

    const stale = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 - 2 * SESSION_TOUCH_EVERY_MS);
    await ctx.database.db.update(sessions).set({ expire: stale }).where(eq(sessions.sid, sid));
    const touched = await me(cookie);
    expect(touched.statusCode).toBe(200);
    expect((await expiry()).getTime()).toBeGreaterThan(stale.getTime() + SESSION_TOUCH_EVERY_MS);
    // The row's new expiry goes to the browser once, in one header.
    expect(touched.headers["set-cookie"]).toEqual(expect.stringMatching(/^sid=[^;]+;.*Expires=/));
    expect(sessionCookie(touched)).toBe(cookie);
  });

  it("moves the expiry on a read, never on a write, so a write's answer carries no session cookie", async () => {
    const cookie = await signIn(ctx.app, owner.email, owner.password);
    const sid = decodeURIComponent(cookie.slice("sid=".length)).split(".")[0];
    const expiry = async () =>
      (await ctx.database.db.select({ expire: sessions.expire }).from(sessions).where(eq(sessions.sid, sid)))[0].expire;
    const stale = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 - 2 * SESSION_TOUCH_EVERY_MS);
    await ctx.database.db.update(sessions).set({ expire: stale }).where(eq(sessions.sid, sid));
    const written = await ctx.app.inject({
      method: "PUT",
      url: "/api/auth/preferences",
      headers: { cookie },
      payload: { lowStockAlerts: true, requestUpdates: true, weeklyReports: false },
    });
    expect(written.statusCode).toBe(200);
    // A write's answer may carry the read replica's cookie: the session's waits, so there is one at most.
    expect(written.headers["set-cookie"]).toBeUndefined();
    expect((await expiry()).getTime()).toBe(stale.getTime());

    const read = await me(cookie);
    expect(read.headers["set-cookie"]).toEqual(expect.stringMatching(/^sid=[^;]+;.*Expires=/));
    expect((await expiry()).getTime()).toBeGreaterThan(stale.getTime() + SESSION_TOUCH_EVERY_MS);
  });

  it("ignores expired rows, and the sessions.purge job deletes them", async () => {
    const cookie = await signIn(ctx.app, owner.email, owner.password);
    const sid = decodeURIComponent(cookie.slice("sid=".length)).split(".")[0];
    await ctx.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, sid));
    expect((await me(cookie)).statusCode).toBe(401);
    await ctx.jobs.boss.send("sessions.purge", {});
    expect(await ctx.jobs.drain({ queues: ["sessions.purge"] })).toBe(1);
    const left = await ctx.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(left).toEqual([]);
  });
});

describe("notification preferences", () => {
  it("start at the spec's defaults and are saved per account", async () => {
    const cookie = await signIn(ctx.app, manager.email, manager.password);
    const read = () => ctx.app.inject({ method: "GET", url: "/api/auth/preferences", headers: { cookie } });
    expect((await read()).json()).toEqual({
      lowStockAlerts: true,
      requestUpdates: true,
      weeklyReports: false,
      weeklyReportDay: "monday",
    });
    const saved = await ctx.app.inject({
      method: "PUT",
      url: "/api/auth/preferences",
      headers: { cookie },
      payload: { lowStockAlerts: false, requestUpdates: true, weeklyReports: true },
    });
    // A body without the digest day (as sent before it existed) saves Monday.
    const savedPreferences = {
      lowStockAlerts: false,
      requestUpdates: true,
      weeklyReports: true,
      weeklyReportDay: "monday",
    };
    expect(saved.json()).toEqual(savedPreferences);
    expect((await read()).json()).toEqual(savedPreferences);
    const ownerCookie = await signIn(ctx.app, owner.email, owner.password);
    const owners = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/preferences",
      headers: { cookie: ownerCookie },
    });
    expect(owners.json().weeklyReports).toBe(false);
    const bad = await ctx.app.inject({
      method: "PUT",
      url: "/api/auth/preferences",
      headers: { cookie },
      payload: { lowStockAlerts: "yes" },
    });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/api/auth/preferences" })).statusCode).toBe(401);
  });
});

describe("GET /api/logout and /api/login", () => {
  it("logout ends the session and redirects to /", async () => {
    const cookie = await signIn(ctx.app, owner.email, owner.password);
    const response = await ctx.app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    expect((await me(cookie)).statusCode).toBe(401);
    expect(response.headers["set-cookie"]).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("a request still carrying the session id a sign-in replaced leaves the new cookie alone", async () => {
    const before = await signIn(ctx.app, manager.email, manager.password);
    const after = sessionCookie(
      await login({ email: owner.email, password: owner.password }, "10.0.0.6", { cookie: before }),
    );
    // Answered after the sign-in (a favicon or API call sent just before it): deleting the cookie here
    // would delete the new one in the browser and sign the user out.
    for (const url of ["/favicon.svg", "/api/auth/user"]) {
      const late = await ctx.app.inject({ method: "GET", url, headers: { cookie: before } });
      expect(late.headers["set-cookie"], url).toBeUndefined();
    }
    expect((await me(after)).json().email).toBe(owner.email);
  });

  it("login redirects to the sign-in screen", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login");
  });
});
