import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { QUANTITY_LIMITS, PURCHASE_ORDER_STATUSES } from "@stockroom/shared";
import { at, parentId, timestamps, within } from "./columns";
import { ownerKey } from "./tenant-key";
import { users } from "./accounts";
import { properties } from "./properties";
import { suppliers } from "./suppliers";
import { inventoryItems } from "./inventory";
import { requestItems, requests } from "./requests";
import { emailOutbox } from "./notifications";

const { maxLineQuantity, maxUnitCost } = QUANTITY_LIMITS;

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
    ownerId: ownerKey(),
    propertyId: parentId("property_id", () => properties.id),
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
    purchaseOrderId: parentId("purchase_order_id", () => purchaseOrders.id),
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
