import { getTableName } from "drizzle-orm";
import { bigint, date, integer, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { categoryEnum } from "./enums";
import { derivedOwnerKey } from "./tenant-key";

/*
 * Daily rollups of request lines for analytics (decision 100): one row per property and UTC day of
 * `requests.created_at`, per category and per item. Triggers in migration 0010 recompute a day from its
 * lines whenever a statement changes them (migration 0011 adds a new request's lines), so any writer (services, cascades, seeders) keeps them exact.
 * No foreign keys: a property's rows go when its requests do, and a restore may load them in any order.
 */
const rollupQuantity = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/**
 * An item rollup's columns after its property and period: the item, the name its lines recorded, its category and
 * the sums. `requests` counts the requests with at least one such line in the period (a request belongs to one day,
 * so a month's is the sum of its days').
 */
const itemRollupColumns = () => ({
  itemId: integer("item_id").notNull(),
  itemName: varchar("item_name", { length: 255 }).notNull(),
  category: categoryEnum("category").notNull(),
  requests: integer("requests").notNull(),
  quantity: rollupQuantity("quantity"),
  ownerId: derivedOwnerKey(),
});

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
    ...itemRollupColumns(),
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
    ...itemRollupColumns(),
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
