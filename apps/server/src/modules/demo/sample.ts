import type { Executor } from "../../db/client";
import { SEED_ITEMS, SEED_PROPERTIES } from "../../db/seed-data";
import { insertMovements } from "../inventory/repo/stock";
import { insertProperty } from "../properties/repo";
import { insertSampleItems, insertSampleRequest } from "./repo";

/**
 * Gives a new demo account its own sample hotel (the demo plan allows one): items in every category,
 * some low, with their opening ledger rows and one pending request to review.
 */
export async function createSampleHotel(tx: Executor, ownerId: string): Promise<void> {
  const property = await insertProperty(tx, { ...SEED_PROPERTIES[0], ownerId });
  const items = await insertSampleItems(tx, { ownerId, propertyId: property.id, items: SEED_ITEMS[0] });
  await insertMovements(tx, {
    ownerId,
    movements: items.map((i) => ({
      itemId: i.id,
      delta: i.stock,
      resultingStock: i.stock,
      reason: "created" as const,
      userId: ownerId,
    })),
  });
  const wanted = new Map([
    ["Shampoo Bottles", 60],
    ["LED Light Bulbs", 4],
  ]);
  await insertSampleRequest(tx, {
    ownerId,
    propertyId: property.id,
    requesterId: ownerId,
    reason: "Restock before the weekend",
    lines: items.flatMap((item) => {
      const quantity = wanted.get(item.name);
      return quantity === undefined ? [] : [{ item, quantity }];
    }),
  });
}
