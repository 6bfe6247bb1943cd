import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MAX_STOCK, type StockMovementReason } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import { inventoryItems, properties, stockMovements, stockTransfers, users } from "../../../db/schema";
import type { ItemKey } from "./writes";

export interface MovementValues {
  itemId: number;
  delta: number;
  resultingStock: number;
  reason: StockMovementReason;
  userId: string | null;
  requestId?: number | null;
  dailyCheckId?: number | null;
  transferId?: number | null;
}

/**
 * Adds received units to an item's stock unless that would take it past MAX_STOCK: the new stock, or
 * null when the item would overflow (nothing changed then). The row lock the update takes orders
 * concurrent receipts, so two of them can never pass the cap together.
 */
export async function addStock(
  db: Executor,
  { ownerId, id, quantity }: ItemKey & { quantity: number },
): Promise<number | null> {
  const [row] = await db
    .update(inventoryItems)
    .set({ currentStock: sql`${inventoryItems.currentStock} + ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(inventoryItems.ownerId, ownerId),
        eq(inventoryItems.id, id),
        sql`${inventoryItems.currentStock} <= ${MAX_STOCK - quantity}`,
      ),
    )
    .returning({ stock: inventoryItems.currentStock });
  return row ? row.stock : null;
}

/**
 * Appends to the stock ledger of items of the account `ownerId` (their owner_id, which the caller found them
 * under); call in the transaction that changed the stock.
 */
export async function insertMovements(
  db: Executor,
  { ownerId, movements }: { ownerId: string; movements: MovementValues[] },
) {
  if (movements.length === 0) return;
  await db.insert(stockMovements).values(movements.map((movement) => ({ ...movement, ownerId })));
}

/** A page of an item's ledger: `limit` rows, after `afterId` the ones older than that movement. */
export interface MovementPageQuery {
  /** The item's account (tenantOf the user). */
  ownerId: string;
  itemId: number;
  limit: number;
  afterId?: number;
}

/** The property on a transfer's other side, in an item's ledger. */
const otherProperty = alias(properties, "other_property");

/** An item's ledger, newest first. */
export async function listMovements(db: Executor, { ownerId, itemId, limit, afterId }: MovementPageQuery) {
  const older =
    afterId === undefined
      ? undefined
      : sql`(${stockMovements.createdAt}, ${stockMovements.id}) < (select m.created_at, m.id from ${stockMovements} m where m.owner_id = ${ownerId} and m.id = ${afterId})`;
  const rows = await db
    .select({
      id: stockMovements.id,
      delta: stockMovements.delta,
      resultingStock: stockMovements.resultingStock,
      reason: stockMovements.reason,
      createdAt: stockMovements.createdAt,
      requestId: stockMovements.requestId,
      dailyCheckId: stockMovements.dailyCheckId,
      userId: stockMovements.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      transferId: stockMovements.transferId,
      otherPropertyName: otherProperty.name,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .leftJoin(
      stockTransfers,
      and(eq(stockTransfers.ownerId, ownerId), eq(stockTransfers.id, stockMovements.transferId)),
    )
    // A transfer's row names the other side: where the units went (delta < 0) or came from.
    .leftJoin(
      otherProperty,
      and(
        eq(otherProperty.ownerId, ownerId),
        eq(
          otherProperty.id,
          sql`case when ${stockMovements.delta} < 0 then ${stockTransfers.toPropertyId} else ${stockTransfers.fromPropertyId} end`,
        ),
      ),
    )
    .where(and(eq(stockMovements.ownerId, ownerId), eq(stockMovements.itemId, itemId), older))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
  return rows.map(({ userId, firstName, lastName, transferId, otherPropertyName, ...row }) => ({
    ...row,
    user: userId ? { firstName, lastName } : null,
    transfer:
      transferId === null
        ? null
        : {
            id: transferId,
            direction: row.delta < 0 ? ("out" as const) : ("in" as const),
            propertyName: otherPropertyName,
          },
  }));
}
