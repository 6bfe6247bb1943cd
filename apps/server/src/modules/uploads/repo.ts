import { and, asc, eq, inArray, isNull, lt, notExists, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { inventoryItems, requests, uploads, users } from "../../db/schema";
import { tierHolderColumns } from "../users/repo";

export async function insertUpload(
  db: Executor,
  row: { name: string; ownerId: string; uploadedBy: string; bytes: number },
) {
  await db.insert(uploads).values(row);
}

/** Takes back the row of a photo whose bytes could not be stored. */
export async function deleteUpload(db: Executor, { ownerId, name }: { ownerId: string; name: string }) {
  await db.delete(uploads).where(and(eq(uploads.ownerId, ownerId), eq(uploads.name, name)));
}

/**
 * The account's plan and the bytes its photos take, with the account's row locked (FOR NO KEY UPDATE) until the
 * transaction ends: uploads of one account are counted one after another, so two that together pass its storage
 * cannot both be let in. Undefined for an account that no longer exists.
 */
export async function lockPhotoStorage(tx: Executor, ownerId: string) {
  const [row] = await tx
    .select({
      ...tierHolderColumns,
      usedBytes:
        sql<number>`(select coalesce(sum(${uploads.bytes}), 0) from ${uploads} where ${uploads.ownerId} = ${ownerId})`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(eq(users.id, ownerId))
    .for("no key update");
  return row;
}

/** Whether the account `ownerId` has a stored photo of this name. */
export async function hasUpload(db: Executor, { ownerId, name }: { ownerId: string; name: string }): Promise<boolean> {
  const [row] = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.name, name)))
    .limit(1);
  return row !== undefined;
}

/**
 * Which of `names` are stored photos (have a row), in one statement, whatever their account: the copy to
 * object storage (move-to-object-storage.ts) moves every account's files.
 */
export async function findUploadNames(db: Executor, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.select({ name: uploads.name }).from(uploads).where(inArray(uploads.name, names));
  return new Set(rows.map((r) => r.name));
}

/** No row of `table` of the photo's account shows it (its photoUrl is the photo's address). */
function notShownBy(table: typeof inventoryItems | typeof requests) {
  return notExists(
    sql`(select 1 from ${table} where ${table.ownerId} = ${uploads.ownerId} and ${table.photoUrl} = '/uploads/' || ${uploads.name})`,
  );
}

/**
 * Deletes up to `limit` rows of photos stored before `before` that no item or request of their account shows
 * (replaced, deleted with their item, or uploaded and never saved), and answers their names. Rows another
 * clean-up is deleting at the same moment are skipped (SKIP LOCKED), so two instances never share one.
 */
export async function deleteOrphanedUploads(tx: Executor, { before, limit }: { before: Date; limit: number }) {
  const orphans = tx
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(lt(uploads.createdAt, before), notShownBy(inventoryItems), notShownBy(requests)))
    .orderBy(asc(uploads.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await tx.delete(uploads).where(inArray(uploads.name, orphans)).returning({ name: uploads.name });
  return rows.map((row) => row.name);
}

/** Up to `limit` photos stored before their sizes were kept (migration 0028). */
export async function selectUnmeasuredUploads(db: Executor, limit: number): Promise<string[]> {
  const rows = await db.select({ name: uploads.name }).from(uploads).where(isNull(uploads.bytes)).limit(limit);
  return rows.map((row) => row.name);
}

export async function setUploadBytes(db: Executor, { name, bytes }: { name: string; bytes: number }) {
  await db.update(uploads).set({ bytes }).where(eq(uploads.name, name));
}
