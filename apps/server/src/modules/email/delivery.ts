import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { Database, Executor } from "../../db/client";
import type { EmailAttachment, EmailPurpose } from "./repo";
import type { JobAttempt, JobEngine } from "../../jobs/engine";
import { queueDelivery } from "./mailer";
import { claimForDelivery, listQueuedIds, markOutboxFailure, markOutboxSent } from "./repo";

/** What else changes, in the same transaction, when SMTP takes a message with a purpose. */
export type DeliveryHooks = {
  [K in EmailPurpose["kind"]]: (
    tx: Executor,
    purpose: Extract<EmailPurpose, { kind: K }>,
    delivered: { outboxId: number; to: string },
  ) => Promise<void>;
};

export interface EmailDeliveryOptions {
  db: Database;
  /** Unset keeps every message queued (readable in the development mailbox) until a start with SMTP_URL. */
  smtpUrl?: string;
  from: string;
  hooks: DeliveryHooks;
  jobs: JobEngine;
}

/**
 * Longest an attempt may take: connecting, the greeting and each reply are bounded (10 s, 10 s, 30 s), so a
 * mail server that never answers costs one attempt, not a hung job. A message left `sending` for longer than
 * this belongs to an attempt whose process died, and may be taken again.
 */
const ATTEMPT_BOUND_MS = 90_000;
const RELEASE_BATCH = 500;

/**
 * The delivery job (issue 34.2, decision 158). An attempt claims the message (queued → sending), hands it to
 * SMTP with the Message-ID it was written with, and records the outcome:
 * - taken: sent, and the purpose's change (a purchase order becomes sent) in the same transaction;
 * - a 5xx reply: failed for good with SMTP's words, and the job ends (trying again cannot help);
 * - a 4xx reply or no connection: queued again with the reason, and the job fails so the engine tries again
 *   with exponential backoff; after the queue's last retry the message is dead.
 */
export function createEmailDelivery({ db, smtpUrl, from, hooks, jobs }: EmailDeliveryOptions) {
  const transport: Transporter | null = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;

  async function deliver({ outboxId }: { outboxId: number }, attempt: JobAttempt): Promise<void> {
    if (!transport) return;
    const message = await claimForDelivery(db, { id: outboxId, staleBefore: new Date(Date.now() - ATTEMPT_BOUND_MS) });
    if (!message) return;
    const mail: SendMailOptions = {
      from,
      to: message.to,
      replyTo: message.replyTo ?? undefined,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      attachments: message.attachments?.map(toNodemailer),
      messageId: message.messageId ?? undefined,
    };
    try {
      await transport.sendMail(mail);
    } catch (error) {
      const failure = classifySmtpFailure(error);
      const status = failure.permanent ? "failed" : attempt.lastAttempt ? "dead" : "queued";
      await markOutboxFailure(db, { id: outboxId, status, error: failure.reason });
      if (failure.permanent) return;
      throw error;
    }
    await db.transaction(async (tx) => {
      await markOutboxSent(tx, outboxId);
      const purpose = message.purpose;
      if (purpose) await hooks[purpose.kind](tx, purpose, { outboxId, to: message.to });
    });
  }

  /** Puts every queued message on a delivery job: messages written while SMTP_URL was unset, and a backstop. */
  async function release(): Promise<void> {
    if (!transport) return;
    let afterId = 0;
    for (;;) {
      const ids = await listQueuedIds(db, { afterId, limit: RELEASE_BATCH });
      for (const id of ids) await queueDelivery(db, jobs, id);
      if (ids.length < RELEASE_BATCH) return;
      afterId = ids[ids.length - 1];
    }
  }

  return { deliver, release, close: () => transport?.close() };
}

/**
 * Whether trying again could help, and the reason to show. A 5xx reply to the message (a mailbox that does
 * not exist, a message refused) is final; a 4xx reply ("try again later"), a refused or lost connection and a
 * timeout pass. A 5xx to authentication (EAUTH) is the server's settings, not the message: it passes too, so
 * the messages go once the settings are fixed.
 */
export function classifySmtpFailure(error: unknown): { permanent: boolean; reason: string } {
  const { responseCode, code, response, message } = error as {
    responseCode?: number;
    code?: string;
    response?: string;
    message?: string;
  };
  const reason = (response || message || String(error)).slice(0, 1000);
  const permanent = typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && code !== "EAUTH";
  return { permanent, reason };
}

/** An outbox attachment as nodemailer takes it: the stored base64 goes out as it is. */
function toNodemailer({ filename, contentType, contentBase64 }: EmailAttachment) {
  return { filename, contentType, content: contentBase64, encoding: "base64" };
}
