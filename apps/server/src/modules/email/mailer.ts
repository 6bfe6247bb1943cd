import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../../db/client";
import { type PageQuery, decodeCursor, idCursor, pageOf } from "../../lib/pagination";
import {
  type EmailAttachment,
  insertOutboxMessage,
  listOutboxMessages,
  markOutboxFailed,
  markOutboxSent,
} from "./repo";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (a purchase order's PDF); kept on the outbox row too. */
  attachments?: EmailAttachment[];
  /** Where the recipient's answer goes (the owner who sent a purchase order); not kept on the outbox row. */
  replyTo?: string;
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
  const deliver = async ({ id, attachments, ...email }: RecordedEmail) => {
    if (!transport) return;
    try {
      await transport.sendMail({ from: options.from, ...email, attachments: attachments?.map(toNodemailer) });
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

/** An outbox attachment as nodemailer takes it: the stored base64 goes out as it is. */
function toNodemailer({ filename, contentType, contentBase64 }: EmailAttachment) {
  return { filename, contentType, content: contentBase64, encoding: "base64" };
}

/** The newest outbox messages, for the development mailbox. */
export async function listOutbox(db: Database, { limit, cursor }: PageQuery) {
  const before = cursor ? decodeCursor(cursor, idCursor)[0] : undefined;
  const rows = await listOutboxMessages(db, { limit: limit + 1, beforeId: before });
  return pageOf(rows, limit, (row) => [row.id]);
}
