import { getTableName, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import {
  ACTIVITY_TYPES,
  BILLING_PERIODS,
  CATEGORIES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  MAX_REQUEST_TOTAL,
  MAX_STOCK,
  NOTIFICATION_KINDS,
  QUANTITY_LIMITS,
  type NotificationPreferences,
  REQUEST_ITEM_STATES,
  REQUEST_STATUSES,
  ROLES,
  STOCK_MOVEMENT_REASONS,
  SUBSCRIPTION_STATUSES,
  TIERS,
  PURCHASE_ORDER_STATUSES,
  EMAIL_STATUSES,
  type BillingPeriod,
  type Tier,
  type DemoDataChoice,
  type PaidTier,
} from "@stockroom/shared";

export const roleEnum = pgEnum("user_role", ROLES);
export const tierEnum = pgEnum("subscription_tier", TIERS);
export const subscriptionStatusEnum = pgEnum("subscription_status", SUBSCRIPTION_STATUSES);
export const billingPeriodEnum = pgEnum("billing_period", BILLING_PERIODS);
export const categoryEnum = pgEnum("item_category", CATEGORIES);
export const requestStatusEnum = pgEnum("request_status", REQUEST_STATUSES);
export const requestItemStateEnum = pgEnum("request_item_state", REQUEST_ITEM_STATES);
export const stockMovementReasonEnum = pgEnum("stock_movement_reason", STOCK_MOVEMENT_REASONS);
export const activityTypeEnum = pgEnum("activity_type", ACTIVITY_TYPES);
export const emailStatusEnum = pgEnum("email_status", EMAIL_STATUSES);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The tenant key (issue 23, decision 155): the owning account's user id on every row of a tenant table, set by
 * every insert, so each table can be distributed by it and each query filtered by it (db/tenancy.ts lists them).
 */
const ownerKey = () =>
  varchar("owner_id", { length: 36 })
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: "cascade" });

/** The tenant key of a derived table: no foreign key, like its property_id (see the analytics rollups). */
const derivedOwnerKey = () => varchar("owner_id", { length: 36 }).notNull();

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
    /** The business name given at checkout. */
    companyName: varchar("company_name", { length: 200 }),
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

export const properties = pgTable(
  "properties",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 255 }).notNull(),
    address: text("address"),
    ownerId: varchar("owner_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("properties_owner_idx").on(t.ownerId, t.id)],
);

export const propertyManagers = pgTable(
  "property_managers",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    managerId: varchar("manager_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ownerId: ownerKey(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex("property_managers_pair_unique").on(t.propertyId, t.managerId),
    index("property_managers_manager_idx").on(t.managerId),
    index("property_managers_owner_idx").on(t.ownerId),
  ],
);

/**
 * `column BETWEEN min AND max` with the bounds written out (DDL takes no parameters). A NULL passes,
 * as in any CHECK, so optional columns need no extra clause. The bounds are packages/shared's, the same
 * the schemas apply: the database refuses what a missed check in code would let through.
 */
const within = (column: AnyPgColumn, min: number, max: number) =>
  sql`${column} BETWEEN ${sql.raw(String(min))} AND ${sql.raw(String(max))}`;

const { maxLineQuantity, maxUnitCost } = QUANTITY_LIMITS;

export const inventoryItems = pgTable(
  "inventory_items",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 255 }).notNull(),
    category: categoryEnum("category").notNull(),
    description: text("description"),
    currentStock: integer("current_stock").notNull().default(0),
    minStock: integer("min_stock").notNull().default(0),
    maxCapacity: integer("max_capacity"),
    /** The stock the storeroom should hold (issue 20): optional, between the minimum and the max capacity. */
    parLevel: integer("par_level"),
    /** Cost of one unit in cents. */
    unitCostCents: integer("unit_cost_cents"),
    unit: varchar("unit", { length: 50 }).notNull().default("pieces"),
    photoUrl: text("photo_url"),
    /** The code printed on the product (an EAN, say), as entered; without one the item's code is SR + id. */
    barcode: varchar("barcode", { length: 64 }),
    /** Where the item is usually bought (issue 22.3): its purchase orders go to this supplier. */
    supplierId: integer("supplier_id").references((): AnyPgColumn => suppliers.id, { onDelete: "set null" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    ownerId: ownerKey(),
    ...timestamps,
  },
  (t) => [
    index("inventory_items_owner_idx").on(t.ownerId, t.propertyId),
    index("inventory_items_property_category_idx").on(t.propertyId, t.category),
    // Unique per property, not per owner: two hotels of one owner stock the same product (decision 139).
    // Also the index a scan's lookup reads.
    uniqueIndex("inventory_items_property_barcode_unique")
      .on(t.propertyId, t.barcode)
      .where(sql`${t.barcode} IS NOT NULL`),
    // Item lists are read in (name, id) order, a page at a time.
    index("inventory_items_property_name_idx").on(t.propertyId, t.name, t.id),
    index("inventory_items_supplier_idx").on(t.supplierId),
    check("inventory_items_current_stock_range", within(t.currentStock, 0, MAX_STOCK)),
    check("inventory_items_min_stock_range", within(t.minStock, 0, MAX_STOCK)),
    check("inventory_items_max_capacity_range", within(t.maxCapacity, 0, MAX_STOCK)),
    check("inventory_items_par_level_range", within(t.parLevel, 0, MAX_STOCK)),
    // NULL passes as in any CHECK: no par, or no max capacity, leaves that side open.
    check("inventory_items_par_level_above_min", sql`${t.parLevel} >= ${t.minStock}`),
    check("inventory_items_par_level_below_capacity", sql`${t.parLevel} <= ${t.maxCapacity}`),
    check("inventory_items_unit_cost_range", within(t.unitCostCents, 0, maxUnitCost * 100)),
  ],
);

export const requests = pgTable(
  "requests",
  {
    id: serial("id").primaryKey(),
    /** First line's item, kept for the documented single-item shape. */
    itemId: integer("item_id").references(() => inventoryItems.id, { onDelete: "set null" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    requesterId: varchar("requester_id", { length: 36 }).references(() => users.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    approvedQuantity: integer("approved_quantity"),
    receivedQuantity: integer("received_quantity"),
    /** The requester's own words, without the multi-item prefix (that is derived from request_items). */
    reason: text("reason"),
    photoUrl: text("photo_url"),
    status: requestStatusEnum("status").notNull().default("pending"),
    reviewedBy: varchar("reviewed_by", { length: 36 }).references(() => users.id, { onDelete: "set null" }),
    reviewedAt: at("reviewed_at"),
    receivedBy: varchar("received_by", { length: 36 }).references(() => users.id, { onDelete: "set null" }),
    receivedAt: at("received_at"),
    trackingNumber: varchar("tracking_number", { length: 100 }),
    /** The reviewer's visible notes, without system data (that is derived from request_items). */
    notes: text("notes"),
    ownerId: ownerKey(),
    ...timestamps,
  },
  (t) => [
    index("requests_owner_created_idx").on(t.ownerId, t.createdAt),
    // owner_id trails so the tenant-filtered counts (decision 155) stay index-only: without it the account-wide
    // open-requests count of the analytics overview read the table (bench/RESULTS.md, tenant filter).
    index("requests_property_status_created_idx").on(t.propertyId, t.status, t.createdAt, t.ownerId),
    // Request lists are read newest first, a page at a time, with or without a status.
    index("requests_property_created_idx").on(t.propertyId, t.createdAt, t.id),
    // Analytics read the requests of a period across properties.
    index("requests_created_idx").on(t.createdAt),
    index("requests_requester_idx").on(t.requesterId),
    index("requests_item_idx").on(t.itemId),
    index("requests_reviewed_by_idx").on(t.reviewedBy),
    index("requests_received_by_idx").on(t.receivedBy),
    check("requests_quantity_positive", sql`${t.quantity} >= 1`),
    check("requests_quantity_max", within(t.quantity, 1, MAX_REQUEST_TOTAL)),
    check("requests_approved_quantity_range", within(t.approvedQuantity, 0, MAX_REQUEST_TOTAL)),
    check("requests_received_quantity_range", within(t.receivedQuantity, 0, MAX_REQUEST_TOTAL)),
  ],
);

export const requestItems = pgTable(
  "request_items",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    itemId: integer("item_id").references(() => inventoryItems.id, { onDelete: "set null" }),
    /** Name and unit as they were when requested, so history survives item edits and deletes. */
    itemName: varchar("item_name", { length: 255 }).notNull(),
    unit: varchar("unit", { length: 50 }).notNull(),
    position: integer("position").notNull(),
    requestedQuantity: integer("requested_quantity").notNull(),
    approvedQuantity: integer("approved_quantity"),
    receivedQuantity: integer("received_quantity"),
    /** The item's unit cost in cents when the line was received: what the spend reports multiply by (issue 22.4). */
    receivedUnitCostCents: integer("received_unit_cost_cents"),
    state: requestItemStateEnum("state").notNull().default("pending"),
    ownerId: ownerKey(),
  },
  (t) => [
    index("request_items_owner_idx").on(t.ownerId),
    uniqueIndex("request_items_request_position_unique").on(t.requestId, t.position),
    index("request_items_item_idx").on(t.itemId),
    // On order per item (decision 128): the item pages sum the open approved lines of each item they show.
    index("request_items_open_item_idx")
      .on(t.itemId, t.requestId, t.approvedQuantity)
      .where(sql`${t.state} = 'approved'`),
    check("request_items_requested_positive", sql`${t.requestedQuantity} >= 1`),
    check("request_items_requested_quantity_max", within(t.requestedQuantity, 1, maxLineQuantity)),
    check("request_items_approved_quantity_range", within(t.approvedQuantity, 0, maxLineQuantity)),
    check("request_items_received_quantity_range", within(t.receivedQuantity, 0, maxLineQuantity)),
    check("request_items_received_unit_cost_range", within(t.receivedUnitCostCents, 0, maxUnitCost * 100)),
  ],
);

/*
 * Daily rollups of request lines for analytics (decision 100): one row per property and UTC day of
 * `requests.created_at`, per category and per item. Triggers in migration 0010 recompute a day from its
 * lines whenever a statement changes them (migration 0011 adds a new request's lines), so any writer (services, cascades, seeders) keeps them exact.
 * No foreign keys: a property's rows go when its requests do, and a restore may load them in any order.
 */
const rollupQuantity = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/** Every line of the day; a row stays (at zero) once its day empties, as the lock of that day. */
export const analyticsDays = pgTable(
  "analytics_days",
  {
    propertyId: integer("property_id").notNull(),
    day: date("day").notNull(),
    /** Requests with at least one line that day. */
    requests: integer("requests").notNull().default(0),
    quantity: rollupQuantity("quantity"),
    ownerId: derivedOwnerKey(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

/** Lines whose item still exists, by the item's current category. */
export const analyticsCategoryDays = pgTable(
  "analytics_category_days",
  {
    propertyId: integer("property_id").notNull(),
    day: date("day").notNull(),
    category: categoryEnum("category").notNull(),
    /** Requests with at least one line of the category that day. */
    requests: integer("requests").notNull(),
    quantity: rollupQuantity("quantity"),
    ownerId: derivedOwnerKey(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.category] })],
);

/** Lines whose item still exists, by item and the name the line recorded. */
export const analyticsItemDays = pgTable(
  "analytics_item_days",
  {
    propertyId: integer("property_id").notNull(),
    day: date("day").notNull(),
    itemId: integer("item_id").notNull(),
    itemName: varchar("item_name", { length: 255 }).notNull(),
    category: categoryEnum("category").notNull(),
    /** Requests with at least one line of this item and name that day. */
    requests: integer("requests").notNull(),
    quantity: rollupQuantity("quantity"),
    ownerId: derivedOwnerKey(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.itemId, t.itemName] })],
);

/**
 * The item day rows summed per UTC month (decision 113), kept by triggers on `analytics_item_days` (migration
 * 0012): a long period reads one row per item and month instead of one per item and day.
 */
export const analyticsItemMonths = pgTable(
  "analytics_item_months",
  {
    propertyId: integer("property_id").notNull(),
    /** The first day of the month. */
    month: date("month").notNull(),
    itemId: integer("item_id").notNull(),
    itemName: varchar("item_name", { length: 255 }).notNull(),
    category: categoryEnum("category").notNull(),
    /** The month's sum of the day rows' distinct requests (a request belongs to one day). */
    requests: integer("requests").notNull(),
    quantity: rollupQuantity("quantity"),
    ownerId: derivedOwnerKey(),
  },
  // The default name is longer than PostgreSQL's 63 characters.
  (t) => [
    primaryKey({
      name: "analytics_item_months_pk",
      columns: [t.propertyId, t.month, t.itemId, t.itemName, t.category],
    }),
  ],
);

/**
 * A counter per property that every statement changing what the analytics overview reads (the property, its
 * items, its requests) raises at commit, through deferred triggers (migration 0019): the overview cache (decision
 * 137) serves a stored answer only while its properties' counters are unchanged. A missing row reads as 0.
 */
export const analyticsVersions = pgTable("analytics_versions", {
  propertyId: integer("property_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  ownerId: derivedOwnerKey(),
});

/** The rollups hold nothing a restore must copy: the triggers rebuild them from the lines it loads. */
export const DERIVED_TABLES: ReadonlySet<string> = new Set(
  [analyticsDays, analyticsCategoryDays, analyticsItemDays, analyticsItemMonths, analyticsVersions].map((table) =>
    getTableName(table),
  ),
);

export const dailyChecks = pgTable(
  "daily_checks",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    checkedBy: varchar("checked_by", { length: 36 }).references(() => users.id, { onDelete: "set null" }),
    checkedAt: at("checked_at").notNull().defaultNow(),
    /** The browser's id of the count: a resent count (offline queue) finds the check stored the first time. */
    clientId: uuid("client_id"),
    ownerId: ownerKey(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("daily_checks_owner_idx").on(t.ownerId),
    index("daily_checks_property_checked_idx").on(t.propertyId, t.checkedAt),
    index("daily_checks_user_idx").on(t.checkedBy),
    uniqueIndex("daily_checks_user_client_unique").on(t.checkedBy, t.clientId),
  ],
);

export const dailyCheckItems = pgTable(
  "daily_check_items",
  {
    id: serial("id").primaryKey(),
    dailyCheckId: integer("daily_check_id")
      .notNull()
      .references(() => dailyChecks.id, { onDelete: "cascade" }),
    itemId: integer("item_id").references(() => inventoryItems.id, { onDelete: "set null" }),
    countedQuantity: integer("counted_quantity").notNull(),
    previousStock: integer("previous_stock").notNull(),
    ownerId: ownerKey(),
  },
  (t) => [
    index("daily_check_items_owner_idx").on(t.ownerId),
    index("daily_check_items_check_idx").on(t.dailyCheckId),
    index("daily_check_items_item_idx").on(t.itemId),
    check("daily_check_items_counted_nonnegative", sql`${t.countedQuantity} >= 0`),
    check("daily_check_items_counted_quantity_max", within(t.countedQuantity, 0, MAX_STOCK)),
  ],
);

/** Append-only ledger: an item's stock always equals the sum of its deltas. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => inventoryItems.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    resultingStock: integer("resulting_stock").notNull(),
    reason: stockMovementReasonEnum("reason").notNull(),
    userId: varchar("user_id", { length: 36 }).references(() => users.id, { onDelete: "set null" }),
    requestId: integer("request_id").references(() => requests.id, { onDelete: "set null" }),
    dailyCheckId: integer("daily_check_id").references(() => dailyChecks.id, { onDelete: "set null" }),
    /** The transfer this row is one side of (reason "transfer"). */
    transferId: integer("transfer_id").references((): AnyPgColumn => stockTransfers.id, { onDelete: "set null" }),
    ownerId: ownerKey(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("stock_movements_owner_idx").on(t.ownerId),
    index("stock_movements_transfer_idx").on(t.transferId),
    index("stock_movements_item_created_idx").on(t.itemId, t.createdAt),
    index("stock_movements_user_idx").on(t.userId),
    index("stock_movements_request_idx").on(t.requestId),
    index("stock_movements_daily_check_idx").on(t.dailyCheckId),
    check("stock_movements_resulting_stock_range", within(t.resultingStock, 0, MAX_STOCK)),
    check("stock_movements_delta_range", within(t.delta, -MAX_STOCK, MAX_STOCK)),
  ],
);

export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    type: activityTypeEnum("type").notNull(),
    details: text("details").notNull(),
    /** Who did it. */
    userId: varchar("user_id", { length: 36 }).references(() => users.id, { onDelete: "set null" }),
    /** Whose account it belongs to, so an owner's log can be read without joins. */
    ownerId: ownerKey(),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("activity_log_created_idx").on(t.createdAt),
    index("activity_log_owner_created_idx").on(t.ownerId, t.createdAt),
    index("activity_log_user_idx").on(t.userId),
    index("activity_log_property_idx").on(t.propertyId),
  ],
);

/**
 * Uploaded photos. The file lies under the data directory by `name`; the row says whose account it
 * belongs to, so only that owner and their managers are ever served it.
 */
export const uploads = pgTable(
  "uploads",
  {
    name: varchar("name", { length: 64 }).primaryKey(),
    ownerId: varchar("owner_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    uploadedBy: varchar("uploaded_by", { length: 36 }).references(() => users.id, { onDelete: "set null" }),
    /**
     * The photo's size, counted against its account's storage (issue 34). NULL for a photo stored before sizes
     * were kept, until the photo clean-up job has measured it.
     */
    bytes: integer("bytes"),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("uploads_owner_idx").on(t.ownerId), index("uploads_uploaded_by_idx").on(t.uploadedBy)],
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
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
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
    itemId: integer("item_id")
      .notNull()
      .references(() => inventoryItems.id, { onDelete: "cascade" }),
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
    userId: varchar("user_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    ownerId: varchar("owner_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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

export type UserRow = typeof users.$inferSelect;

export const paymentStatusEnum = pgEnum("payment_status", ["succeeded", "failed", "requires_action", "refunded"]);
export const paymentKindEnum = pgEnum("payment_kind", ["subscription", "renewal", "upgrade", "additional_property"]);

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
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("payments_user_created_idx").on(t.userId, t.createdAt),
    index("payments_status_created_idx").on(t.status, t.createdAt),
    uniqueIndex("payments_provider_id_unique").on(t.provider, t.providerPaymentId),
  ],
);

/** Saved cards (brand and last four only; numbers never reach the database). */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: serial("id").primaryKey(),
    userId: varchar("user_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    userId: varchar("user_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    companyName: varchar("company_name", { length: 200 }),
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("pending_checkouts_user_idx").on(t.userId)],
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

/** Provider webhook events already applied (each event id once). */
export const webhookEvents = pgTable("webhook_events", {
  id: varchar("id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 100 }).notNull(),
  receivedAt: timestamps.createdAt,
});

/**
 * An owner's supplier (issue 22.3, decision 147). Items name their preferred supplier; purchase orders are
 * grouped by it. The name is unique per owner, whatever its case.
 */
export const suppliers = pgTable(
  "suppliers",
  {
    id: serial("id").primaryKey(),
    ownerId: varchar("owner_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 255 }).notNull(),
    contactName: varchar("contact_name", { length: 255 }),
    email: varchar("email", { length: 254 }),
    phone: varchar("phone", { length: 50 }),
    leadTimeDays: integer("lead_time_days"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("suppliers_owner_name_unique").on(t.ownerId, sql`lower(${t.name})`),
    check("suppliers_lead_time_range", within(t.leadTimeDays, 0, 365)),
  ],
);

/**
 * Stock moved from an item of one property to an item of another property of the same owner (issue 22.2,
 * decision 146): one row, and a "transfer" ledger row on each side pointing at it. The items may be
 * deleted later; the row keeps the names and properties as they were.
 */
export const stockTransfers = pgTable(
  "stock_transfers",
  {
    id: serial("id").primaryKey(),
    ownerId: varchar("owner_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromItemId: integer("from_item_id").references(() => inventoryItems.id, { onDelete: "set null" }),
    toItemId: integer("to_item_id").references(() => inventoryItems.id, { onDelete: "set null" }),
    fromPropertyId: integer("from_property_id").references(() => properties.id, { onDelete: "set null" }),
    toPropertyId: integer("to_property_id").references(() => properties.id, { onDelete: "set null" }),
    itemName: varchar("item_name", { length: 255 }).notNull(),
    quantity: integer("quantity").notNull(),
    userId: varchar("user_id", { length: 36 }).references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("stock_transfers_owner_created_idx").on(t.ownerId, t.createdAt),
    index("stock_transfers_from_item_idx").on(t.fromItemId),
    index("stock_transfers_to_item_idx").on(t.toItemId),
    index("stock_transfers_from_property_idx").on(t.fromPropertyId),
    index("stock_transfers_to_property_idx").on(t.toPropertyId),
    index("stock_transfers_user_idx").on(t.userId),
    check("stock_transfers_quantity_range", within(t.quantity, 1, MAX_STOCK)),
  ],
);

export const purchaseOrderStatusEnum = pgEnum("purchase_order_status", PURCHASE_ORDER_STATUSES);

/**
 * A purchase order (issue 22.3, decision 149): the approved lines of one request that go to one supplier
 * (or to no supplier yet, supplier_id NULL). One per (request, supplier), so making the orders twice
 * finds the first ones: the request row lock makes them once, the unique pair backs that up for suppliers.
 * NULLs stay distinct there (decision 149): deleting a supplier sets its orders supplier_id NULL, which
 * must not collide with the same request order without a supplier. Supplier and item details are copied in, so a printed order never changes.
 * Its number is derived from the id (purchaseOrderNumber).
 */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: serial("id").primaryKey(),
    ownerId: varchar("owner_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    requestId: integer("request_id").references(() => requests.id, { onDelete: "set null" }),
    supplierId: integer("supplier_id").references(() => suppliers.id, { onDelete: "set null" }),
    supplierName: varchar("supplier_name", { length: 255 }),
    supplierEmail: varchar("supplier_email", { length: 254 }),
    status: purchaseOrderStatusEnum("status").notNull().default("open"),
    totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
    createdBy: varchar("created_by", { length: 36 }).references(() => users.id, { onDelete: "set null" }),
    sentAt: at("sent_at"),
    sentTo: varchar("sent_to", { length: 254 }),
    /** The order's latest email in the outbox: the order stays open until it has been handed to SMTP. */
    emailId: integer("email_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    unique("purchase_orders_request_supplier_unique").on(t.requestId, t.supplierId),
    index("purchase_orders_email_idx").on(t.emailId),
    index("purchase_orders_owner_created_idx").on(t.ownerId, t.createdAt, t.id),
    index("purchase_orders_property_idx").on(t.propertyId),
    index("purchase_orders_supplier_idx").on(t.supplierId),
    index("purchase_orders_created_by_idx").on(t.createdBy),
  ],
);

export const purchaseOrderLines = pgTable(
  "purchase_order_lines",
  {
    id: serial("id").primaryKey(),
    purchaseOrderId: integer("purchase_order_id")
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: "cascade" }),
    requestItemId: integer("request_item_id").references(() => requestItems.id, { onDelete: "set null" }),
    itemId: integer("item_id").references(() => inventoryItems.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    itemName: varchar("item_name", { length: 255 }).notNull(),
    unit: varchar("unit", { length: 50 }).notNull(),
    quantity: integer("quantity").notNull(),
    /** The item's unit cost when the order was made; NULL when it had none (the line then costs 0). */
    unitCostCents: integer("unit_cost_cents"),
    lineTotalCents: bigint("line_total_cents", { mode: "number" }).notNull(),
    ownerId: ownerKey(),
  },
  (t) => [
    index("purchase_order_lines_owner_idx").on(t.ownerId),
    uniqueIndex("purchase_order_lines_order_position_unique").on(t.purchaseOrderId, t.position),
    index("purchase_order_lines_request_item_idx").on(t.requestItemId),
    index("purchase_order_lines_item_idx").on(t.itemId),
    check("purchase_order_lines_quantity_range", within(t.quantity, 1, maxLineQuantity)),
    check("purchase_order_lines_unit_cost_range", within(t.unitCostCents, 0, maxUnitCost * 100)),
  ],
);
