import type { MarkNotificationsReadBody } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { type PageQuery, decodeCursor, idCursor, pageOf } from "../../lib/pagination";
import { type Actor, tenantOf } from "../access/scope";
import { countUnread, markRead, selectNotifications } from "./repo";

/** GET /api/notifications: the user's own notifications, newest first, a page at a time. */
export async function listNotifications(db: Database, user: Actor, { limit, cursor }: PageQuery) {
  const beforeId = cursor ? decodeCursor(cursor, idCursor)[0] : undefined;
  const rows = await selectNotifications(db, {
    ownerId: tenantOf(user),
    userId: user.id,
    limit: limit + 1,
    beforeId,
  });
  return pageOf(rows, limit, (row) => [row.id]);
}

export async function unreadNotifications(db: Database, user: Actor) {
  return { unread: await countUnread(db, { ownerId: tenantOf(user), userId: user.id }) };
}

/** POST /api/notifications/read: ids that are not the user's are passed over, never an error or a leak. */
export async function markNotificationsRead(
  db: Database,
  user: Actor,
  { body, now = new Date() }: { body: MarkNotificationsReadBody; now?: Date },
) {
  const ids = "ids" in body ? body.ids : undefined;
  return { updated: await markRead(db, { ownerId: tenantOf(user), userId: user.id, ids, now }) };
}
