import { z } from "zod";
import { outboxMessageSchema } from "./accounts-dto";
import { EMAIL_STATUSES, type EmailStatus } from "./enums";
import { pageQuerySchema } from "./page-query";
import { PAGE_LIMITS } from "./pagination";
import type { Wire } from "./wire";

/**
 * The admin's view of background work (issue 34.2): the email outbox and the job engine's queues, with
 * a retry for what failed. Only the development mailbox shows a message's body (its reset links).
 */

/** Still on its way to SMTP: nothing may say "sent" yet. */
export const PENDING_EMAIL_STATUSES = ["queued", "sending"] as const satisfies readonly EmailStatus[];
/** Given up on: the admin may queue it again (and the owner send a purchase order again). */
export const RETRYABLE_EMAIL_STATUSES = ["failed", "dead"] as const satisfies readonly EmailStatus[];

export function isEmailPending(status: EmailStatus): boolean {
  return (PENDING_EMAIL_STATUSES as readonly EmailStatus[]).includes(status);
}

export function isEmailRetryable(status: EmailStatus): boolean {
  return (RETRYABLE_EMAIL_STATUSES as readonly EmailStatus[]).includes(status);
}

/** The outbox list's filters: one status, or `pending` for queued and sending together. */
export const OUTBOX_FILTERS = ["pending", ...EMAIL_STATUSES] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];

/** The statuses a filter stands for. */
export function outboxFilterStatuses(filter: OutboxFilter): EmailStatus[] {
  return filter === "pending" ? [...PENDING_EMAIL_STATUSES] : [filter];
}

export const OUTBOX_MESSAGES = {
  unknownFilter: "Unknown outbox status",
  notRetryable: (status: EmailStatus) => `Only a failed or dead email can be retried; this one is ${status}.`,
} as const;

/** Query of GET /api/admin/outbox: newest first, paged (limit, cursor), optionally one filter. */
export const adminOutboxQuerySchema = pageQuerySchema(PAGE_LIMITS.outbox).extend({
  status: z.enum(OUTBOX_FILTERS, { error: OUTBOX_MESSAGES.unknownFilter }).optional(),
});
export type AdminOutboxQuery = z.output<typeof adminOutboxQuerySchema>;

/** One message of GET /api/admin/outbox and the answer of its retry: everything but the body. */
export const adminOutboxMessageSchema = outboxMessageSchema.omit({ text: true });
export type AdminOutboxMessageDto = Wire<z.output<typeof adminOutboxMessageSchema>>;

/** GET /api/admin/outbox/summary: how many messages are in each status. */
export const outboxSummarySchema = z.object({
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  dead: z.number().int(),
}) satisfies z.ZodType<Record<EmailStatus, number>>;
export type OutboxSummaryDto = z.output<typeof outboxSummarySchema>;

/**
 * The queue whose jobs deliver outbox messages. A failed one is an email that is dead: it is retried from the
 * outbox (its attempts start again), not as a job.
 */
export const EMAIL_DELIVERY_QUEUE = "email.deliver";

export const JOB_MESSAGES = {
  retryEmailFromOutbox: "Retry this email from the outbox: its delivery starts again there.",
  notRetryable: (state: string) => `Only a failed job can be retried; this one is ${state}.`,
} as const;

/** Failed jobs shown per queue, the most recent first. */
export const ADMIN_FAILED_JOBS_SHOWN = 10;

/** A job of the engine as the admin sees it: what it carried and how it last failed. */
export const adminJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  /** pg-boss's state: created, retry, active, completed, cancelled or failed. */
  state: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  retryCount: z.number().int(),
  /** The last failure's message. */
  error: z.string().nullable(),
  createdOn: z.date(),
  completedOn: z.date().nullable(),
});
export type AdminJobDto = Wire<z.output<typeof adminJobSchema>>;

/**
 * One queue of GET /api/admin/jobs: the engine's counts, as pg-boss last counted them (at most a minute ago),
 * and its most recent failed jobs, read as they are now.
 */
export const adminJobQueueSchema = z.object({
  name: z.string(),
  countedAt: z.date(),
  /** Waiting, including those due later (`deferred`) and retries waiting for their delay. */
  queuedCount: z.number().int(),
  deferredCount: z.number().int(),
  activeCount: z.number().int(),
  /** Failed jobs still kept (pg-boss deletes old ones), not an all-time total. */
  failedCount: z.number().int(),
  totalCount: z.number().int(),
  failedJobs: z.array(adminJobSchema),
});
export type AdminJobQueueDto = Wire<z.output<typeof adminJobQueueSchema>>;

/** Path of POST /api/admin/jobs/{queue}/{id}/retry. */
export const adminJobParamsSchema = z.object({
  queue: z.string().min(1).max(100),
  id: z.uuid({ error: "id must be a job id" }),
});
