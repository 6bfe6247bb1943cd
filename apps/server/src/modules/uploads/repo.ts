import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { uploads } from "../../db/schema";

export async function insertUpload(db: Executor, row: { name: string; ownerId: string; uploadedBy: string }) {
  await db.insert(uploads).values(row);
}

/** The account a stored photo belongs to, or undefined for an unknown name. */
export async function findUploadOwner(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db.select({ ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.name, name)).limit(1);
  return row?.ownerId;
}

/** Which of `names` are stored photos (have a row), in one statement. */
export async function findUploadNames(db: Executor, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.select({ name: uploads.name }).from(uploads).where(inArray(uploads.name, names));
  return new Set(rows.map((r) => r.name));
}
