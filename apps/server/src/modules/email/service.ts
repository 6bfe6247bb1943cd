import type { Database } from "../../db/client";
import { type PageQuery, decodeCursor, idCursor, pageOf } from "../../lib/pagination";
import { listOutboxMessages } from "./repo";

/** The newest outbox messages, for the development mailbox. */
export async function listOutbox(db: Database, { limit, cursor }: PageQuery) {
  const before = cursor ? decodeCursor(cursor, idCursor)[0] : undefined;
  const rows = await listOutboxMessages(db, { limit: limit + 1, beforeId: before });
  return pageOf(rows, limit, (row) => [row.id]);
}
