import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences, RESET_LINK_PURPOSES } from "@stockroom/shared";
import { billingPeriodEnum, roleEnum, subscriptionStatusEnum, tierEnum } from "./enums";
import { at, timestamps } from "./columns";

export const users = pgTable(
  "users",
  {
    id: varchar("id", { length: 36 })
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: varchar("email", { length: 254 }).notNull(),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    profileImageUrl: text("profile_image_url"),
    passwordHash: text("password_hash"),
    role: roleEnum("role").notNull().default("owner"),
    createdBy: varchar("created_by", { length: 36 }).references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    subscriptionTier: tierEnum("subscription_tier").notNull().default("starter"),
    stripeCustomerId: varchar("stripe_customer_id", { length: 255 }),
    stripeSubscriptionId: varchar("stripe_subscription_id", { length: 255 }),
    subscriptionStatus: subscriptionStatusEnum("subscription_status").notNull().default("trialing"),
    billingPeriod: billingPeriodEnum("billing_period").notNull().default("monthly"),
    currentPeriodStart: at("current_period_start"),
    currentPeriodEnd: at("current_period_end"),
    /**
     * The day of the month the paid periods started on (1–31): each renewal ends on it, or on the month's last day
     * when the month is shorter, so a period begun on 31 January renews on 28 February and then on 31 March.
     */
    billingAnchorDay: smallint("billing_anchor_day"),
    /**
     * Dunning (decision 191): when a renewal's charge failed and made the account past due, null otherwise (and
     * when the past due was set by other means, which gets no grace); how many of its automatic retries have run;
     * and when the managers were told their access is suspended, so they are told once.
     */
    pastDueSince: at("past_due_since"),
    dunningRetries: smallint("dunning_retries").notNull().default(0),
    suspensionNoticedAt: at("suspension_noticed_at"),
    /** Cents paid over the account's life. */
    totalAmountPaid: integer("total_amount_paid").notNull().default(0),
    /** Highest monthly plan price (cents) the user has paid for. */
    currentMaxPaid: integer("current_max_paid").notNull().default(0),
    /** Days of paid subscription over the account's life. */
    totalLengthPaid: integer("total_length_paid").notNull().default(0),
    longestPaidPeriod: billingPeriodEnum("longest_paid_period"),
    lastPaymentDate: at("last_payment_date"),
    lastPaymentAmount: integer("last_payment_amount"),
    trialEndsAt: at("trial_ends_at"),
    scheduledUpdateTier: tierEnum("scheduled_update_tier"),
    scheduledUpdateDate: at("scheduled_update_date"),
    scheduledBillingPeriod: billingPeriodEnum("scheduled_billing_period"),
    /** Property ids to keep when a scheduled downgrade applies. */
    scheduledUpdateProperties: jsonb("scheduled_update_properties").$type<number[]>(),
    paidThroughDate: at("paid_through_date"),
    featureDowngradeDate: at("feature_downgrade_date"),
    creditExtensionDays: integer("credit_extension_days").notNull().default(0),
    /** Properties paid for beyond the plan's allowance (enterprise add-ons), billed with every period. */
    additionalProperties: integer("additional_properties").notNull().default(0),
    /** The business name given at checkout, or later with the billing details. */
    companyName: varchar("company_name", { length: 200 }),
    /** What receipts print for the customer besides the company (issue 36, decision 194); lines split by "\n". */
    billingAddress: text("billing_address"),
    taxId: varchar("tax_id", { length: 40 }),
    /**
     * When the holder of the address proved it (a link emailed to it was used: a demo sign-up's confirmation, an
     * invitation or a password reset). A demo account mails nobody until then (issue 34).
     */
    emailVerifiedAt: at("email_verified_at"),
    notificationPreferences: jsonb("notification_preferences")
      .$type<NotificationPreferences>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES),
    ...timestamps,
  },
  (t) => [
    check("users_billing_anchor_day_range", sql`${t.billingAnchorDay} BETWEEN 1 AND 31`),
    // An address belongs to the one account that signs in with it (issue 34): an unpaid checkout's row and an
    // unaccepted invitation have no password and hold nothing, so they never block, reveal or remove another.
    uniqueIndex("users_email_unique")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.passwordHash} IS NOT NULL`),
    index("users_created_by_idx").on(t.createdBy),
    index("users_role_idx").on(t.role),
  ],
);

/** Server-side sessions (connect-pg-simple's layout), shared by every server instance. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid", { length: 255 }).primaryKey(),
    sess: jsonb("sess").$type<Record<string, unknown>>().notNull(),
    expire: timestamp("expire", { precision: 6, withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(sql`(${t.sess} ->> 'userId')`)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: varchar("user_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token; the token itself is only ever in the email. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    /** Why the link was sent: a password reset (valid 1 hour) or a manager's invitation (7 days, issue 36). */
    purpose: varchar("purpose", { length: 16, enum: RESET_LINK_PURPOSES }).notNull().default("reset"),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("password_reset_tokens_user_idx").on(t.userId),
    check("password_reset_tokens_purpose", sql`${t.purpose} IN ('reset', 'invitation')`),
  ],
);

/**
 * A demo sign-up waiting for its address to be confirmed (issue 34): the demo account is made only when the link
 * emailed to the address is used, so no demo account holds, or mails, an address nobody proved. The token's
 * SHA-256 is written by the job that emails it; a sign-up for an address that has an account gets no token.
 */
export const pendingDemoSignups = pgTable(
  "pending_demo_signups",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    currentTools: varchar("current_tools", { length: 500 }).notNull(),
    propertyCount: varchar("property_count", { length: 10 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).unique(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("pending_demo_signups_email_idx").on(sql`lower(${t.email})`, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
