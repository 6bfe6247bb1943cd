import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { MAX_REQUEST_TOTAL, QUANTITY_LIMITS } from "@stockroom/shared";
import { requestItemStateEnum, requestStatusEnum } from "./enums";
import { at, parentId, timestamps, within } from "./columns";
import { ownerKey } from "./tenant-key";
import { users } from "./accounts";
import { properties } from "./properties";
import { inventoryItems } from "./inventory";

const { maxLineQuantity, maxUnitCost } = QUANTITY_LIMITS;

export const requests = pgTable(
  "requests",
  {
    id: serial("id").primaryKey(),
    /** First line's item, kept for the documented single-item shape. */
    itemId: integer("item_id").references(() => inventoryItems.id, { onDelete: "set null" }),
    propertyId: parentId("property_id", () => properties.id),
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
    requestId: parentId("request_id", () => requests.id),
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
