import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS } from "@stockroom/shared";
import { emailStatusEnum } from "./enums";
import { at, parentId, timestamps } from "./columns";
import { ownerKey, parentUserId } from "./tenant-key";
import { inventoryItems } from "./inventory";
import { requests } from "./requests";

/**
 * A low-stock episode (issue 20.5, decision 132): an item is low from the moment its stock falls to or below its
 * minimum (the one rule of shared `isLowStock`) until it is above it again. Migration 0015's trigger on
 * inventory_items opens and closes episodes, whichever statement changes the stock or the minimum, and at most
 * one is open per item; the alert job claims each open episode once (`notified_at`).
 */
export const lowStockEpisodes = pgTable(
  "low_stock_episodes",
  {
    id: serial("id").primaryKey(),
    itemId: parentId("item_id", () => inventoryItems.id),
    openedAt: at("opened_at").notNull().defaultNow(),
    closedAt: at("closed_at"),
    /** When the alert job claimed the episode and wrote its notifications. */
    notifiedAt: at("notified_at"),
    ownerId: ownerKey(),
  },
  (t) => [
    index("low_stock_episodes_owner_idx").on(t.ownerId),
    uniqueIndex("low_stock_episodes_open_item_unique")
      .on(t.itemId)
      .where(sql`${t.closedAt} IS NULL`),
    index("low_stock_episodes_item_idx").on(t.itemId, t.openedAt),
    // The alert job's queue: open episodes nobody has been told about yet.
    index("low_stock_episodes_due_idx")
      .on(t.id)
      .where(sql`${t.notifiedAt} IS NULL AND ${t.closedAt} IS NULL`),
  ],
);

export const notificationKindEnum = pgEnum("notification_kind", NOTIFICATION_KINDS);

/** The bell (decision 133): what a user is told, read or not, and whether its email has been handled. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: parentUserId("user_id"),
    kind: notificationKindEnum("kind").notNull(),
    title: varchar("title", { length: 255 }).notNull(),
    body: text("body").notNull(),
    /** A path inside the app; emails put the configured origin before it. */
    link: varchar("link", { length: 500 }).notNull(),
    episodeId: integer("episode_id").references(() => lowStockEpisodes.id, { onDelete: "set null" }),
    requestId: integer("request_id").references(() => requests.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
    readAt: at("read_at"),
    /** When the email step claimed it: it wrote the email, or the user's preferences wanted none (decision 134). */
    emailedAt: at("emailed_at"),
    /** The account the notification is about: its property's owner, whoever the recipient is. */
    ownerId: ownerKey(),
  },
  (t) => [
    index("notifications_owner_idx").on(t.ownerId),
    index("notifications_user_idx").on(t.userId, t.id),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    index("notifications_email_due_idx")
      .on(t.id)
      .where(sql`${t.emailedAt} IS NULL`),
    // Exactly once, whatever runs twice: one notification per episode and recipient, per request outcome and recipient.
    uniqueIndex("notifications_episode_user_unique").on(t.episodeId, t.userId),
    uniqueIndex("notifications_request_kind_user_unique").on(t.requestId, t.kind, t.userId),
  ],
);

/**
 * One row per owner and digest week (issue 20.5, decision 136): inserted with ON CONFLICT DO NOTHING before
 * the weekly digest is sent, so of several instances running the job only the one whose insert lands sends
 * it. `sent_at` stays null until the mailer took the message; a claim left unsent (a failed send, a crash)
 * may be taken again after a while, a few times, through `attempts` and `claimed_at`.
 */
export const digestRuns = pgTable(
  "digest_runs",
  {
    ownerId: ownerKey(),
    /** The Monday (UTC) of the week the digest belongs to. */
    weekStart: date("week_start").notNull(),
    claimedAt: at("claimed_at").notNull(),
    attempts: integer("attempts").notNull().default(1),
    sentAt: at("sent_at"),
    /** Why the last attempt failed, for the operator; cleared when one succeeds. */
    lastError: text("last_error"),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.weekStart] })],
);

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  contentBase64: string;
}

/**
 * What an outbox message is for, when its delivery changes something else (decision 158): a purchase order
 * is marked sent by the transaction that records its email as handed to SMTP.
 */
export type EmailPurpose = { kind: "purchase_order"; ownerId: string; orderId: number };

/**
 * The email outbox (issue 34.2, decision 158): the transaction that decides to send writes the message here
 * and queues its delivery job; the job hands it to SMTP and records the outcome. Global, not a tenant table:
 * the delivery job reads it across accounts (decision 155).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: varchar("to_address", { length: 254 }).notNull(),
    /** Where answers go (the owner who sent a purchase order). */
    replyTo: varchar("reply_to", { length: 254 }),
    subject: varchar("subject", { length: 255 }).notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Files sent with the message (a purchase order's PDF), base64 in the row so the outbox stays one table. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>(),
    status: emailStatusEnum("status").notNull().default("queued"),
    /** The last failure: SMTP's reply or the connection's error. */
    error: text("error"),
    /** The Message-ID every attempt sends, so a receiver can tell a second copy after a crash (decision 158). */
    messageId: varchar("message_id", { length: 255 }),
    /** How many times delivery handed it to SMTP or tried to. */
    attempts: integer("attempts").notNull().default(0),
    lastAttemptAt: at("last_attempt_at"),
    purpose: jsonb("purpose").$type<EmailPurpose>(),
    /** The kind of mail counted against its per-address limit (`queueWithinLimit`), for mail anyone can cause. */
    topic: varchar("topic", { length: 40 }),
    createdAt: timestamps.createdAt,
    sentAt: at("sent_at"),
  },
  (t) => [
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_status_idx").on(t.status, t.id),
    index("email_outbox_topic_address_idx")
      .on(t.topic, sql`lower(${t.toAddress})`, t.createdAt)
      .where(sql`${t.topic} IS NOT NULL`),
  ],
);
