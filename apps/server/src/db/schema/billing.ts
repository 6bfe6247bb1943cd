import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { BillingPeriod, Tier, DemoDataChoice, PaidTier, ReceiptDetails } from "@stockroom/shared";
import { tierEnum } from "./enums";
import { at, timestamps } from "./columns";
import { parentUserId } from "./tenant-key";
import { users } from "./accounts";

export const subscriptionPlans = pgTable("subscription_plans", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull(),
  tier: tierEnum("tier").notNull().unique(),
  /** Monthly price in cents. */
  price: integer("price").notNull(),
  yearlyPrice: integer("yearly_price").notNull(),
  maxProperties: integer("max_properties").notNull(),
  managersPerProperty: integer("managers_per_property").notNull(),
  additionalHotelPrice: integer("additional_hotel_price"),
  stripePriceId: varchar("stripe_price_id", { length: 255 }),
  features: jsonb("features").$type<string[]>().notNull(),
  isActive: boolean("is_active").notNull().default(true),
  ...timestamps,
});

export const paymentStatusEnum = pgEnum("payment_status", ["succeeded", "failed", "requires_action", "refunded"]);
export const paymentKindEnum = pgEnum("payment_kind", ["subscription", "renewal", "upgrade", "additional_property"]);

/** Receipt numbers: one sequence for the seller, so a number is never given twice (issue 36). */
export const paymentReceiptNumbers = pgSequence("payment_receipt_numbers", { startWith: 1 });

/** Every charge attempt; revenue figures sum the succeeded ones. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    userId: varchar("user_id", { length: 36 }).references(() => users.id, { onDelete: "set null" }),
    /** Cents. */
    amount: integer("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("usd"),
    kind: paymentKindEnum("kind").notNull(),
    status: paymentStatusEnum("status").notNull(),
    tier: tierEnum("tier"),
    provider: varchar("provider", { length: 20 }).notNull().default("local"),
    providerPaymentId: varchar("provider_payment_id", { length: 255 }),
    failureReason: text("failure_reason"),
    /** When a failed payment was later paid by a retry (it can then not be retried again). */
    resolvedAt: at("resolved_at"),
    /**
     * The receipt of a charge or refund (issue 36, decision 193): its number from `payment_receipt_numbers`, and
     * when it was written to the outbox; payments from before receipts existed have the time and no number.
     */
    receiptNumber: integer("receipt_number"),
    receiptedAt: at("receipted_at"),
    /** The service period the payment is for (decision 194), printed on its receipt; null where none applies. */
    periodStart: at("period_start"),
    periodEnd: at("period_end"),
    /** Who sold to whom and the tax, as they were when the receipt was issued (decision 194): a PDF prints these. */
    receiptDetails: jsonb("receipt_details").$type<ReceiptDetails>(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("payments_user_created_idx").on(t.userId, t.createdAt),
    index("payments_status_created_idx").on(t.status, t.createdAt),
    uniqueIndex("payments_provider_id_unique").on(t.provider, t.providerPaymentId),
    uniqueIndex("payments_receipt_number_unique").on(t.receiptNumber),
  ],
);

/** Saved cards (brand and last four only; numbers never reach the database). */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: serial("id").primaryKey(),
    userId: parentUserId("user_id"),
    provider: varchar("provider", { length: 20 }).notNull(),
    providerMethodId: varchar("provider_method_id", { length: 255 }).notNull(),
    brand: varchar("brand", { length: 30 }).notNull(),
    last4: varchar("last4", { length: 4 }).notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("payment_methods_user_idx").on(t.userId),
    uniqueIndex("payment_methods_provider_unique").on(t.provider, t.providerMethodId),
  ],
);

export const intentStatusEnum = pgEnum("payment_intent_status", [
  "requires_payment_method",
  "requires_action",
  "processing",
  "succeeded",
  "canceled",
]);

/**
 * The account state an upgrade's price was computed from and how long it holds: a payment is only
 * taken, or kept, while the account still matches it (see upgrade.ts).
 */
export interface UpgradePricedFor {
  fromTier: Tier;
  fromPeriod: BillingPeriod;
  periodStart: string | null;
  periodEnd: string | null;
  pricedAt: string;
  expiresAt: string;
}

/** What a payment (or card setup) is for; applied once when it succeeds. */
export type IntentPurpose =
  /** pricedFor: what the amount was computed from; absent on rows older than the 30-minute expiry. */
  | { kind: "upgrade"; tier: PaidTier; yearly: boolean; pricedFor?: UpgradePricedFor }
  | { kind: "setup" }
  | { kind: "retry"; paymentId: number }
  | { kind: "renewal"; periodEnd: string }
  | { kind: "reactivation"; tier: PaidTier; yearly: boolean }
  | { kind: "checkout"; planId: PaidTier; yearly: boolean; email: string }
  /** A demo account paying its first month to become an owner; `data` says whether its demo data stays. */
  | { kind: "demo_conversion"; tier: PaidTier; data: DemoDataChoice }
  /** propertyId is set once the paid property has been created, so a replayed confirmation makes no second one. */
  | { kind: "additional_property"; additionalProperties: number; propertyId?: number }
  /** The plan-selection demo screen: a real card confirmation that changes no account. */
  | { kind: "test"; tier: PaidTier; yearly: boolean };

/**
 * Every payment and card setup, whichever provider runs it: what it is for, its last known state and
 * whether its purpose has been carried out. For the built-in provider this is also the provider's own
 * record; for Stripe it mirrors Stripe's intents (same ids).
 */
export const paymentIntents = pgTable(
  "payment_intents",
  {
    id: varchar("id", { length: 255 }).primaryKey(),
    provider: varchar("provider", { length: 20 }).notNull().default("local"),
    userId: varchar("user_id", { length: 36 }).references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("usd"),
    status: intentStatusEnum("status").notNull().default("requires_payment_method"),
    purpose: jsonb("purpose").$type<IntentPurpose>().notNull(),
    /** SHA-256 of the client secret, which only the browser holds. */
    clientSecretHash: varchar("client_secret_hash", { length: 64 }).notNull().unique(),
    paymentMethodId: integer("payment_method_id").references(() => paymentMethods.id, { onDelete: "set null" }),
    failureReason: text("failure_reason"),
    /** Set once the purpose has been carried out, so a replayed confirmation changes nothing. */
    appliedAt: at("applied_at"),
    ...timestamps,
  },
  (t) => [index("payment_intents_user_idx").on(t.userId), index("payment_intents_method_idx").on(t.paymentMethodId)],
);

/**
 * A checkout's registration details until its payment succeeds. Several checkouts may be open for one
 * email, each with its own password; the account (a credential-less `incomplete` row holding the
 * email) receives one of them only when that checkout is paid.
 */
export const pendingCheckouts = pgTable(
  "pending_checkouts",
  {
    intentId: varchar("intent_id", { length: 255 })
      .primaryKey()
      .references(() => paymentIntents.id, { onDelete: "cascade" }),
    userId: parentUserId("user_id"),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    companyName: varchar("company_name", { length: 200 }),
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("pending_checkouts_user_idx").on(t.userId)],
);

/** Provider webhook events already applied (each event id once). */
export const webhookEvents = pgTable("webhook_events", {
  id: varchar("id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 100 }).notNull(),
  receivedAt: timestamps.createdAt,
});
