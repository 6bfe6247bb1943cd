import path from "node:path";
import { z } from "zod";

/** The longest a session read may be served from memory (issue 18 allows at most 5 s). */
const SESSION_CACHE_MAX_TTL_MS = 5000;

/** The longest a stored analytics overview may lag its rolling period (decision 137); writes end it at once. */
const ANALYTICS_CACHE_MAX_TTL_MS = 60_000;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_REPLICA_URL: z.string().url().optional(),
  DATABASE_DIRECT_URL: z.string().url().optional(),
  DATABASE_NAMED_STATEMENTS: z.enum(["true", "false"]).optional(),
  DATA_DIR: z.string().default("./data"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  APP_ORIGIN: z.string().url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Stockroom <no-reply@stockroom.app>"),
  SEED_DEMO_DATA: z.enum(["true", "false"]).optional(),
  API_DOCS: z.enum(["true", "false"]).optional(),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_", "STRIPE_SECRET_KEY must start with sk_").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_", "STRIPE_PUBLISHABLE_KEY must start with pk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "STRIPE_WEBHOOK_SECRET must start with whsec_").optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  PAYMENTS_PROVIDER: z.enum(["stripe", "local"]).optional(),
  TEST_HOOKS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(SESSION_CACHE_MAX_TTL_MS).default(0),
  ANALYTICS_CACHE_TTL_MS: z.coerce.number().int().min(0).max(ANALYTICS_CACHE_MAX_TTL_MS).default(30_000),
  REDIS_URL: z.string().url().optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default("stockroom:"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ALERT_JOBS_EVERY_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(500).max(60_000).default(1000),
  JOBS_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(4),
  RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, . or -)",
    )
    .optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  S3_PREFIX: z.string().regex(/^[^/]/, "S3_PREFIX must not start with /").optional(),
  SELLER_NAME: z.string().trim().min(1).max(200).default("Stockroom"),
  SELLER_ADDRESS: z.string().max(500).optional(),
  SELLER_TAX_ID: z.string().trim().min(1).max(40).optional(),
  TAX_NAME: z.string().trim().min(1).max(40).optional(),
  TAX_RATE_PERCENT: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,3})?$/, "TAX_RATE_PERCENT must be a percentage with at most 3 decimals, such as 8.875")
    .transform(Number)
    .refine((rate) => rate > 0 && rate <= 100, "TAX_RATE_PERCENT must be above 0 and at most 100")
    .optional(),
});

/** Who issues the receipts (issue 36, decision 194): printed on each, as configured when it was issued. */
export interface Seller {
  name: string;
  address: string[];
  taxId: string | null;
  /** The tax the prices include; null prints no tax line. */
  tax: { name: string; ratePercent: number } | null;
}

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /**
   * A streaming replica of DATABASE_URL's server (decision 153): the reports, dashboard figures and admin lists
   * read there, except for a client whose own recent write it has not replayed yet. Set only with databaseUrl.
   */
  databaseReplicaUrl?: string;
  /**
   * PostgreSQL without a pooler between, for what holds a session of its own (issue 23): the start-up lock,
   * migrations, plan sync and seed, and the session cache's LISTEN. DATABASE_DIRECT_URL, else DATABASE_URL;
   * set only with databaseUrl.
   */
  databaseDirectUrl?: string;
  /**
   * Whether the hot reads go as named statements, parsed and planned once per connection (decision 118). A pooler
   * in transaction mode hands each transaction another server connection, where the name is unknown, so the
   * default is on only when DATABASE_URL is the direct connection.
   */
  databaseNamedStatements: boolean;
  /**
   * How long a session and its user may be served from memory (0: read on every request). Used on
   * PostgreSQL only, where LISTEN/NOTIFY tells every instance what changed; PGlite always reads.
   */
  sessionCacheTtlMs: number;
  /**
   * How long an analytics overview may be served again while no write has touched its properties (0: computed
   * on every call). A write ends it at once on every instance, through the per-property counters it reads.
   */
  analyticsCacheTtlMs: number;
  dataDir: string;
  sessionSecret?: string;
  /** Public origin (scheme://host[:port]); when unset, state-changing requests must match the Host header. */
  appOrigin?: string;
  webDistDir?: string;
  /** SMTP server (smtp://user:pass@host:port); without it mail stays in the outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  /** Off by default in production: the demo accounts' passwords are in the README. */
  seedDemoData: boolean;
  /** The readable API reference at /api/docs; off by default in production (the document itself is always public). */
  apiDocs: boolean;
  /** Trust X-Forwarded-* from a reverse proxy (needed for client IPs behind nginx). */
  trustProxy: boolean;
  logLevel: string;
  /** How often the alert job looks for new low-stock episodes and unsent notification emails (decision 134). */
  alertJobsEveryMs: number;
  /** How often each job engine worker looks for new jobs (decision 157). */
  jobsPollIntervalMs: number;
  /** PostgreSQL connections of the job engine per instance, besides DATABASE_POOL_SIZE. */
  jobsPoolSize: number;
  /** Worker threads that make label sheet and purchase order PDFs, beside the event loop (issue 34). */
  renderThreads: number;
  /** Redis (redis://[:password@]host:port[/db]) for counters every instance shares: the rate limits. */
  redisUrl?: string;
  /** Starts every key this deployment writes to Redis, so several deployments (or test runs) can share one. */
  redisKeyPrefix: string;
  /** Browser tests only: lets them run the scheduled jobs at a chosen time (never in production). */
  testHooks: boolean;
  /** Stripe, or the built-in provider that takes test cards only (in production, staging servers alone). */
  paymentsProvider: "stripe" | "local";
  /** Photos in an S3 bucket every instance shares (issue 23), set exactly when S3_BUCKET is; else DATA_DIR/uploads. */
  objectStorage?: {
    bucket: string;
    region: string;
    /** An S3-compatible service (MinIO, Ceph, R2, ...); unset: AWS itself. */
    endpoint?: string;
    /** Unset: the AWS SDK's default credential chain (AWS_* variables, instance or task role, ...). */
    credentials?: { accessKeyId: string; secretAccessKey: string };
    /** bucket in the path (http://host/bucket/key) rather than the host name, as most S3-compatible services want. */
    forcePathStyle: boolean;
    /** Starts every object key (e.g. `photos/`), so the bucket can hold other things too; empty by default. */
    prefix: string;
  };
  /** Who issues the receipts, and the tax they show (issue 36, decision 194). */
  seller: Seller;
  /** Set exactly when paymentsProvider is stripe. */
  stripe?: {
    secretKey: string;
    publishableKey: string;
    /** Signs webhook events; without it (development only) the webhook endpoint refuses every event. */
    webhookSecret?: string;
    /** Another API host for the SDK (the tests' stand-in). */
    apiBase?: string;
  };
}

/**
 * The origin that links in emails (password reset, manager invitations) point at: APP_ORIGIN, or else the
 * server's own listen address. Never a request header: a forged Host or X-Forwarded-Host would otherwise
 * send victims a genuine token on a link to the attacker's site.
 */
export function linkOrigin(config: Pick<AppConfig, "appOrigin" | "host" | "port">): string {
  if (config.appOrigin) return new URL(config.appOrigin).origin;
  // A wildcard or loopback listen address is reached as localhost from the machine itself.
  const local = ["0.0.0.0", "127.0.0.1", "::", "::1", "[::]", "[::1]", "localhost", ""].includes(config.host);
  const host = local
    ? "localhost"
    : config.host.includes(":") && !config.host.startsWith("[")
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${config.port}`;
}

const STAGING_HINT =
  "Production takes payments through Stripe. For a staging server that takes the test cards only, set PAYMENTS_PROVIDER=local instead.";

/** Reads and validates the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const problems: string[] = [];
  // Links in emails are built from APP_ORIGIN; trusting the Host header there would let an attacker
  // send victims reset links pointing at their own site.
  if (production && !e.APP_ORIGIN) problems.push("APP_ORIGIN must be set in production");
  // The embedded database has no replicas: without DATABASE_URL the replica would copy another database.
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL)
    problems.push("DATABASE_REPLICA_URL needs DATABASE_URL: a read replica follows a PostgreSQL primary");
  // Without DATABASE_URL the server would start on embedded PGlite and leave the direct connection unused.
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) problems.push("DATABASE_DIRECT_URL needs DATABASE_URL");
  // A production server on the built-in provider would take test cards as payment, so it needs Stripe
  // unless the operator says in so many words that this is a staging server.
  const paymentsProvider = e.PAYMENTS_PROVIDER ?? (e.STRIPE_SECRET_KEY || production ? "stripe" : "local");
  if (paymentsProvider === "stripe") {
    // Without verified webhooks a production server would miss payments completed after the browser left.
    const required = {
      STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: e.STRIPE_PUBLISHABLE_KEY,
      ...(production && { STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET }),
    };
    const missing = Object.entries(required).filter(([, value]) => !value);
    for (const [name] of missing) problems.push(`${name} must be set for Stripe payments`);
    if (missing.length > 0 && production && !e.PAYMENTS_PROVIDER) problems.push(STAGING_HINT);
  }
  const objectStorage = readObjectStorage(e, problems);
  const seller = readSeller(e, problems);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    databaseDirectUrl: e.DATABASE_URL && (e.DATABASE_DIRECT_URL ?? e.DATABASE_URL),
    databaseNamedStatements:
      (e.DATABASE_NAMED_STATEMENTS ?? String((e.DATABASE_DIRECT_URL ?? e.DATABASE_URL) === e.DATABASE_URL)) === "true",
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    analyticsCacheTtlMs: e.ANALYTICS_CACHE_TTL_MS,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    appOrigin: e.APP_ORIGIN,
    webDistDir: e.WEB_DIST_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemoData: (e.SEED_DEMO_DATA ?? String(!production)) === "true",
    apiDocs: (e.API_DOCS ?? String(!production)) === "true",
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    alertJobsEveryMs: e.ALERT_JOBS_EVERY_MS,
    jobsPollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
    jobsPoolSize: e.JOBS_POOL_SIZE,
    renderThreads: e.RENDER_THREADS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    testHooks: e.TEST_HOOKS && !production,
    paymentsProvider,
    stripe:
      paymentsProvider === "stripe"
        ? {
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    objectStorage,
    seller,
  };
}

/**
 * The seller printed on every receipt: SELLER_NAME, SELLER_ADDRESS (lines separated by "\n" or "|"), SELLER_TAX_ID,
 * and the tax prices include, TAX_NAME with TAX_RATE_PERCENT: one without the other would print half a tax line.
 */
function readSeller(e: z.infer<typeof envSchema>, problems: string[]): Seller {
  if ((e.TAX_NAME === undefined) !== (e.TAX_RATE_PERCENT === undefined)) {
    problems.push("TAX_NAME and TAX_RATE_PERCENT must be set together (neither: receipts show no tax)");
  }
  return {
    name: e.SELLER_NAME,
    address: (e.SELLER_ADDRESS ?? "")
      .split(/\\n|\||\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    taxId: e.SELLER_TAX_ID ?? null,
    tax: e.TAX_NAME && e.TAX_RATE_PERCENT ? { name: e.TAX_NAME, ratePercent: e.TAX_RATE_PERCENT } : null,
  };
}

/** The S3_* settings of `env`: what a command needs to find the photos, without the server's other settings. */
export function objectStorageEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith("S3_")));
}

const S3_SETTINGS = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PREFIX",
] as const;

/**
 * Object storage is on exactly when S3_BUCKET is set. Any other S3_* setting without it, or one key without the
 * other, is a mistake that would otherwise leave photos on one instance's disk without a word.
 */
function readObjectStorage(e: z.infer<typeof envSchema>, problems: string[]): AppConfig["objectStorage"] {
  if (!e.S3_BUCKET) {
    const stray = S3_SETTINGS.filter((name) => e[name] !== undefined);
    if (stray.length > 0) {
      problems.push(`S3_BUCKET must be set to keep photos in object storage (${stray.join(", ")} set without it)`);
    }
    return undefined;
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!accessKeyId !== !secretAccessKey) {
    problems.push(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (neither: the AWS default credentials)",
    );
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? "us-east-1",
    endpoint: e.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
    prefix: e.S3_PREFIX ?? "",
  };
}
