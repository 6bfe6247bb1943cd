import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { dailyCheckBodySchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { dailyCheckItems, dailyChecks, inventoryItems } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { type Actor, findAccessibleProperty } from "../access/scope";
import { logActivity } from "../activity/repo";
import { insertMovements } from "../inventory/repo";

type DailyCheckBody = z.output<typeof dailyCheckBodySchema>;

/**
 * Records a count of one property: the check, each counted item with the stock it replaced, the new
 * stock and a ledger row per item carrying the variance — all in one transaction. The checker and
 * time are the signed-in user and the server's clock, whatever the client sends.
 */
export async function createDailyCheck(db: Database, user: Actor, body: DailyCheckBody) {
  return db.transaction(async (tx) => {
    const property = await findAccessibleProperty(tx, user, body.propertyId);
    const ids = body.items.map((i) => i.itemId);
    const current = await tx
      .select({ id: inventoryItems.id, stock: inventoryItems.currentStock })
      .from(inventoryItems)
      .where(and(inArray(inventoryItems.id, ids), eq(inventoryItems.propertyId, property.id)))
      // In id order, as receiving locks them, so writers of overlapping items never deadlock. NO KEY
      // UPDATE, the lock the stock update takes anyway: FOR UPDATE also blocks the key-share locks that
      // a new request's foreign keys take on its items, in line order, and the two deadlocked.
      .orderBy(asc(inventoryItems.id))
      .for("no key update");
    if (current.length !== ids.length) {
      throw new AppError("BAD_REQUEST", "Only items of the selected property can be counted in this check");
    }
    const previous = new Map(current.map((c) => [c.id, c.stock]));
    const [check] = await tx
      .insert(dailyChecks)
      .values({ propertyId: property.id, checkedBy: user.id })
      .returning({ id: dailyChecks.id, checkedAt: dailyChecks.checkedAt });
    await tx.insert(dailyCheckItems).values(
      body.items.map((i) => ({
        dailyCheckId: check.id,
        itemId: i.itemId,
        countedQuantity: i.countedQuantity,
        previousStock: previous.get(i.itemId)!,
      })),
    );
    // One statement for every count, however many items the property has.
    const values = sql.join(
      body.items.map((i) => sql`(${i.itemId}::integer, ${i.countedQuantity}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${inventoryItems} set current_stock = counted.quantity, updated_at = now()
      from (values ${values}) as counted(id, quantity)
      where ${inventoryItems.id} = counted.id`);
    await insertMovements(
      tx,
      body.items.map((i) => ({
        itemId: i.itemId,
        delta: i.countedQuantity - previous.get(i.itemId)!,
        resultingStock: i.countedQuantity,
        reason: "counted" as const,
        userId: user.id,
        dailyCheckId: check.id,
      })),
    );
    await logActivity(tx, {
      type: "stock_counted",
      details: `Daily check of ${body.items.length} item${body.items.length === 1 ? "" : "s"} at ${property.name}`,
      userId: user.id,
      ownerId: property.ownerId,
      propertyId: property.id,
    });
    return {
      id: check.id,
      propertyId: property.id,
      checkedBy: user.id,
      checkedAt: check.checkedAt,
      items: body.items.map((i) => ({
        itemId: i.itemId,
        countedQuantity: i.countedQuantity,
        previousStock: previous.get(i.itemId)!,
        variance: i.countedQuantity - previous.get(i.itemId)!,
      })),
    };
  });
}
