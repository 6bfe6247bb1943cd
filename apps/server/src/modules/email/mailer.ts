import { desc, eq, lt } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { type PageQuery, decodeCursor, idCursor, pageOf } from "../../lib/pagination";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail. Every message is recorded in email_outbox first, so nothing is lost without SMTP. */
export interface Mailer {
  /** Resolves once handed to SMTP (or stored when there is none); rejects when SMTP refuses it. */
  send(email: OutgoingEmail): Promise<void>;
}

export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(email) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ toAddress: email.to, subject: email.subject, textBody: email.text, htmlBody: email.html ?? null })
        .returning({ id: emailOutbox.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, ...email });
        await db.update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
      } catch (error) {
        await db
          .update(emailOutbox)
          .set({ status: "failed", error: (error as Error).message.slice(0, 1000) })
          .where(eq(emailOutbox.id, row.id));
        throw error;
      }
    },
  };
}

/** The newest outbox messages, for the development mailbox. */
export async function listOutbox(db: Database, { limit, cursor }: PageQuery) {
  const before = cursor ? decodeCursor(cursor, idCursor)[0] : undefined;
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
    .where(before === undefined ? undefined : lt(emailOutbox.id, before))
    .orderBy(desc(emailOutbox.id))
    .limit(limit + 1);
  return pageOf(rows, limit, (row) => [row.id]);
}
