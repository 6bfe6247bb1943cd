import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { inventoryItems, stockMovements } from "../db/schema";

/** Items whose stock differs from the sum of their ledger (always empty when the invariant holds). */
export async function ledgerMismatches(db: Database) {
  return db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .leftJoin(stockMovements, eq(stockMovements.itemId, inventoryItems.id))
    .groupBy(inventoryItems.id)
    .having(sql`${inventoryItems.currentStock} <> coalesce(sum(${stockMovements.delta}), 0)`);
}
