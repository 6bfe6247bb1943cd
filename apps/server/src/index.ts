import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildApp } from "./app";
import { type AppConfig, linkOrigin, loadConfig } from "./config";
import { DEMO_CREDENTIALS } from "./db/seed-data";
import { openReplica } from "./db/replication";
import { openServerDatabase } from "./db/start";
import { createPaymentServices } from "./modules/billing/create-provider";
import { startScheduledJobs } from "./modules/billing/scheduler";
import { startDigestJobs } from "./modules/digest/jobs";
import { startAlertJobs } from "./modules/alerts/jobs";
import { createMailer } from "./modules/email/mailer";

/**
 * Without SESSION_SECRET a development server makes one and keeps it in the data directory, so
 * sessions survive restarts. Production must set it, because every instance has to share it.
 */
function resolveSessionSecret(config: AppConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.env === "production") throw new Error("SESSION_SECRET must be set in production");
  const file = path.join(config.dataDir, "session-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = crypto.randomBytes(32).toString("hex");
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The embedded database's thread died (decision 107): every query now fails, so the process exits
 * for its supervisor to restart it, and PGlite recovers the data directory on the next start.
 */
function exitOnLostDatabase(error: Error): never {
  console.error(error.message);
  process.exit(1);
}

async function main() {
  const config = loadConfig();
  const { database, seeded } = await openServerDatabase(config, exitOnLostDatabase);
  const replica = await openReplica(config);

  const payments = createPaymentServices(config);
  const mailer = createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const app = await buildApp({
    config,
    db: database.db,
    replicaDb: replica?.db,
    sessionSecret: resolveSessionSecret(config),
    payments,
    mailer,
  });
  const stopScheduler = startScheduledJobs(database.db, payments.provider, (error) =>
    app.log.error({ err: error }, "scheduled jobs failed"),
  );
  const stopDigests = startDigestJobs(database.db, {
    mailer,
    linkOrigin: linkOrigin(config),
    onError: (error) => app.log.error({ err: error }, "weekly digest job failed"),
  });
  const stopAlerts = startAlertJobs(database.db, {
    mailer,
    linkOrigin: linkOrigin(config),
    everyMs: config.alertJobsEveryMs,
    onError: (error) => app.log.error({ err: error }, "alert jobs failed"),
  });
  app.addHook("onClose", async () => {
    stopScheduler();
    stopDigests();
    await stopAlerts();
    // onClose hooks run last-added first: the emails still owed to answered requests need the database.
    await app.background.drain();
    await database.close();
    await replica?.close();
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? `PostgreSQL${replica ? ", reports from the read replica" : ""}`
    : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`Stockroom listening on ${address} (database: ${where})`);
  if (payments.testPayments)
    app.log.warn("Test payments (PAYMENTS_PROVIDER=local): the built-in provider takes test cards and charges nothing");
  if (seeded) {
    const lines = Object.entries(DEMO_CREDENTIALS).map(([role, c]) => `  ${role.padEnd(8)} ${c.email} / ${c.password}`);
    console.log(`\nDemo data seeded. Sign in at http://localhost:${config.port}/login with:\n${lines.join("\n")}\n`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
