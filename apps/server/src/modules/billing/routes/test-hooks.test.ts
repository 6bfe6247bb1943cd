import { MESSAGES } from "@stockroom/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    expect(response.json()).toEqual({ changesApplied: 0, renewed: 0, failed: 0 });
  });
});

describe("without TEST_HOOKS", () => {
  it("does not register the route", async () => {
    const ctx = await createTestContext({ seed: false });
    try {
      expect(ctx.app.hasRoute({ method: "POST", url: URL })).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});
