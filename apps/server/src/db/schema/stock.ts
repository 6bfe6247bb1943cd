import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { MAX_STOCK } from "@stockroom/shared";
import { stockMovementReasonEnum } from "./enums";
import { at, parentId, timestamps, within } from "./columns";
import { ownerKey } from "./tenant-key";
import { users } from "./accounts";
import { properties } from "./properties";
import { inventoryItems } from "./inventory";
import { requests } from "./requests";

/** Append-only ledger: an item's stock always equals the sum of its deltas. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    itemId: parentId("item_id", () => inventoryItems.id),
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

/**
 * Stock moved from an item of one property to an item of another property of the same owner (issue 22.2,
 * decision 146): one row, and a "transfer" ledger row on each side pointing at it. The items may be
 * deleted later; the row keeps the names and properties as they were.
 */
export const stockTransfers = pgTable(
  "stock_transfers",
  {
    id: serial("id").primaryKey(),
    ownerId: ownerKey(),
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

export const dailyChecks = pgTable(
  "daily_checks",
  {
    id: serial("id").primaryKey(),
    propertyId: parentId("property_id", () => properties.id),
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
    dailyCheckId: parentId("daily_check_id", () => dailyChecks.id),
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
