import crypto from "node:crypto";
import type { Executor } from "../../db/client";
import type { EmailPurpose } from "./repo";
import type { JobEngine } from "../../jobs/engine";
import { type EmailAttachment, insertOutboxMessage } from "./repo";
import { subjectLine } from "./text";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a purchase order's PDF). */
  attachments?: EmailAttachment[];
  /** Where the recipient's answer goes (the owner who sent a purchase order). */
  replyTo?: string;
}

export interface QueueEmailOptions {
  /** What the delivery changes once SMTP has taken the message (a purchase order becomes sent). */
  purpose?: EmailPurpose;
  /** The per-address limit the message counts against (set by `queueWithinLimit`). */
  topic?: string;
}

/**
 * Writes mail (issue 34.2, decision 158). Nothing is sent while a request waits: the message and its delivery
 * job are written in the caller's transaction, so both exist exactly when what decided to send was committed,
 * and the `email.deliver` job hands it to SMTP, retrying until SMTP takes it. Every subject is kept to one line
 * here, whatever a template put in it; typed text in a subject or body is the template's to reduce (`./text`).
 */
export interface Mailer {
  /** Records the message in the outbox and queues its delivery; answers the outbox row's id. */
  queue(executor: Executor, email: OutgoingEmail, options?: QueueEmailOptions): Promise<number>;
}

export function createMailer({ jobs, from }: { jobs: JobEngine; from: string }): Mailer {
  const domain = messageIdDomain(from);
  return {
    async queue(executor, email, { purpose, topic } = {}) {
      const id = await insertOutboxMessage(executor, {
        ...email,
        subject: subjectLine(email.subject),
        purpose: purpose ?? null,
        topic: topic ?? null,
        // One Message-ID for every attempt, so a receiver can drop a second copy sent after a crash.
        messageId: `<${crypto.randomUUID()}@${domain}>`,
      });
      await queueDelivery(executor, jobs, id);
      return id;
    },
  };
}

/** Queues the delivery of an outbox message; a job already waiting or running for it is kept instead. */
export function queueDelivery(executor: Executor, jobs: JobEngine, outboxId: number) {
  return jobs.send(executor, { name: "email.deliver", data: { outboxId }, singletonKey: `outbox:${outboxId}` });
}

/** The domain of the From address (`Stockroom <no-reply@stockroom.app>` gives stockroom.app). */
function messageIdDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match ? match[1] : "stockroom.invalid";
}
