import type { Executor } from "../../db/client";
import { inventoryItems, properties, requestItems, requests, stockMovements } from "../../db/schema";
import { SEED_ITEMS, SEED_PROPERTIES } from "../../db/seed-data";

/**
 * Gives a new demo account its own sample hotel (the demo plan allows one): items in every category,
 * some low, with their opening ledger rows and one pending request to review.
 */
export async function createSampleHotel(tx: Executor, ownerId: string): Promise<void> {
  const [property] = await tx
    .insert(properties)
    .values({ ...SEED_PROPERTIES[0], ownerId })
    .returning({ id: properties.id });
  const items = await tx
    .insert(inventoryItems)
    .values(SEED_ITEMS[0].map((item) => ({ ...item, propertyId: property.id })))
    .returning({
      id: inventoryItems.id,
      name: inventoryItems.name,
      unit: inventoryItems.unit,
      stock: inventoryItems.currentStock,
    });
  await tx.insert(stockMovements).values(
    items.map((i) => ({
      itemId: i.id,
      delta: i.stock,
      resultingStock: i.stock,
      reason: "created" as const,
      userId: ownerId,
    })),
  );
  const wanted = items.filter((i) => i.name === "Shampoo Bottles" || i.name === "LED Light Bulbs");
  const quantities = [60, 4];
  const [request] = await tx
    .insert(requests)
    .values({
      propertyId: property.id,
      itemId: wanted[0].id,
      requesterId: ownerId,
      quantity: quantities.reduce((a, b) => a + b, 0),
      reason: "Restock before the weekend",
    })
    .returning({ id: requests.id });
  await tx.insert(requestItems).values(
    wanted.map((item, position) => ({
      requestId: request.id,
      itemId: item.id,
      itemName: item.name,
      unit: item.unit,
      requestedQuantity: quantities[position],
      position,
    })),
  );
}
