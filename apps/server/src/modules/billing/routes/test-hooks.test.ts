import { eq } from "drizzle-orm";
import { DUNNING, MESSAGES } from "@stockroom/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema";
import { DEMO_CREDENTIALS } from "../../../db/seed-data";
import { type TestContext, createTestContext, signIn } from "../../../test/context";

const URL = "/api/test-hooks/run-scheduled-jobs";
const payload = { at: new Date().toISOString() };

describe("POST /api/test-hooks/run-scheduled-jobs", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TEST_HOOKS: "true" } });
  });
  afterAll(() => ctx.close());

  it("refuses an anonymous caller with 401", async () => {
    const response = await ctx.app.inject({ method: "POST", url: URL, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthorized, error: "UNAUTHORIZED" });
  });

  it("refuses an owner and a manager with 403", async () => {
    for (const account of [DEMO_CREDENTIALS.owner, DEMO_CREDENTIALS.manager]) {
      const cookie = await signIn(ctx.app, account.email, account.password);
      const response = await ctx.app.inject({ method: "POST", url: URL, payload, headers: { cookie } });
      expect(response.statusCode, account.email).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden, error: "FORBIDDEN" });
    }
  });

  it("runs the jobs for the admin", async () => {
    const { email, password } = DEMO_CREDENTIALS.admin;
    const cookie = await signIn(ctx.app, email, password);
    const response = await ctx.app.inject({ method: "POST", url: URL, payload, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changesApplied: 0, renewed: 0, failed: 0, retriesPaid: 0, suspended: 0 });
  });
});

describe("POST /api/test-hooks/end-grace", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TEST_HOOKS: "true" } });
  });
  afterAll(() => ctx.close());

  it("is the admin's only, and moves back only a failed renewal's grace", async () => {
    const owner = DEMO_CREDENTIALS.owner;
    const ownerCookie = await signIn(ctx.app, owner.email, owner.password);
    const asOwner = await ctx.app.inject({
      method: "POST",
      url: "/api/test-hooks/end-grace",
      payload: { email: owner.email },
      headers: { cookie: ownerCookie },
    });
    expect(asOwner.statusCode).toBe(403);

    const { email, password } = DEMO_CREDENTIALS.admin;
    const cookie = await signIn(ctx.app, email, password);
    const endGrace = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/test-hooks/end-grace",
        payload: { email: owner.email },
        headers: { cookie },
      });
    expect((await endGrace()).json()).toEqual({ ended: false });

    const since = new Date();
    await ctx.database.db
      .update(users)
      .set({ subscriptionStatus: "past_due", pastDueSince: since })
      .where(eq(users.email, owner.email));
    expect((await endGrace()).json()).toEqual({ ended: true });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(row.pastDueSince!.getTime()).toBeLessThan(since.getTime() - DUNNING.graceDays * 24 * 60 * 60 * 1000);
    expect(row.suspensionNoticedAt).not.toBeNull();
  });
});

describe("without TEST_HOOKS", () => {
  it("does not register the routes", async () => {
    const ctx = await createTestContext({ seed: false });
    try {
      expect(ctx.app.hasRoute({ method: "POST", url: URL })).toBe(false);
      expect(ctx.app.hasRoute({ method: "POST", url: "/api/test-hooks/end-grace" })).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});
