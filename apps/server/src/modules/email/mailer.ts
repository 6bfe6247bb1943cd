import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../../db/client";
import { type PageQuery, decodeCursor, idCursor, pageOf } from "../../lib/pagination";
import { insertOutboxMessage, listOutboxMessages, markOutboxFailed, markOutboxSent } from "./repo";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A message already in email_outbox, written by the transaction that decided to send it. */
export interface RecordedEmail extends OutgoingEmail {
  id: number;
}

/** Sends mail. Every message is recorded in email_outbox first, so nothing is lost without SMTP. */
export interface Mailer {
  /** Resolves once handed to SMTP (or stored when there is none); rejects when SMTP refuses it. */
  send(email: OutgoingEmail): Promise<void>;
  /** Hands a recorded message to SMTP (without SMTP it stays queued in the outbox); rejects when SMTP refuses it. */
  deliver(email: RecordedEmail): Promise<void>;
}

export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const deliver = async ({ id, ...email }: RecordedEmail) => {
    if (!transport) return;
    try {
      await transport.sendMail({ from: options.from, ...email });
      await markOutboxSent(db, id);
    } catch (error) {
      await markOutboxFailed(db, id, (error as Error).message.slice(0, 1000));
      throw error;
    }
  };
  return {
    async send(email) {
      await deliver({ id: await insertOutboxMessage(db, email), ...email });
    },
    deliver,
  };
}

/** The newest outbox messages, for the development mailbox. */
export async function listOutbox(db: Database, { limit, cursor }: PageQuery) {
  const before = cursor ? decodeCursor(cursor, idCursor)[0] : undefined;
  const rows = await listOutboxMessages(db, { limit: limit + 1, beforeId: before });
  return pageOf(rows, limit, (row) => [row.id]);
}
