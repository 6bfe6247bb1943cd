import { effectiveTier, tierHasLowStockAlerts } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { insertNotifications } from "../notifications/repo";
import { claimEpisodesOfItems, selectAccountTier, selectPropertyAudience } from "./repo";
import { importLowStockNotification } from "./text";

export interface ImportedItems {
  ownerId: string;
  propertyId: number;
  propertyName: string;
  /** The items the import created or changed. */
  itemIds: number[];
  now: Date;
}

/**
 * Tells the property's owner and managers, in one notification each, about the items an import leaves low
 * (decision 199), instead of one notification per item: a 5,000-row file made hundreds of bell entries and
 * several emails. The import's episodes are claimed as told here, in its transaction, so the alert job never sees
 * them. Answers how many items are newly low.
 */
export async function tellImportedLowStock(tx: Executor, items: ImportedItems): Promise<number> {
  const { ownerId, propertyId, itemIds, now } = items;
  if (itemIds.length === 0) return 0;
  const claimed = await claimEpisodesOfItems(tx, { ownerId, itemIds, now });
  if (claimed.length === 0) return 0;
  // A plan without alerts pays for none (decision 144): the episodes count as told, nobody is.
  const owner = await selectAccountTier(tx, ownerId);
  if (!owner || !tierHasLowStockAlerts(effectiveTier(owner, now))) return claimed.length;
  const audience = await selectPropertyAudience(tx, { ownerId, propertyIds: [propertyId] });
  const text = importLowStockNotification({ count: claimed.length, propertyName: items.propertyName });
  await insertNotifications(
    tx,
    audience.map(({ userId }) => ({
      ownerId,
      userId,
      kind: "low_stock_import" as const,
      ...text,
      link: `/inventory?propertyId=${propertyId}`,
      createdAt: now,
    })),
  );
  return claimed.length;
}
