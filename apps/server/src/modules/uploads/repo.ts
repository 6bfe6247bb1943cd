import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { uploads } from "../../db/schema";

export async function insertUpload(db: Executor, row: { name: string; ownerId: string; uploadedBy: string }) {
  await db.insert(uploads).values(row);
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
