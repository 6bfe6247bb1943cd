import type { AppConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "./client";
import { syncPlanCatalogue } from "./plans";
import { seedDemoData } from "./seed";
import { withStartupLock } from "./startup-lock";

/**
 * Opens the server's database and does its start-up work under the start-up lock: the migrations, the
 * plan catalogue and, when configured, the demo data. `seeded` says whether the demo data was written now.
 */
export async function openServerDatabase(
  config: AppConfig,
  onLost: (error: Error) => void,
): Promise<{ database: DatabaseHandle; seeded: boolean }> {
  return withStartupLock(config.databaseUrl, async () => {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl, poolSize: config.databasePoolSize }
        : { kind: "pglite", dataDir: config.dataDir, onLost },
    );
    await syncPlanCatalogue(database.db);
    return { database, seeded: config.seedDemoData && (await seedDemoData(database.db)) };
  });
}
