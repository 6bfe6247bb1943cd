import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { claimDueRows } from "../../db/claim";
import type { Executor } from "../../db/client";
import {
  inventoryItems,
  lowStockEpisodes,
  properties,
  propertyManagers,
  requestItems,
  requests,
  users,
} from "../../db/schema";
import { tierHolderColumns } from "../users/repo";

/**
 * Claims up to `limit` open episodes nobody has been told about (claimDueRows) and marks them notified; the
 * mark commits with the notifications written for them. Answers them with their account, item, property and
 * the property owner's plan. The claim sweeps every account, so the episodes are picked by id; each joined
 * table is joined within the episode's account (owner_id), which keeps the join on one node when sharded.
 */
export async function claimDueEpisodes(tx: Executor, { limit, now }: { limit: number; now: Date }) {
  const ids = await claimDueRows(tx, {
    table: lowStockEpisodes,
    id: lowStockEpisodes.id,
    due: and(isNull(lowStockEpisodes.notifiedAt), isNull(lowStockEpisodes.closedAt)),
    stamp: { notifiedAt: now },
    limit,
  });
  if (ids.length === 0) return [];
  return tx
    .select({
      episodeId: lowStockEpisodes.id,
      ownerId: lowStockEpisodes.ownerId,
      itemId: inventoryItems.id,
      itemName: inventoryItems.name,
      category: inventoryItems.category,
      unit: inventoryItems.unit,
      currentStock: inventoryItems.currentStock,
      minStock: inventoryItems.minStock,
      propertyId: properties.id,
      propertyName: properties.name,
      propertyActive: properties.isActive,
      owner: tierHolderColumns,
    })
    .from(lowStockEpisodes)
    .innerJoin(
      inventoryItems,
      and(eq(inventoryItems.id, lowStockEpisodes.itemId), eq(inventoryItems.ownerId, lowStockEpisodes.ownerId)),
    )
    .innerJoin(
      properties,
      and(eq(properties.id, inventoryItems.propertyId), eq(properties.ownerId, lowStockEpisodes.ownerId)),
    )
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(inArray(lowStockEpisodes.id, ids))
    .orderBy(asc(lowStockEpisodes.id));
}

/** Who hears about some properties of one account: each property's owner and the managers assigned to it. */
export async function selectPropertyAudience(
  tx: Executor,
  { ownerId, propertyIds }: { ownerId: string; propertyIds: number[] },
) {
  const owners = await tx
    .select({ propertyId: properties.id, userId: properties.ownerId })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), inArray(properties.id, propertyIds)));
  const managers = await tx
    .select({ propertyId: propertyManagers.propertyId, userId: propertyManagers.managerId })
    .from(propertyManagers)
    .where(and(eq(propertyManagers.ownerId, ownerId), inArray(propertyManagers.propertyId, propertyIds)));
  return [...owners, ...managers];
}

/** A request of one account (the tenant key, decision 155). */
export interface RequestOfAccount {
  ownerId: string;
  requestId: number;
}

/** A request's requester, property and line names, for the notification of its outcome. */
export async function selectOutcomeFacts(tx: Executor, { ownerId, requestId }: RequestOfAccount) {
  const [request] = await tx
    .select({ requesterId: requests.requesterId, propertyName: properties.name })
    .from(requests)
    .innerJoin(properties, and(eq(properties.id, requests.propertyId), eq(properties.ownerId, ownerId)))
    .where(and(eq(requests.ownerId, ownerId), eq(requests.id, requestId)));
  if (!request) return undefined;
  const lines = await tx
    .select({ name: requestItems.itemName })
    .from(requestItems)
    .where(and(eq(requestItems.ownerId, ownerId), eq(requestItems.requestId, requestId)))
    .orderBy(asc(requestItems.position));
  return { ...request, itemNames: lines.map((l) => l.name) };
}

/**
 * Marks told the open episodes of some items of one account that nobody has been told about, and answers them: the
 * import's own (decision 199). The deferred triggers that open episodes (decision 132) are fired first, so the
 * episodes the transaction's writes open exist; later writes go back to being checked at commit.
 */
export async function claimEpisodesOfItems(
  tx: Executor,
  { ownerId, itemIds, now }: { ownerId: string; itemIds: number[]; now: Date },
) {
  await tx.execute(sql`set constraints low_stock_episodes_item_inserted, low_stock_episodes_item_updated immediate`);
  const claimed = await tx
    .update(lowStockEpisodes)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(lowStockEpisodes.ownerId, ownerId),
        inArray(lowStockEpisodes.itemId, itemIds),
        isNull(lowStockEpisodes.notifiedAt),
        isNull(lowStockEpisodes.closedAt),
      ),
    )
    .returning({ id: lowStockEpisodes.id });
  await tx.execute(sql`set constraints low_stock_episodes_item_inserted, low_stock_episodes_item_updated deferred`);
  return claimed;
}

/** The plan columns of an account's owner, for whether its plan has low-stock alerts. */
export async function selectAccountTier(tx: Executor, ownerId: string) {
  const [owner] = await tx.select(tierHolderColumns).from(users).where(eq(users.id, ownerId));
  return owner;
}
