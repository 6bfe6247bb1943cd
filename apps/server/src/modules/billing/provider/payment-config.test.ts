import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, createTestContext } from "../../../test/context";

const STAGING = {
  NODE_ENV: "production",
  APP_ORIGIN: "https://staging.stockroom.example",
  PAYMENTS_PROVIDER: "local",
  WEB_DIST_DIR: "/nonexistent",
  LOG_LEVEL: "silent",
};

describe("GET /api/stripe/config on a staging server (production with PAYMENTS_PROVIDER=local)", () => {
  let staging: TestContext;
  beforeAll(async () => {
    staging = await createTestContext({ seed: false, env: STAGING });
  });
  afterAll(() => staging.close());

  it("tells every visitor that payments are test payments", async () => {
    const response = await staging.app.inject({ method: "GET", url: "/api/stripe/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publishableKey: null, provider: "local", testPayments: true });
  });
});

describe("GET /api/stripe/config outside production", () => {
  let development: TestContext;
  beforeAll(async () => {
    development = await createTestContext({ seed: false, env: { NODE_ENV: "development", LOG_LEVEL: "silent" } });
  });
  afterAll(() => development.close());

  it("does not flag the built-in provider: only production servers show the banner", async () => {
    const response = await development.app.inject({ method: "GET", url: "/api/stripe/config" });
    expect(response.json()).toEqual({ publishableKey: null, provider: "local", testPayments: false });
  });
});
