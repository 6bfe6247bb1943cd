import { desc, eq, lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { OutgoingEmail } from "./mailer";

export type { EmailAttachment } from "../../db/schema";

/** Records a message in the outbox as pending; answers its id. */
export async function insertOutboxMessage(db: Executor, email: OutgoingEmail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      attachments: email.attachments ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

export async function markOutboxSent(db: Executor, id: number): Promise<void> {
  await db.update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(emailOutbox.id, id));
}

export async function markOutboxFailed(db: Executor, id: number, error: string): Promise<void> {
  await db.update(emailOutbox).set({ status: "failed", error }).where(eq(emailOutbox.id, id));
}

/** `limit` outbox messages, newest first; with `beforeId` the ones older than that message. */
export async function listOutboxMessages(db: Executor, { limit, beforeId }: { limit: number; beforeId?: number }) {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(beforeId === undefined ? undefined : lt(emailOutbox.id, beforeId))
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
  return rows;
}
