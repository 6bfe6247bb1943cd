/**
 * npm run photos:to-object-storage [-- --remove-local]
 * Copies the photos in DATA_DIR/uploads to the bucket of the S3_* settings, skipping those already there; with
 * --remove-local, deletes each local file once its object is in the bucket. The database (DATABASE_URL, else the
 * embedded one in DATA_DIR, which no server may hold meanwhile) says which files are photos.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig, objectStorageEnv } from "../../config";
import { openCommandDatabase } from "../../db/command-database";
import { movePhotosToObjectStorage } from "./move-to-object-storage";
import { ObjectPhotoStore } from "./photo-store";

const USAGE = "Usage: npm run photos:to-object-storage [-- --remove-local]";

async function main() {
  // As for db:backup: npm runs this in apps/server, with INIT_CWD the directory the root script ran in.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { "remove-local": { type: "boolean", default: false } },
  });
  if (positionals.length > 0) throw new Error(USAGE);

  // Only the database and object storage settings: the job need not carry the server's production settings.
  const { DATABASE_URL, DATABASE_DIRECT_URL, DATA_DIR } = process.env;
  const config = loadConfig({ DATABASE_URL, DATABASE_DIRECT_URL, DATA_DIR, ...objectStorageEnv(process.env) });
  if (!config.objectStorage) throw new Error("S3_BUCKET is not set: give this command the servers' S3_* settings");
  const dir = path.join(config.dataDir, "uploads");
  const { bucket, prefix } = config.objectStorage;
  const store = new ObjectPhotoStore(config.objectStorage);
  const database = await openCommandDatabase(config);
  try {
    const report = await movePhotosToObjectStorage({
      db: database.db,
      dir,
      bucket: store,
      removeLocal: values["remove-local"],
    });
    console.log(
      `Photos of ${dir} in bucket ${bucket}${prefix && ` under ${prefix}`}: ${report.moved} uploaded, ` +
        `${report.alreadyThere} already there, ${report.removed} local files removed`,
    );
    if (report.ignored.length > 0) {
      console.log(`Left alone, not stored photos: ${report.ignored.join(", ")}`);
    }
  } finally {
    await database.close();
    store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
