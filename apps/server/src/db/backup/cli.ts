/**
 * npm run db:backup -- <file>             a consistent copy (PostgreSQL may stay in use)
 * npm run db:restore -- <file> [--force]  into an empty database; --force replaces its data
 * The database is the server's: DATABASE_DIRECT_URL or DATABASE_URL, else embedded PGlite in DATA_DIR (default ./data).
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig, objectStorageEnv } from "../../config";
import { type DatabaseTarget, openDatabase } from "../client";
import { withStartupLock } from "../startup-lock";
import { backupDatabase } from "./backup";
import { type BackupHeader, readHeader } from "./format";
import { describePhotoLocation, photoLocation, photosAdvice } from "./photos";
import { restoreDatabase } from "./restore";

const USAGE = "Usage: npm run db:backup -- <file>  |  npm run db:restore -- <file> [--force]";

async function main() {
  // npm runs workspace scripts in apps/server, with INIT_CWD the repository root the root script ran in:
  // the file and a relative DATA_DIR then mean what they mean for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean", default: false } },
  });
  const [command, file, ...extra] = positionals;
  const valid = file && !extra.length && (command === "restore" || (command === "backup" && !values.force));
  if (!valid) throw new Error(USAGE);

  // Only the database and photo settings: a backup job need not carry the server's other production settings.
  const { DATABASE_URL, DATABASE_DIRECT_URL, DATA_DIR } = process.env;
  const config = loadConfig({ DATABASE_URL, DATABASE_DIRECT_URL, DATA_DIR, ...objectStorageEnv(process.env) });
  const photos = photoLocation(config);
  // Past any pooler (decision 154): the restore holds the start-up lock, a session lock, and a backup's cursor
  // holds one server connection for its whole transaction anyway.
  const target: DatabaseTarget = config.databaseDirectUrl
    ? { kind: "postgres", url: config.databaseDirectUrl, poolSize: 1 }
    : { kind: "pglite", dataDir: config.dataDir };
  const where = config.databaseUrl ? "PostgreSQL" : `the embedded database in ${config.dataDir}`;

  if (command === "backup") {
    // Opening a directory without a database would create an empty one and back that up.
    if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"))) {
      throw new Error(`No embedded database in ${config.dataDir}: set DATA_DIR (or DATABASE_URL) as for the server`);
    }
    const database = await openDatabase({ ...target, migrate: false });
    try {
      const header = await backupDatabase(database, file, { photos });
      console.log(`Backed up ${where} to ${path.resolve(file)}: ${describe(header)}`);
      console.log(photosAdvice(photos));
    } finally {
      await database.close();
    }
    return;
  }

  // A file that is no backup is refused before the target is opened (and so created or migrated).
  await readHeader(file);
  // Under the start-up lock, a server starting meanwhile waits instead of seeding the empty database.
  await withStartupLock(config.databaseDirectUrl, async () => {
    const database = await openDatabase(target);
    try {
      const header = await restoreDatabase(database.db, file, { force: values.force });
      console.log(`Restored ${path.resolve(file)} (made ${header.createdAt}) into ${where}: ${describe(header)}`);
      // The rows name photos by URL; they answer only where this configuration looks for them.
      if (header.photos) console.log(`Its photos were in ${describePhotoLocation(header.photos)}.`);
      console.log(`The servers of these settings read photos from ${describePhotoLocation(photos)}.`);
    } finally {
      await database.close();
    }
  });
}

function describe(header: BackupHeader): string {
  const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
  return `${header.tables.length} tables, ${rows} rows, ${header.migrations.count} migrations`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
