import type { Database } from "../../db/client";
import type { PhotoStore } from "./photo-store";
import { deleteOrphanedUploads, findUploadNames, selectUnmeasuredUploads, setUploadBytes } from "./repo";
import { STORED_NAME } from "./service";

/**
 * How long a photo nobody shows is kept: long enough for an item form opened with a fresh upload to be saved
 * (the upload comes first, the item that shows it after), short enough that replaced photos free their space soon.
 */
export const ORPHAN_PHOTO_AGE_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per transaction: the store's deletions run inside it, so it stays one short round trip. */
const ORPHAN_BATCH = 100;
/** Photos of unknown size measured per run. */
const MEASURE_BATCH = 500;

export interface PhotoCleanupReport {
  /** Photos stored before their sizes were kept, now measured. */
  measured: number;
  /** Photos no item or request showed, deleted with their rows. */
  orphans: number;
  /** Files in the store without a row (their account was deleted, or their upload failed half-way), deleted. */
  strays: number;
}

/**
 * The photos.cleanup job (issue 34): measures photos of unknown size, so they count against their account's
 * storage, then deletes from the database and the store every photo older than a day that no item or request of
 * its account shows, and every stored photo of that age without a row.
 */
export async function cleanUpPhotos(db: Database, photos: PhotoStore, now = new Date()): Promise<PhotoCleanupReport> {
  const before = new Date(now.getTime() - ORPHAN_PHOTO_AGE_MS);
  return {
    measured: await measureUnsizedPhotos(db, photos),
    orphans: await removeOrphanedPhotos(db, { photos, before }),
    strays: await removeStrayFiles(db, { photos, before }),
  };
}

async function measureUnsizedPhotos(db: Database, photos: PhotoStore): Promise<number> {
  const names = await selectUnmeasuredUploads(db, MEASURE_BATCH);
  for (const name of names) {
    // A row whose file is gone takes no storage.
    await setUploadBytes(db, { name, bytes: (await photos.size(name)) ?? 0 });
  }
  return names.length;
}

/**
 * Rows and files go together: the rows are deleted, then the files, in one transaction, so a store that fails
 * rolls the rows back for the next run, and a photo is never left with a row and no file.
 */
async function removeOrphanedPhotos(db: Database, { photos, before }: { photos: PhotoStore; before: Date }) {
  let removed = 0;
  for (;;) {
    const names = await db.transaction(async (tx) => {
      const orphans = await deleteOrphanedUploads(tx, { before, limit: ORPHAN_BATCH });
      await photos.remove(orphans);
      return orphans;
    });
    removed += names.length;
    if (names.length < ORPHAN_BATCH) return removed;
  }
}

/**
 * Rows are written before their files (service.ts), so a stored photo without a row is one no account holds any
 * more. Only names the server gives photos are touched: anything else under the store's prefix is not ours.
 */
async function removeStrayFiles(db: Database, { photos, before }: { photos: PhotoStore; before: Date }) {
  let removed = 0;
  for await (const page of photos.list()) {
    const old = page.filter((file) => STORED_NAME.test(file.name) && file.storedAt < before).map((file) => file.name);
    const stored = await findUploadNames(db, old);
    const strays = old.filter((name) => !stored.has(name));
    await photos.remove(strays);
    removed += strays.length;
  }
  return removed;
}
