import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { dailyCheckItems, dailyChecks, inventoryItems } from "../../db/schema";
import { itemsOfProperty } from "../inventory/repo/columns";

/*
 * Every statement names the account (`ownerId`, tenantOf the checker) besides its rows (issue 23, tenant key):
 * the property was found in the checker's scope, and nothing of another account is read or written.
 */

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
  { ownerId, propertyId, itemIds }: { ownerId: string; propertyId: number; itemIds: number[] },
) {
  const rows = await tx
    .select({ id: inventoryItems.id, stock: inventoryItems.currentStock })
    .from(inventoryItems)
    .where(and(itemsOfProperty({ ownerId, propertyId }), inArray(inventoryItems.id, itemIds)))
    // In id order, as receiving locks them, so writers of overlapping items never deadlock. NO KEY
    // UPDATE, the lock the stock update takes anyway: FOR UPDATE also blocks the key-share locks that
    // a new request's foreign keys take on its items, in line order, and the two deadlocked.
    .orderBy(asc(inventoryItems.id))
    .for("no key update");
  return rows;
}

/**
 * The check's row, unless this checker already stored a check with this client id: then nothing, and the
 * caller answers that check. A second transaction inserting the same pair waits here for the first one's
 * outcome, so a count sent twice at once is still applied once.
 */
export async function insertDailyCheck(
  tx: Executor,
  check: { ownerId: string; propertyId: number; checkedBy: string; clientId: string | null },
): Promise<{ id: number; checkedAt: Date } | undefined> {
  const [row] = await tx
    .insert(dailyChecks)
    .values(check)
    .onConflictDoNothing({ target: [dailyChecks.checkedBy, dailyChecks.clientId] })
    .returning({ id: dailyChecks.id, checkedAt: dailyChecks.checkedAt });
  return row;
}

/** One line per counted item with the stock the count replaced. */
export async function insertDailyCheckLines(
  tx: Executor,
  {
    ownerId,
    dailyCheckId,
    lines,
  }: { ownerId: string; dailyCheckId: number; lines: (Count & { previousStock: number })[] },
): Promise<void> {
  await tx.insert(dailyCheckItems).values(lines.map((line) => ({ dailyCheckId, ...line, ownerId })));
}

/** The check this checker stored with this client id, with its lines, or undefined. */
export async function findCheckByClientId(
  tx: Executor,
  { ownerId, checkedBy, clientId }: { ownerId: string; checkedBy: string; clientId: string },
) {
  const [check] = await tx
    .select({
      id: dailyChecks.id,
      propertyId: dailyChecks.propertyId,
      checkedAt: dailyChecks.checkedAt,
      clientId: dailyChecks.clientId,
    })
    .from(dailyChecks)
    .where(
      and(eq(dailyChecks.ownerId, ownerId), eq(dailyChecks.checkedBy, checkedBy), eq(dailyChecks.clientId, clientId)),
    );
  if (!check) return undefined;
  const lines = await tx
    .select({
      itemId: dailyCheckItems.itemId,
      countedQuantity: dailyCheckItems.countedQuantity,
      previousStock: dailyCheckItems.previousStock,
    })
    .from(dailyCheckItems)
    .where(and(eq(dailyCheckItems.ownerId, ownerId), eq(dailyCheckItems.dailyCheckId, check.id)))
    .orderBy(asc(dailyCheckItems.id));
  return { ...check, lines };
}

/** How many of `itemIds` still exist, in any property of the account (another account's item is none). */
export async function countExistingItems(
  tx: Executor,
  { ownerId, itemIds }: { ownerId: string; itemIds: number[] },
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.ownerId, ownerId), inArray(inventoryItems.id, itemIds)));
  return row.n;
}

/** Sets each item's stock to its count, in one statement however many items there are. */
export async function setCountedStock(
  tx: Executor,
  { ownerId, counts }: { ownerId: string; counts: Count[] },
): Promise<void> {
  const values = sql.join(
    counts.map((c) => sql`(${c.itemId}::integer, ${c.countedQuantity}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${inventoryItems} set current_stock = counted.quantity, updated_at = now()
    from (values ${values}) as counted(id, quantity)
    where ${inventoryItems.ownerId} = ${ownerId} and ${inventoryItems.id} = counted.id`);
}
