import fs from "node:fs/promises";
import path from "node:path";
import type { Database } from "../../db/client";
import type { ObjectPhotoStore } from "./photo-store";
import { findUploadNames } from "./repo";
import { STORED_NAME, photoMime } from "./service";

/** Names looked up in the uploads table per statement. */
const BATCH = 1000;
/** Uploads in flight at once: enough to hide the round trips, few enough for any S3-compatible service. */
const PARALLEL_UPLOADS = 8;

export interface MoveReport {
  /** Uploaded to the bucket by this run. */
  moved: number;
  /** Already in the bucket (an earlier run): left as they are. */
  alreadyThere: number;
  /** Local files deleted (with removeLocal), each only once its object was in the bucket. */
  removed: number;
  /** Files that are not stored photos (another name, or no row in the uploads table): never touched. */
  ignored: string[];
}

/**
 * Copies the photos of a photo directory (DATA_DIR/uploads) to the bucket under the same names, so the URLs the
 * database holds keep working once the servers read from the bucket. Safe to run again: what the bucket has is
 * skipped. The local files stay unless `removeLocal`; a put is all or nothing, so an object found under a name
 * (random UUIDs, never reused) is that file.
 */
export async function movePhotosToObjectStorage({
  db,
  dir,
  bucket,
  removeLocal = false,
}: {
  db: Database;
  dir: string;
  bucket: Pick<ObjectPhotoStore, "has" | "put">;
  removeLocal?: boolean;
}): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, alreadyThere: 0, removed: 0, ignored: [] };
  const files = await listFiles(dir);
  for (let start = 0; start < files.length; start += BATCH) {
    const batch = files.slice(start, start + BATCH);
    const stored = await findUploadNames(
      db,
      batch.filter((name) => STORED_NAME.test(name)),
    );
    report.ignored.push(...batch.filter((name) => !stored.has(name)));
    await eachInParallel([...stored], async (name) => {
      const file = path.join(dir, name);
      if (await bucket.has(name)) {
        report.alreadyThere += 1;
      } else {
        await bucket.put(name, await fs.readFile(file), photoMime(name));
        report.moved += 1;
      }
      if (removeLocal) {
        await fs.rm(file);
        report.removed += 1;
      }
    });
  }
  return report;
}

/** The regular files in `dir`, sorted; none when it does not exist (a server that never stored a photo). */
async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Runs `task` on every item, at most PARALLEL_UPLOADS at a time; the first failure rejects. */
async function eachInParallel<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, items.length) }, worker));
}
