import { and, eq } from "drizzle-orm";
import { BARCODE_MESSAGES } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import { violatedConstraint } from "../../../db/constraints";
import { inventoryItems } from "../../../db/schema";
import { AppError } from "../../../lib/errors";

/** An item's own fields; its owner_id is its property's, set on insert and never changed. */
export type ItemValues = Omit<typeof inventoryItems.$inferInsert, "id" | "ownerId" | "createdAt" | "updatedAt">;

/** The levels a par level is checked against, as stored or as changed. */
export interface ItemLevels {
  minStock: number;
  maxCapacity: number | null;
  parLevel: number | null;
}

/**
 * Inserts an item into a property of the account `ownerId` (the caller found the property in the user's
 * scope, so this is its owner_id); a barcode another item of the property has is a 409 (see barcodeConflict).
 */
export async function insertItem(db: Executor, values: ItemValues & { ownerId: string }) {
  const [row] = await db
    .insert(inventoryItems)
    .values(values)
    .returning({ id: inventoryItems.id })
    .catch(barcodeConflict);
  return row.id;
}

/** Which item of which account (tenantOf the user) a change is for. */
export interface ItemKey {
  ownerId: string;
  id: number;
}

/** Changes an item's fields; a barcode another item of the property has is a 409 (see barcodeConflict). */
export async function updateItem(db: Executor, { ownerId, id }: ItemKey, values: Partial<ItemValues>) {
  await db
    .update(inventoryItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.id, id)))
    .catch(barcodeConflict);
}

const BARCODE_UNIQUE = "inventory_items_property_barcode_unique";

/**
 * The unique index is the only check: two saves of one barcode cannot both pass it, however they
 * interleave (the later waits for the earlier's commit, then fails), so there is no "taken?" read to race.
 * Its failure becomes the 409 on the barcode field; anything else is rethrown as it was.
 */
function barcodeConflict(error: unknown): never {
  if (violatedConstraint(error) === BARCODE_UNIQUE) {
    throw new AppError("CONFLICT", BARCODE_MESSAGES.taken, { fields: { barcode: BARCODE_MESSAGES.taken } }).withCause(
      error,
    );
  }
  throw error;
}

export async function deleteItem(db: Executor, { ownerId, id }: ItemKey) {
  await db.delete(inventoryItems).where(and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.id, id)));
}
