import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app";
import { linkOrigin, loadConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { syncPlanCatalogue } from "../db/plans";
import { seedDemoData } from "../db/seed";
import { installJobEngine } from "../db/start";
import { JobEngine } from "../jobs/engine";
import { createJobHandlers } from "../jobs/handlers";
import { type Mailer, createMailer } from "../modules/email/mailer";
import { type PaymentServices, createPaymentServices } from "../modules/billing";
import { type PhotoStore, createPhotoStore } from "../modules/uploads/photo-store";
import { type RenderPool, createRenderPool } from "../renders/pool";
import { adminQuery } from "./admin-query";
import { ledgerMismatches } from "./ledger";
import { tenantKeyMismatches } from "./tenant-keys";

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  /**
   * The app's job engine, writing jobs only: a test runs what is due with `jobs.drain()`, through the same
   * handlers as a serving instance's workers (SMTP_URL from `env` reaches the delivery handler).
   */
  jobs: JobEngine;
  mailer: Mailer;
  /** Where the app keeps photos (DATA_DIR/uploads, or S3_BUCKET), as the photo clean-up job sees it. */
  photos: PhotoStore;
  /** The payment provider the app uses (the built-in one unless a test passed another). */
  payments: PaymentServices;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite by default, or a new PostgreSQL database on the
 * server named by TEST_DATABASE_URL (dropped again on close), with the plans and optionally the seed.
 * When the run started PgBouncer (TEST_DATABASE_POOLER_URL), the app's pool goes through it.
 */
export async function createTestContext({
  seed = true,
  env = {},
  payments,
  onQuery,
  onReadQuery,
  onRoute,
  renders,
}: {
  seed?: boolean;
  env?: Record<string, string>;
  payments?: PaymentServices;
  onQuery?: (sql: string, params: unknown[]) => void;
  /** Gives the app a read handle of its own on the same database, as a replica would be, whose statements this sees. */
  onReadQuery?: (sql: string, params: unknown[]) => void;
  onRoute?: (route: RouteOptions) => void;
  /**
   * The app's PDF renderer. By default one render thread at normal priority: the test runner keeps both cores
   * busy with other files, and at the app's lowest priority a PDF can wait minutes for them (the render threads'
   * priority is the benchmark's to weigh, bench:renders).
   */
  renders?: RenderPool;
} = {}): Promise<TestContext> {
  const { database, dropDatabase } = await openTestDatabase(onQuery);
  const ownRenders = renders ? undefined : createRenderPool({ threads: 1, nice: 0 });
  await installJobEngine(database);
  await syncPlanCatalogue(database.db);
  if (seed) await seedDemoData(database.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stockroom-test-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...env });
  const paymentServices = payments ?? createPaymentServices(config);
  const jobs = await JobEngine.start({ target: database.jobTarget });
  const mailer = createMailer({ jobs, from: config.mailFrom });
  const photos = createPhotoStore(config);
  const background = createJobHandlers({
    db: database.db,
    jobs,
    mailer,
    payments: paymentServices.provider,
    photos,
    linkOrigin: linkOrigin(config),
    seller: config.seller,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
  });
  jobs.handle(background.handlers);
  const app = await buildApp({
    config,
    db: database.db,
    replicaDb: onReadQuery && database.observe(onReadQuery),
    sessionSecret: crypto.randomBytes(32).toString("hex"),
    payments: paymentServices,
    jobs,
    mailer,
    renders: renders ?? ownRenders,
    onRoute,
  });
  await app.ready();
  return {
    app,
    database,
    jobs,
    mailer,
    photos,
    payments: paymentServices,
    // Every API test file ends by checking that stock still equals the sum of its ledger, and that every
    // tenant row carries its property's account (decision 155), whatever the file did: the invariants hold
    // across the whole suite, not only where a test looks.
    async close() {
      const mismatched = await ledgerMismatches(database.db);
      const misattributed = await tenantKeyMismatches(database.db);
      await app.close();
      await ownRenders?.close();
      await jobs.stop();
      background.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (mismatched.length > 0)
        throw new Error(`stock differs from its ledger for items ${mismatched.map((m) => m.id).join(", ")}`);
      if (misattributed.length > 0)
        throw new Error(`rows carry another account than their property's: ${JSON.stringify(misattributed)}`);
    },
  };
}

async function openTestDatabase(
  onQuery?: (sql: string, params: unknown[]) => void,
): Promise<{ database: DatabaseHandle; dropDatabase: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject("pgliteTemplate") || undefined;
    return {
      database: await openDatabase({ kind: "pglite", dataDir: null, template, onQuery }),
      dropDatabase: async () => {},
    };
  }
  const name = `stockroom_test_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const on = (server: string) => {
    const url = new URL(server);
    url.pathname = `/${name}`;
    return url.toString();
  };
  // Created, migrated and dropped on the server itself, as the server's start-up does (decision 154).
  const pooler = process.env.TEST_DATABASE_POOLER_URL;
  const target = pooler
    ? { url: on(pooler), migrateUrl: on(serverUrl), namedStatements: false }
    : { url: on(serverUrl) };
  return {
    database: await openDatabase({ kind: "postgres", ...target, onQuery }),
    dropDatabase: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The session cookie a response set, ready for a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `sid=${cookie.value}`;
}

let signIns = 0;

/**
 * Signs in through the API and returns the Cookie header for later requests. Each call comes from its
 * own client address so fixtures never trip the per-IP sign-in limit that its own tests exercise.
 */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  signIns += 1;
  const remoteAddress = `192.168.${Math.floor(signIns / 250)}.${signIns % 250}`;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}
