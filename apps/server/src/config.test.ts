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

  it("reads from a replica only when DATABASE_REPLICA_URL names one beside a PostgreSQL DATABASE_URL", () => {
    const primary = "postgres://u@db:5432/stock";
    const replica = "postgres://u@replica:5432/stock";
    expect(loadConfig({ DATABASE_URL: primary }).databaseReplicaUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }).databaseReplicaUrl).toBe(replica);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: replica })).toThrow(/DATABASE_REPLICA_URL needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: "replica" })).toThrow(
      /DATABASE_REPLICA_URL: Invalid URL/,
    );
  });

  it("starts up on DATABASE_DIRECT_URL when a pooler is DATABASE_URL, and names statements only on a direct URL", () => {
    const direct = "postgres://u@db:5432/stock";
    const pooler = "postgres://u@pgbouncer:6432/stock";
    const alone = loadConfig({ DATABASE_URL: direct });
    expect(alone).toMatchObject({ databaseUrl: direct, databaseDirectUrl: direct, databaseNamedStatements: true });
    const pooled = loadConfig({ DATABASE_URL: pooler, DATABASE_DIRECT_URL: direct });
    expect(pooled).toMatchObject({ databaseUrl: pooler, databaseDirectUrl: direct, databaseNamedStatements: false });
    // PgBouncer 1.21 and later can keep named statements in transaction mode (max_prepared_statements).
    const keeps = loadConfig({ DATABASE_URL: pooler, DATABASE_DIRECT_URL: direct, DATABASE_NAMED_STATEMENTS: "true" });
    expect(keeps.databaseNamedStatements).toBe(true);
    expect(loadConfig({}).databaseDirectUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_DIRECT_URL: direct })).toThrow(/DATABASE_DIRECT_URL needs DATABASE_URL/);
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

  describe("payments provider", () => {
    const PRODUCTION = { NODE_ENV: "production", APP_ORIGIN: "https://stock.example.com" };
    const STRIPE = {
      STRIPE_SECRET_KEY: "sk_live_1",
      STRIPE_PUBLISHABLE_KEY: "pk_live_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    };

    it("refuses to start in production without Stripe, naming every missing variable and the staging option", () => {
      let message = "";
      try {
        loadConfig(PRODUCTION);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(
        [
          "Invalid configuration:",
          "  STRIPE_SECRET_KEY must be set for Stripe payments",
          "  STRIPE_PUBLISHABLE_KEY must be set for Stripe payments",
          "  STRIPE_WEBHOOK_SECRET must be set for Stripe payments",
          "  Production takes payments through Stripe. For a staging server that takes the test cards only, set PAYMENTS_PROVIDER=local instead.",
        ].join("\n"),
      );
    });

    it("names only the variables still missing, together with the other problems", () => {
      expect(() => loadConfig({ NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_1" })).toThrow(
        [
          "Invalid configuration:",
          "  APP_ORIGIN must be set in production",
          "  STRIPE_PUBLISHABLE_KEY must be set for Stripe payments",
          "  STRIPE_WEBHOOK_SECRET must be set for Stripe payments",
        ].join("\n"),
      );
    });

    it("uses Stripe in production when configured", () => {
      const config = loadConfig({ ...PRODUCTION, ...STRIPE });
      expect(config.paymentsProvider).toBe("stripe");
      expect(config.stripe).toEqual({ secretKey: "sk_live_1", publishableKey: "pk_live_1", webhookSecret: "whsec_1" });
    });

    it("runs the built-in provider in production only when PAYMENTS_PROVIDER=local says so", () => {
      const config = loadConfig({ ...PRODUCTION, PAYMENTS_PROVIDER: "local" });
      expect(config.paymentsProvider).toBe("local");
      expect(config.stripe).toBeUndefined();
    });

    it("defaults to Stripe when STRIPE_SECRET_KEY is set, else to the built-in provider outside production", () => {
      expect(loadConfig({}).paymentsProvider).toBe("local");
      expect(loadConfig({ NODE_ENV: "test" }).paymentsProvider).toBe("local");
      expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" }).paymentsProvider).toBe(
        "stripe",
      );
    });

    it("lets PAYMENTS_PROVIDER=local win over configured Stripe keys", () => {
      const config = loadConfig({ ...PRODUCTION, ...STRIPE, PAYMENTS_PROVIDER: "local" });
      expect(config.paymentsProvider).toBe("local");
      expect(config.stripe).toBeUndefined();
    });

    it("refuses PAYMENTS_PROVIDER=stripe without keys anywhere, without the staging hint", () => {
      for (const NODE_ENV of ["development", "test", "production"]) {
        expect(() => loadConfig({ ...PRODUCTION, NODE_ENV, PAYMENTS_PROVIDER: "stripe" })).toThrow(
          /STRIPE_SECRET_KEY must be set for Stripe payments\n {2}STRIPE_PUBLISHABLE_KEY must be set/,
        );
        expect(() => loadConfig({ ...PRODUCTION, NODE_ENV, PAYMENTS_PROVIDER: "stripe" })).not.toThrow(
          /PAYMENTS_PROVIDER=local/,
        );
      }
    });

    it("refuses an unknown provider", () => {
      expect(() => loadConfig({ PAYMENTS_PROVIDER: "paypal" })).toThrow(/PAYMENTS_PROVIDER/);
    });
  });

  describe("demo data", () => {
    const PRODUCTION = { NODE_ENV: "production", APP_ORIGIN: "https://a.example", PAYMENTS_PROVIDER: "local" };

    it("is seeded by default outside production only", () => {
      expect(loadConfig({ NODE_ENV: "development" }).seedDemoData).toBe(true);
      expect(loadConfig({ NODE_ENV: "test" }).seedDemoData).toBe(true);
      expect(loadConfig(PRODUCTION).seedDemoData).toBe(false);
    });

    it("follows an explicit SEED_DEMO_DATA in every environment", () => {
      expect(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: "true" }).seedDemoData).toBe(true);
      expect(loadConfig({ SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
    });
  });

  describe("API reference", () => {
    const PRODUCTION = { NODE_ENV: "production", APP_ORIGIN: "https://a.example", PAYMENTS_PROVIDER: "local" };

    it("is served by default outside production only", () => {
      expect(loadConfig({ NODE_ENV: "development" }).apiDocs).toBe(true);
      expect(loadConfig({ NODE_ENV: "test" }).apiDocs).toBe(true);
      expect(loadConfig(PRODUCTION).apiDocs).toBe(false);
    });

    it("follows an explicit API_DOCS in every environment, and refuses another value", () => {
      expect(loadConfig({ ...PRODUCTION, API_DOCS: "true" }).apiDocs).toBe(true);
      expect(loadConfig({ API_DOCS: "false" }).apiDocs).toBe(false);
      expect(() => loadConfig({ API_DOCS: "yes" })).toThrow(/API_DOCS/);
    });
  });

  it("counts rate limits in memory unless REDIS_URL names a Redis, with a per-deployment key prefix", () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({}).redisKeyPrefix).toBe("stockroom:");
    const shared = loadConfig({ REDIS_URL: "redis://10.0.0.5:6379/2", REDIS_KEY_PREFIX: "stockroom-eu:" });
    expect(shared).toMatchObject({ redisUrl: "redis://10.0.0.5:6379/2", redisKeyPrefix: "stockroom-eu:" });
    expect(() => loadConfig({ REDIS_URL: "10.0.0.5:6379" })).toThrow(/REDIS_URL/);
  });

  it("keeps session reads in memory only when SESSION_CACHE_TTL_MS asks, for at most 5 seconds", () => {
    expect(loadConfig({}).sessionCacheTtlMs).toBe(0);
    expect(loadConfig({ SESSION_CACHE_TTL_MS: "5000" }).sessionCacheTtlMs).toBe(5000);
    for (const bad of ["5001", "-1", "1.5", "soon"]) {
      expect(() => loadConfig({ SESSION_CACHE_TTL_MS: bad }), bad).toThrow(/SESSION_CACHE_TTL_MS/);
    }
  });

  it("keeps analytics overviews for 30 seconds unless ANALYTICS_CACHE_TTL_MS says otherwise, at most a minute", () => {
    expect(loadConfig({}).analyticsCacheTtlMs).toBe(30_000);
    expect(loadConfig({ ANALYTICS_CACHE_TTL_MS: "0" }).analyticsCacheTtlMs).toBe(0);
    for (const bad of ["60001", "-1", "soon"]) {
      expect(() => loadConfig({ ANALYTICS_CACHE_TTL_MS: bad }), bad).toThrow(/ANALYTICS_CACHE_TTL_MS/);
    }
  });

  describe("object storage for photos", () => {
    const S3 = { S3_BUCKET: "stockroom-photos", S3_ACCESS_KEY_ID: "AKIA1", S3_SECRET_ACCESS_KEY: "secret" };

    it("keeps photos on the local disk unless S3_BUCKET is set", () => {
      expect(loadConfig({}).objectStorage).toBeUndefined();
      expect(loadConfig(S3).objectStorage).toEqual({
        bucket: "stockroom-photos",
        region: "us-east-1",
        endpoint: undefined,
        credentials: { accessKeyId: "AKIA1", secretAccessKey: "secret" },
        forcePathStyle: false,
        prefix: "",
      });
    });

    it("reads an S3-compatible endpoint, path-style addressing, a region and a key prefix", () => {
      const config = loadConfig({
        ...S3,
        S3_ENDPOINT: "http://minio:9000",
        S3_FORCE_PATH_STYLE: "true",
        S3_REGION: "eu-west-3",
        S3_PREFIX: "photos/",
      });
      expect(config.objectStorage).toMatchObject({
        endpoint: "http://minio:9000",
        forcePathStyle: true,
        region: "eu-west-3",
        prefix: "photos/",
      });
    });

    it("leaves the credentials to the AWS SDK when neither key is set", () => {
      expect(loadConfig({ S3_BUCKET: "stockroom-photos" }).objectStorage?.credentials).toBeUndefined();
    });

    it("refuses a partial or invalid set with a message naming what is wrong", () => {
      expect(() => loadConfig({ S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: "true" })).toThrow(
        "S3_BUCKET must be set to keep photos in object storage (S3_ENDPOINT, S3_FORCE_PATH_STYLE set without it)",
      );
      expect(() => loadConfig({ S3_BUCKET: "stockroom-photos", S3_ACCESS_KEY_ID: "AKIA1" })).toThrow(
        "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      );
      expect(() => loadConfig({ S3_BUCKET: "Photos_2026" })).toThrow(/S3_BUCKET must be a bucket name/);
      expect(() => loadConfig({ ...S3, S3_ENDPOINT: "minio 9000" })).toThrow(/S3_ENDPOINT/);
      expect(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
      expect(() => loadConfig({ ...S3, S3_PREFIX: "/photos/" })).toThrow(/S3_PREFIX must not start with \//);
    });
  });

  it("never enables the browser-test hooks in production", () => {
    expect(loadConfig({ TEST_HOOKS: "true" }).testHooks).toBe(true);
    expect(
      loadConfig({
        TEST_HOOKS: "true",
        NODE_ENV: "production",
        APP_ORIGIN: "https://a.example",
        PAYMENTS_PROVIDER: "local",
      }).testHooks,
    ).toBe(false);
  });

  it("names Stockroom as the seller with no tax unless SELLER_* and TAX_* say otherwise (decision 194)", () => {
    expect(loadConfig({}).seller).toEqual({ name: "Stockroom", address: [], taxId: null, tax: null });
    const seller = loadConfig({
      SELLER_NAME: "Stockroom Inc.",
      SELLER_ADDRESS: "1 Market Street|San Francisco, CA\\nUSA",
      SELLER_TAX_ID: "US-12-3456789",
      TAX_NAME: "Sales tax",
      TAX_RATE_PERCENT: "8.875",
    }).seller;
    expect(seller).toEqual({
      name: "Stockroom Inc.",
      address: ["1 Market Street", "San Francisco, CA", "USA"],
      taxId: "US-12-3456789",
      tax: { name: "Sales tax", ratePercent: 8.875 },
    });
    expect(() => loadConfig({ TAX_NAME: "VAT" })).toThrow(/TAX_NAME and TAX_RATE_PERCENT must be set together/);
    expect(() => loadConfig({ TAX_RATE_PERCENT: "20" })).toThrow(/TAX_NAME and TAX_RATE_PERCENT/);
    for (const bad of ["0", "-5", "101", "20.0001", "much", "1e1"]) {
      expect(() => loadConfig({ TAX_NAME: "VAT", TAX_RATE_PERCENT: bad }), bad).toThrow(/TAX_RATE_PERCENT/);
    }
  });
});
