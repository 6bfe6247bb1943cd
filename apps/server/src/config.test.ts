import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to port 5000 and the embedded database under ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.seedDemoData).toBe(true);
  });

  it("refuses a short session secret with a clear message", () => {
    expect(() => loadConfig({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET must be at least 32 characters/);
  });

  it("reads PostgreSQL from DATABASE_URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h:5432/db" }).databaseUrl).toBe("postgres://u@h:5432/db");
  });

  it("uses Stripe only with both keys, and requires signed webhooks in production", () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_PUBLISHABLE_KEY must be set/);
    const stripe = { STRIPE_SECRET_KEY: "sk_live_1", STRIPE_PUBLISHABLE_KEY: "pk_live_1" };
    expect(loadConfig(stripe).stripe).toMatchObject({ secretKey: "sk_live_1", publishableKey: "pk_live_1" });
    const production = { ...stripe, NODE_ENV: "production", APP_ORIGIN: "https://stock.example.com" };
    expect(() => loadConfig(production)).toThrow(/STRIPE_WEBHOOK_SECRET must be set/);
    expect(loadConfig({ ...production, STRIPE_WEBHOOK_SECRET: "whsec_1" }).stripe?.webhookSecret).toBe("whsec_1");
  });

  it("never enables the browser-test hooks in production", () => {
    expect(loadConfig({ TEST_HOOKS: "true" }).testHooks).toBe(true);
    expect(loadConfig({ TEST_HOOKS: "true", NODE_ENV: "production", APP_ORIGIN: "https://a.example" }).testHooks).toBe(
      false,
    );
  });
});
