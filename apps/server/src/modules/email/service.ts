import {
  type AdminOutboxQuery,
  EMAIL_STATUSES,
  OUTBOX_MESSAGES,
  type OutboxSummaryDto,
  outboxFilterStatuses,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import type { JobEngine } from "../../jobs/engine";
import { AppError, notFound } from "../../lib/errors";
import { type PageQuery, decodeCursor, idCursor, pageOf } from "../../lib/pagination";
import { queueDelivery } from "./mailer";
import { countOutboxByStatus, findOutboxEntry, listOutboxEntries, listOutboxMessages, requeueFailed } from "./repo";

function beforeIdOf(cursor: string | undefined): number | undefined {
  return cursor ? decodeCursor(cursor, idCursor)[0] : undefined;
}

/** The newest outbox messages, for the development mailbox. */
export async function listOutbox(db: Database, { limit, cursor }: PageQuery) {
  const rows = await listOutboxMessages(db, { limit: limit + 1, beforeId: beforeIdOf(cursor) });
  return pageOf(rows, limit, (row) => [row.id]);
}

/** The admin's outbox: the newest messages without their bodies, optionally of one filter. */
export async function listAdminOutbox(db: Database, { limit, cursor, status }: AdminOutboxQuery) {
  const rows = await listOutboxEntries(db, {
    limit: limit + 1,
    beforeId: beforeIdOf(cursor),
    statuses: status && outboxFilterStatuses(status),
  });
  return pageOf(rows, limit, (row) => [row.id]);
}

/** How many messages are in each status, zero for the ones with none. */
export async function outboxSummary(db: Database): Promise<OutboxSummaryDto> {
  const summary = Object.fromEntries(EMAIL_STATUSES.map((status) => [status, 0])) as OutboxSummaryDto;
  for (const { status, count } of await countOutboxByStatus(db)) summary[status] = count;
  return summary;
}

/**
 * Queues a failed or dead message again, with its attempts reset and a new delivery job, in one transaction:
 * the job exists exactly when the message reads queued. The status check is the update's own condition, so
 * two retries at once queue it once and the other is told it is queued already.
 */
export async function retryOutboxMessage(db: Database, { jobs, id }: { jobs: JobEngine; id: number }) {
  return db.transaction(async (tx) => {
    if (!(await requeueFailed(tx, id))) {
      const entry = await findOutboxEntry(tx, id);
      if (!entry) throw notFound("Email");
      throw new AppError("CONFLICT", OUTBOX_MESSAGES.notRetryable(entry.status));
    }
    await queueDelivery(tx, jobs, id);
    const queued = await findOutboxEntry(tx, id);
    if (!queued) throw notFound("Email");
    return queued;
  });
}
