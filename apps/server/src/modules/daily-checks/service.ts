import type { z } from "zod";
import { DAILY_CHECK_MESSAGES, type dailyCheckBodySchema } from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/errors";
import { type Actor, findAccessibleProperty, tenantOf } from "../access/scope";
import { logActivity } from "../activity/repo";
import { insertMovements } from "../inventory/repo/stock";
import {
  countExistingItems,
  findCheckByClientId,
  insertDailyCheck,
  insertDailyCheckLines,
  lockPropertyItems,
  setCountedStock,
} from "./repo";

type DailyCheckBody = z.output<typeof dailyCheckBodySchema>;

/** How far a count is from the stock it replaced: the ledger row's delta. */
const variance = (line: { countedQuantity: number; previousStock: number }) =>
  line.countedQuantity - line.previousStock;

/**
 * Records a count of one property: the check, each counted item with the stock it replaced, the new
 * stock and a ledger row per item carrying the variance — all in one transaction. The checker and
 * time are the signed-in user and the server's clock, whatever the client sends.
 *
 * With a client id the checker already used, nothing is applied and the stored check is answered
 * (`replayed`), also when both submissions arrive at once (decision 143).
 */
export async function createDailyCheck(db: Database, user: Actor, body: DailyCheckBody) {
  return db.transaction(async (tx) => {
    const property = await findAccessibleProperty(tx, user, body.propertyId);
    const ownerId = tenantOf(user);
    const clientId = body.clientId ?? null;
    const ids = body.items.map((i) => i.itemId);
    // The items are locked before the check's row takes its id, so checks of the same items are numbered in the
    // order they apply (each one's previous stock is the count before it).
    const current = await lockPropertyItems(tx, { ownerId, propertyId: property.id, itemIds: ids });
    // The row's unique (checker, client id) makes a concurrent resend wait here for the first one's outcome; a
    // resend is answered the stored check even if its items were deleted since.
    const check = await insertDailyCheck(tx, { ownerId, propertyId: property.id, checkedBy: user.id, clientId });
    if (!check) {
      return { check: await storedCheck(tx, { ownerId, checkedBy: user.id, clientId: clientId! }), replayed: true };
    }
    if (current.length !== ids.length) await refuseMissingItems(tx, { ownerId, ids, found: current.length });
    const previous = new Map(current.map((c) => [c.id, c.stock]));
    const lines = body.items.map((i) => ({
      itemId: i.itemId,
      countedQuantity: i.countedQuantity,
      previousStock: previous.get(i.itemId)!,
    }));
    await insertDailyCheckLines(tx, { ownerId, dailyCheckId: check.id, lines });
    await setCountedStock(tx, { ownerId, counts: body.items });
    await insertMovements(tx, {
      ownerId,
      movements: lines.map((line) => ({
        itemId: line.itemId,
        delta: variance(line),
        resultingStock: line.countedQuantity,
        reason: "counted" as const,
        userId: user.id,
        dailyCheckId: check.id,
      })),
    });
    await logActivity(tx, {
      type: "stock_counted",
      details: `Daily check of ${body.items.length} item${body.items.length === 1 ? "" : "s"} at ${property.name}`,
      userId: user.id,
      ownerId: property.ownerId,
      propertyId: property.id,
    });
    const answer = {
      id: check.id,
      propertyId: property.id,
      checkedBy: user.id,
      checkedAt: check.checkedAt,
      clientId,
      items: lines.map((line) => ({ ...line, variance: variance(line) })),
    };
    return { check: answer, replayed: false };
  });
}

/**
 * Some counted items are not in the property: items of another property are a bad request; items that no
 * longer exist were deleted after the count started (a count sent late from the offline queue), a conflict
 * the counter resolves by removing them.
 */
async function refuseMissingItems(
  tx: Executor,
  { ownerId, ids, found }: { ownerId: string; ids: number[]; found: number },
): Promise<never> {
  const deleted = ids.length - (await countExistingItems(tx, { ownerId, itemIds: ids }));
  if (deleted > 0 && found + deleted === ids.length) {
    throw new AppError("CONFLICT", DAILY_CHECK_MESSAGES.itemsDeleted(deleted));
  }
  throw new AppError("BAD_REQUEST", DAILY_CHECK_MESSAGES.otherProperty);
}

/** The check this user stored with this client id, answered as when it was stored. */
async function storedCheck(tx: Executor, key: { ownerId: string; checkedBy: string; clientId: string }) {
  const { checkedBy, clientId } = key;
  const stored = (await findCheckByClientId(tx, key))!;
  return {
    id: stored.id,
    propertyId: stored.propertyId,
    checkedBy,
    checkedAt: stored.checkedAt,
    clientId,
    // A line whose item was deleted since has lost its item; the answer lists the items that remain.
    items: stored.lines.flatMap(({ itemId, ...line }) =>
      itemId === null ? [] : [{ itemId, ...line, variance: variance(line) }],
    ),
  };
}
