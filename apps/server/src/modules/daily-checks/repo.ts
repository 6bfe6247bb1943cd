import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { dailyCheckItems, dailyChecks, inventoryItems } from "../../db/schema";

/** One counted item: its id and the quantity found. */
export interface Count {
  itemId: number;
  countedQuantity: number;
}

/**
 * The current stock of those of `itemIds` that belong to the property, with their rows locked until
 * the transaction ends.
 */
export async function lockPropertyItems(
  tx: Executor,
  { propertyId, itemIds }: { propertyId: number; itemIds: number[] },
) {
  const rows = await tx
    .select({ id: inventoryItems.id, stock: inventoryItems.currentStock })
    .from(inventoryItems)
    .where(and(inArray(inventoryItems.id, itemIds), eq(inventoryItems.propertyId, propertyId)))
    // In id order, as receiving locks them, so writers of overlapping items never deadlock. NO KEY
    // UPDATE, the lock the stock update takes anyway: FOR UPDATE also blocks the key-share locks that
    // a new request's foreign keys take on its items, in line order, and the two deadlocked.
    .orderBy(asc(inventoryItems.id))
    .for("no key update");
  return rows;
}

/** The check's row and one line per counted item with the stock the count replaced. */
export async function insertDailyCheck(
  tx: Executor,
  check: { propertyId: number; checkedBy: string; lines: (Count & { previousStock: number })[] },
) {
  const [row] = await tx
    .insert(dailyChecks)
    .values({ propertyId: check.propertyId, checkedBy: check.checkedBy })
    .returning({ id: dailyChecks.id, checkedAt: dailyChecks.checkedAt });
  await tx.insert(dailyCheckItems).values(check.lines.map((line) => ({ dailyCheckId: row.id, ...line })));
  return row;
}

/** Sets each item's stock to its count, in one statement however many items there are. */
export async function setCountedStock(tx: Executor, counts: Count[]): Promise<void> {
  const values = sql.join(
    counts.map((c) => sql`(${c.itemId}::integer, ${c.countedQuantity}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${inventoryItems} set current_stock = counted.quantity, updated_at = now()
    from (values ${values}) as counted(id, quantity)
    where ${inventoryItems.id} = counted.id`);
}
