import { and, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { EmailStatus } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { type EmailPurpose, emailOutbox } from "../../db/schema";
import type { OutgoingEmail } from "./mailer";

export type { EmailAttachment, EmailPurpose } from "../../db/schema";

/** Records a message in the outbox as queued; answers its id. */
export async function insertOutboxMessage(
  db: Executor,
  email: OutgoingEmail & { messageId: string; purpose: EmailPurpose | null; topic: string | null },
): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      attachments: email.attachments ?? null,
      messageId: email.messageId,
      purpose: email.purpose,
      topic: email.topic,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

/** The advisory lock class of per-address mail limits (the second key is the address's hash). */
const ADDRESS_LOCK_CLASS = 34_001;

/**
 * Waits for any other transaction counting mail to this address (whatever its case), until this one ends, so two
 * requests at once cannot both see the limit unspent.
 */
export async function lockMailAddress(tx: Executor, address: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(lower(${address})))`);
}

/** How many messages of this topic were written to the address (whatever its case) since `since`. */
export async function countRecentMail(
  db: Executor,
  { address, topic, since }: { address: string; topic: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.topic, topic),
        sql`lower(${emailOutbox.toAddress}) = lower(${address})`,
        gte(emailOutbox.createdAt, since),
      ),
    );
  return row.count;
}

/**
 * Takes a message for one attempt: queued, or left `sending` by an attempt older than `staleBefore` (its
 * process died). Answers nothing when it is sent, refused, dead, or another attempt holds it now.
 */
export async function claimForDelivery(db: Executor, { id, staleBefore }: { id: number; staleBefore: Date }) {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "sending", attempts: sql`${emailOutbox.attempts} + 1`, lastAttemptAt: sql`now()` })
    .where(
      and(
        eq(emailOutbox.id, id),
        or(
          eq(emailOutbox.status, "queued"),
          and(eq(emailOutbox.status, "sending"), lt(emailOutbox.lastAttemptAt, staleBefore)),
        ),
      ),
    )
    .returning({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      replyTo: emailOutbox.replyTo,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      html: emailOutbox.htmlBody,
      attachments: emailOutbox.attachments,
      messageId: emailOutbox.messageId,
      purpose: emailOutbox.purpose,
    });
  return row;
}

export async function markOutboxSent(db: Executor, id: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, error: null })
    .where(eq(emailOutbox.id, id));
}

/** After a failed attempt: queued again for the next retry, or failed or dead for good, with its reason. */
export async function markOutboxFailure(
  db: Executor,
  { id, status, error }: { id: number; status: Extract<EmailStatus, "queued" | "failed" | "dead">; error: string },
): Promise<void> {
  await db.update(emailOutbox).set({ status, error }).where(eq(emailOutbox.id, id));
}

/** Queued messages, oldest first, after `afterId`: the release sweep puts each on a delivery job. */
export async function listQueuedIds(db: Executor, { afterId, limit }: { afterId: number; limit: number }) {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "queued"), sql`${emailOutbox.id} > ${afterId}`))
    .orderBy(emailOutbox.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A failed or dead message queued again by the admin, with its attempts reset; false if it was neither. */
export async function requeueFailed(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: "queued", error: null, attempts: 0 })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["failed", "dead"])))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** What the outbox lists show of a message besides its body. */
const outboxEntryColumns = {
  id: emailOutbox.id,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  error: emailOutbox.error,
  attempts: emailOutbox.attempts,
  lastAttemptAt: emailOutbox.lastAttemptAt,
  sentAt: emailOutbox.sentAt,
  createdAt: emailOutbox.createdAt,
};

interface OutboxPageOptions {
  limit: number;
  /** The messages older than this one. */
  beforeId?: number;
  /** Only messages in these statuses. */
  statuses?: EmailStatus[];
}

/** One condition for both outbox lists, so the development mailbox and the admin's list page alike. */
function outboxPageCondition({ beforeId, statuses }: OutboxPageOptions) {
  return and(
    beforeId === undefined ? undefined : lt(emailOutbox.id, beforeId),
    statuses === undefined ? undefined : inArray(emailOutbox.status, statuses),
  );
}

/** `limit` outbox messages with their bodies, newest first: the development mailbox. */
export async function listOutboxMessages(db: Executor, options: OutboxPageOptions) {
  return db
    .select({ ...outboxEntryColumns, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(outboxPageCondition(options))
    .orderBy(desc(emailOutbox.id))
    .limit(options.limit);
}

/** `limit` outbox messages without their bodies (which hold reset links), newest first: the admin's outbox. */
export async function listOutboxEntries(db: Executor, options: OutboxPageOptions) {
  return db
    .select(outboxEntryColumns)
    .from(emailOutbox)
    .where(outboxPageCondition(options))
    .orderBy(desc(emailOutbox.id))
    .limit(options.limit);
}

/** One outbox message without its body, or undefined. */
export async function findOutboxEntry(db: Executor, id: number) {
  const rows = await db.select(outboxEntryColumns).from(emailOutbox).where(eq(emailOutbox.id, id));
  return rows.at(0);
}

/** How many messages are in each status. */
export async function countOutboxByStatus(db: Executor) {
  return db
    .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
}
