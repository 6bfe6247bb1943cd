import type { z } from "zod";
import type { dailyCheckBodySchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { type Actor, findAccessibleProperty } from "../access/scope";
import { logActivity } from "../activity/repo";
import { insertMovements } from "../inventory/repo";
import { insertDailyCheck, lockPropertyItems, setCountedStock } from "./repo";

type DailyCheckBody = z.output<typeof dailyCheckBodySchema>;

/** How far a count is from the stock it replaced: the ledger row's delta. */
const variance = (line: { countedQuantity: number; previousStock: number }) =>
  line.countedQuantity - line.previousStock;

/**
 * Records a count of one property: the check, each counted item with the stock it replaced, the new
 * stock and a ledger row per item carrying the variance — all in one transaction. The checker and
 * time are the signed-in user and the server's clock, whatever the client sends.
 */
export async function createDailyCheck(db: Database, user: Actor, body: DailyCheckBody) {
  return db.transaction(async (tx) => {
    const property = await findAccessibleProperty(tx, user, body.propertyId);
    const ids = body.items.map((i) => i.itemId);
    const current = await lockPropertyItems(tx, { propertyId: property.id, itemIds: ids });
    if (current.length !== ids.length) {
      throw new AppError("BAD_REQUEST", "Only items of the selected property can be counted in this check");
    }
    const previous = new Map(current.map((c) => [c.id, c.stock]));
    const lines = body.items.map((i) => ({
      itemId: i.itemId,
      countedQuantity: i.countedQuantity,
      previousStock: previous.get(i.itemId)!,
    }));
    const check = await insertDailyCheck(tx, { propertyId: property.id, checkedBy: user.id, lines });
    await setCountedStock(tx, body.items);
    await insertMovements(
      tx,
      lines.map((line) => ({
        itemId: line.itemId,
        delta: variance(line),
        resultingStock: line.countedQuantity,
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
      items: lines.map((line) => ({ ...line, variance: variance(line) })),
    };
  });
}
