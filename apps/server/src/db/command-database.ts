import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "./client";

/**
 * The server's database for a one-off command, opened as it is (never migrated or seeded): PostgreSQL past any
 * pooler, or the embedded one in DATA_DIR, which no server may hold meanwhile (its lock file refuses).
 */
export async function openCommandDatabase(
  config: Pick<AppConfig, "databaseDirectUrl" | "dataDir">,
): Promise<DatabaseHandle> {
  if (config.databaseDirectUrl) {
    return openDatabase({ kind: "postgres", url: config.databaseDirectUrl, poolSize: 1, migrate: false });
  }
  // Opening a directory without a database would create an empty one.
  if (!fs.existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"))) {
    throw new Error(`No embedded database in ${config.dataDir}: set DATA_DIR (or DATABASE_URL) as for the server`);
  }
  return openDatabase({ kind: "pglite", dataDir: config.dataDir, migrate: false });
}
