import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, DEMO_PLAN_MESSAGE } from "@stockroom/shared";
import { properties, users } from "../../db/schema";
import { sessionCookie } from "../../test/context";
import { rewriteDemoUrl } from "./aliases";
import { removeStaleDemoAccounts } from "./cleanup";
import { useTestContext } from "../../test/suite";

const DAY = 24 * 60 * 60 * 1000;

const { ctx, api } = useTestContext({ seed: false });

const valid = {
  firstName: "Dana",
  lastName: "Demo",
  email: "Dana@Example.com",
  password: "TryItOut1",
  currentTools: "Spreadsheets",
  propertyCount: "2-5",
};
const signup = (payload: unknown, remoteAddress = "10.2.0.1") =>
  ctx.app.inject({ method: "POST", url: "/api/demo/signup", payload: payload as object, remoteAddress });

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

  it("creates a demo account with sample data and signs it in", async () => {
    const response = await signup(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, autoLogin: true });
    const cookie = sessionCookie(response);

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
  });

  it("refuses an email that already has an account, in any case", async () => {
    const response = await signup({ ...valid, email: "DANA@example.com" }, "10.2.0.2");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
  });

  it("limits sign-ups per client address", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signup({ ...valid, email: `d${i}@example.com` }, "10.2.0.9")).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
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
    const created = await signup({ ...valid, email: "plans@example.com" }, "10.2.9.9");
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
