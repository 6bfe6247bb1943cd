import type { AppConfig } from "../config";
import { JobEngine } from "../jobs/engine";
import { type DatabaseHandle, openDatabase } from "./client";
import { syncPlanCatalogue } from "./plans";
import { seedDemoData } from "./seed";
import { withStartupLock } from "./startup-lock";

/**
 * Opens the server's database and does its start-up work under the start-up lock: the migrations, the
 * plan catalogue and, when configured, the demo data. On PostgreSQL that work runs on the direct server
 * (databaseDirectUrl) through a handle of its own, closed once done, and requests and jobs use a pool on
 * databaseUrl, which may be a pooler in transaction mode (decision 154). `seeded` says whether the demo data
 * was written now.
 */
export async function openServerDatabase(
  config: AppConfig,
  onLost: (error: Error) => void,
): Promise<{ database: DatabaseHandle; seeded: boolean }> {
  const { databaseUrl, databaseDirectUrl } = config;
  if (!databaseUrl || !databaseDirectUrl) {
    const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir, onLost });
    return { database, seeded: await prepare(config, database) };
  }
  const seeded = await withStartupLock(databaseDirectUrl, async () => {
    const startup = await openDatabase({ kind: "postgres", url: databaseDirectUrl, poolSize: 1 });
    try {
      return await prepare(config, startup);
    } finally {
      await startup.close();
    }
  });
  const database = await openDatabase({
    kind: "postgres",
    url: databaseUrl,
    poolSize: config.databasePoolSize,
    migrate: false,
    namedStatements: config.databaseNamedStatements,
  });
  return { database, seeded };
}

/**
 * The start-up work after the migrations: the job engine's own schema and queues (pg-boss installs and
 * upgrades them itself, decision 157), the plan catalogue and the demo data. Answers whether it wrote the
 * demo data.
 */
async function prepare(config: AppConfig, database: DatabaseHandle): Promise<boolean> {
  await installJobEngine(database);
  await syncPlanCatalogue(database.db);
  return config.seedDemoData && (await seedDemoData(database.db));
}

/** Installs or upgrades pg-boss's schema (`pgboss`) and the queues of `QUEUES` in this database. */
export async function installJobEngine(database: DatabaseHandle): Promise<void> {
  const target = database.jobTarget.kind === "postgres" ? { ...database.jobTarget, poolSize: 1 } : database.jobTarget;
  const engine = await JobEngine.start({ target, migrate: true });
  await engine.stop();
}
