import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildApp } from "./app";
import { type AppConfig, linkOrigin, loadConfig } from "./config";
import { DEMO_CREDENTIALS } from "./db/seed-data";
import { openReplica } from "./db/replication";
import { openServerDatabase } from "./db/start";
import { JobEngine, type JobTarget } from "./jobs/engine";
import { createJobHandlers } from "./jobs/handlers";
import { createPaymentServices } from "./modules/billing";
import { createMailer } from "./modules/email/mailer";
import { createPhotoStore } from "./modules/uploads/photo-store";
import { handleShutdownSignals } from "./lib/shutdown";

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

/** Where the job engine's errors and failed jobs are logged: the app's logger once it exists. */
interface EngineLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** The engine's own pool on PostgreSQL is JOBS_POOL_SIZE connections; PGlite has the one it shares. */
function withPoolSize(target: JobTarget, poolSize: number): JobTarget {
  return target.kind === "postgres" ? { ...target, poolSize } : target;
}

async function main() {
  const shutdown = handleShutdownSignals({
    on: (signal, handler) => process.on(signal, handler),
    exit: (code) => process.exit(code),
    log: (message) => console.log(message),
  });
  const config = loadConfig();
  const { database, seeded } = await openServerDatabase(config, exitOnLostDatabase);
  const replica = await openReplica(config);

  const payments = createPaymentServices(config);
  // The app's logger exists once the app does; until then the engine logs to standard error.
  let log: EngineLog = {
    error: (details, message) => console.error(message, details),
    warn: (details, message) => console.warn(message, details),
  };
  // The engine's schema was installed with the migrations, under the start-up lock (db/start.ts).
  const jobs = await JobEngine.start({
    target: withPoolSize(database.jobTarget, config.jobsPoolSize),
    worker: true,
    pollingIntervalSeconds: config.jobsPollIntervalMs / 1000,
    recurring: { alertsEverySeconds: config.alertJobsEveryMs / 1000 },
    onError: (error) => log.error({ err: error }, "job engine error"),
    onWarning: (message) => log.warn({ warning: message }, "job engine warning"),
    onJobFailed: ({ queue, error, attempt }) => {
      const details = { err: error, queue, jobId: attempt.id, retryCount: attempt.retryCount };
      if (attempt.lastAttempt) log.error(details, `${queue} job failed for good`);
      else log.warn(details, `${queue} job failed, will be retried`);
    },
  });
  const mailer = createMailer({ jobs, from: config.mailFrom });
  const app = await buildApp({
    config,
    db: database.db,
    replicaDb: replica?.db,
    sessionSecret: resolveSessionSecret(config),
    payments,
    jobs,
    mailer,
  });
  const background = createJobHandlers({
    db: database.db,
    jobs,
    mailer,
    payments: payments.provider,
    photos: createPhotoStore(config),
    linkOrigin: linkOrigin(config),
    seller: config.seller,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
  });
  jobs.handle(background.handlers);
  log = app.log;
  app.addHook("onClose", async () => {
    // Running jobs finish (or are handed back after 20 s) while the database is still open.
    await jobs.stop();
    background.close();
    await database.close();
    await replica?.close();
  });
  const address = await app.listen({ port: config.port, host: config.host });
  await jobs.work();
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

  shutdown.started(() => app.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
