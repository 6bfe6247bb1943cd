import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { inventoryItems, stockTransfers } from "../../db/schema";
import { itemsOfProperty } from "../inventory/repo/columns";

/*
 * Every statement names the account (`ownerId`, tenantOf the user) besides the rows (issue 23, tenant key): a
 * transfer is between two properties of one account, found in the user's scope.
 */

/** Which item of which account. */
interface ItemKey {
  ownerId: string;
  id: number;
}

/** Which property of which account. */
interface PropertyKey {
  ownerId: string;
  propertyId: number;
}

/** Names match whatever their case and surrounding spaces: "Bath Towels " is "bath towels". */
const sameName = (name: string) => sql`lower(trim(${inventoryItems.name})) = lower(trim(${name}))`;

/** The property's item a transfer of `name` adds to: the one of that name, the oldest when several. */
export async function findItemByName(db: Executor, { ownerId, propertyId, name }: PropertyKey & { name: string }) {
  const [row] = await db
    .select({
      id: inventoryItems.id,
      name: inventoryItems.name,
      currentStock: inventoryItems.currentStock,
      unit: inventoryItems.unit,
    })
    .from(inventoryItems)
    .where(and(itemsOfProperty({ ownerId, propertyId }), sameName(name)))
    .orderBy(asc(inventoryItems.id))
    .limit(1);
  return row;
}

/**
 * Locks the items in id order, so two transfers between the same items in opposite directions wait for
 * each other instead of deadlocking; answers their stock as it is once locked (absent: deleted meanwhile).
 */
export async function lockItems(
  tx: Executor,
  { ownerId, ids }: { ownerId: string; ids: number[] },
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: inventoryItems.id, currentStock: inventoryItems.currentStock })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.ownerId, ownerId), inArray(inventoryItems.id, ids)))
    .orderBy(asc(inventoryItems.id))
    .for("update");
  return new Map(rows.map((row) => [row.id, row.currentStock]));
}

/** Is the barcode another item's in the property? A created target then goes without it. */
export async function barcodeTaken(db: Executor, { ownerId, propertyId, barcode }: PropertyKey & { barcode: string }) {
  const [row] = await db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(itemsOfProperty({ ownerId, propertyId }), eq(inventoryItems.barcode, barcode)))
    .limit(1);
  return row !== undefined;
}

/** The columns of an item a created target copies from its source. */
export async function findCopyableFields(db: Executor, { ownerId, id }: ItemKey) {
  const [row] = await db
    .select({ supplierId: inventoryItems.supplierId, unitCostCents: inventoryItems.unitCostCents })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.id, id)));
  return row;
}

/** Sets a locked item's stock to a value the service computed under the lock. */
export async function setStock(tx: Executor, { ownerId, id, stock }: ItemKey & { stock: number }) {
  await tx
    .update(inventoryItems)
    .set({ currentStock: stock, updatedAt: new Date() })
    .where(and(eq(inventoryItems.ownerId, ownerId), eq(inventoryItems.id, id)));
}

export type TransferValues = Omit<typeof stockTransfers.$inferInsert, "id" | "createdAt">;

export async function insertTransfer(tx: Executor, values: TransferValues) {
  const [row] = await tx.insert(stockTransfers).values(values).returning({
    id: stockTransfers.id,
    fromItemId: stockTransfers.fromItemId,
    toItemId: stockTransfers.toItemId,
    fromPropertyId: stockTransfers.fromPropertyId,
    toPropertyId: stockTransfers.toPropertyId,
    itemName: stockTransfers.itemName,
    quantity: stockTransfers.quantity,
    createdAt: stockTransfers.createdAt,
  });
  return row;
}
