import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { MAX_STOCK, QUANTITY_LIMITS } from "@stockroom/shared";
import { categoryEnum } from "./enums";
import { parentId, timestamps, within } from "./columns";
import { ownerKey } from "./tenant-key";
import { properties } from "./properties";
import { suppliers } from "./suppliers";

const { maxUnitCost } = QUANTITY_LIMITS;

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
    /**
     * Shares its name with an older item of the property, from before names were unique (migration 0036):
     * kept out of the unique name index until renamed, and shown to the owner to rename or delete.
     */
    nameConflict: boolean("name_conflict").notNull().default(false),
    propertyId: parentId("property_id", () => properties.id),
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
    // One name per property, ignoring case and surrounding spaces (issue 37); see nameConflict.
    uniqueIndex("inventory_items_property_name_unique")
      .on(t.propertyId, sql`lower(btrim(${t.name}))`)
      .where(sql`NOT ${t.nameConflict}`),
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
