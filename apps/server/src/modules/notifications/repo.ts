import { type SQL, and, asc, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { NotificationKind } from "@stockroom/shared";
import { claimDueRows } from "../../db/claim";
import type { Executor } from "../../db/client";
import { inventoryItems, lowStockEpisodes, notifications, properties, requests, users } from "../../db/schema";

export interface NewNotification {
  /** The account it belongs to: its request's or its episode's, whoever receives it (decision 155). */
  ownerId: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  episodeId?: number;
  requestId?: number;
  createdAt?: Date;
}

/** Writes notifications; one that exists already (same episode or request outcome and user) is left as it is. */
export async function insertNotifications(db: Executor, rows: NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id });
  return written.length;
}

const listed = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

/**
 * Whose notifications: the user's, within their account (tenantOf), which every notification a user receives
 * belongs to, being about a request or an item of a property the user works on.
 */
export interface Recipient {
  ownerId: string;
  userId: string;
}

const ofRecipient = ({ ownerId, userId }: Recipient) =>
  and(eq(notifications.ownerId, ownerId), eq(notifications.userId, userId));

/** The user's own notifications, newest first; with `beforeId` the ones older than that one. */
export async function selectNotifications(
  db: Executor,
  { limit, beforeId, ...recipient }: Recipient & { limit: number; beforeId?: number },
) {
  return db
    .select(listed)
    .from(notifications)
    .where(and(ofRecipient(recipient), beforeId === undefined ? undefined : lt(notifications.id, beforeId)))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Executor, recipient: Recipient): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ofRecipient(recipient), isNull(notifications.readAt)));
  return row.unread;
}

/** Marks the user's unread notifications read (the named ones, or all); others' ids change nothing. */
export async function markRead(db: Executor, { ids, now, ...recipient }: Recipient & { ids?: number[]; now: Date }) {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(ofRecipient(recipient), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

const creator = alias(users, "creator");
const episodeItem = alias(inventoryItems, "episode_item");
const episodeProperty = alias(properties, "episode_property");
const requestProperty = alias(properties, "request_property");

/**
 * A join to a row of the notification's own account: a claimed batch spans accounts (the job sweeps them all),
 * and each notification's facts are read beside it, so on a sharded database every join stays on its node.
 */
const sameAccount = (table: { ownerId: AnyPgColumn }, on: SQL) => and(eq(table.ownerId, notifications.ownerId), on);

/**
 * Claims up to `limit` notifications whose email nobody has handled (claimDueRows); the claim (`emailed_at`)
 * commits with the outbox rows it leads to. Each comes with its recipient and the facts its email names, read
 * now (item, stock, property, request).
 */
export async function claimDueEmails(tx: Executor, { limit, now }: { limit: number; now: Date }) {
  const ids = await claimDueRows(tx, {
    table: notifications,
    id: notifications.id,
    due: isNull(notifications.emailedAt),
    stamp: { emailedAt: now },
    limit,
  });
  if (ids.length === 0) return [];
  return tx
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      link: notifications.link,
      requestId: notifications.requestId,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        preferences: users.notificationPreferences,
        role: users.role,
        emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`,
        creatorRole: creator.role,
      },
      item: {
        name: episodeItem.name,
        unit: episodeItem.unit,
        currentStock: episodeItem.currentStock,
        minStock: episodeItem.minStock,
      },
      itemPropertyName: episodeProperty.name,
      requestPropertyName: requestProperty.name,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(creator, eq(creator.id, users.createdBy))
    .leftJoin(lowStockEpisodes, sameAccount(lowStockEpisodes, eq(lowStockEpisodes.id, notifications.episodeId)))
    .leftJoin(episodeItem, sameAccount(episodeItem, eq(episodeItem.id, lowStockEpisodes.itemId)))
    .leftJoin(episodeProperty, sameAccount(episodeProperty, eq(episodeProperty.id, episodeItem.propertyId)))
    .leftJoin(requests, sameAccount(requests, eq(requests.id, notifications.requestId)))
    .leftJoin(requestProperty, sameAccount(requestProperty, eq(requestProperty.id, requests.propertyId)))
    .where(inArray(notifications.id, ids))
    .orderBy(asc(notifications.id));
}

export type DueEmail = Awaited<ReturnType<typeof claimDueEmails>>[number];
