import { and, eq } from "drizzle-orm";
import { BARCODE_MESSAGES, ITEM_NAME_MESSAGES } from "@stockroom/shared";
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
 * scope, so this is its owner_id); a name or barcode another item of the property has is a 409 (see
 * uniqueConflict).
 */
export async function insertItem(db: Executor, values: ItemValues & { ownerId: string }) {
  const [row] = await db
    .insert(inventoryItems)
    .values(values)
    .returning({ id: inventoryItems.id })
    .catch(uniqueConflict);
  return row.id;
}

/** Which item of which account (tenantOf the user) a change is for. */
export interface ItemKey {
  ownerId: string;
  id: number;
}

/**
 * Changes an item's fields; a name or barcode another item of the property has is a 409 (see uniqueConflict).
 * A new name ends a name conflict kept from before names were unique: from then on the index holds it too.
 */
export async function updateItem(db: Executor, { ownerId, id }: ItemKey, values: Partial<ItemValues>) {
  await db
    .update(inventoryItems)
    .set({ ...values, ...(values.name === undefined ? {} : { nameConflict: false }), updatedAt: new Date() })
    .where(and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.id, id)))
    .catch(uniqueConflict);
}

/** The unique indexes of items, and the field and message each one's violation is answered with. */
const UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  inventory_items_property_barcode_unique: { field: "barcode", message: BARCODE_MESSAGES.taken },
  inventory_items_property_name_unique: { field: "name", message: ITEM_NAME_MESSAGES.taken },
};

/**
 * The unique indexes are the only check: two saves of one name or barcode cannot both pass them, however
 * they interleave (the later waits for the earlier's commit, then fails), so there is no "taken?" read to
 * race. A failure becomes the 409 on its field; anything else is rethrown as it was.
 */
export function uniqueConflict(error: unknown): never {
  const unique = UNIQUE_FIELDS[violatedConstraint(error) ?? ""];
  if (unique) {
    throw new AppError("CONFLICT", unique.message, { fields: { [unique.field]: unique.message } }).withCause(error);
  }
  throw error;
}

export async function deleteItem(db: Executor, { ownerId, id }: ItemKey) {
  await db.delete(inventoryItems).where(and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.id, id)));
}
