import { z } from "zod";
import { idSchema } from "./dto-fields";
import { CATEGORIES, STOCK_MOVEMENT_REASONS } from "./enums";
import { FORECAST_STATUSES } from "./forecast";
import type { Wire } from "./wire";

/**
 * Answers of the inventory routes (issue 18.3): the server compiles these schemas into its serializer
 * and the client reads their types. Apart from inventory.ts, whose request schemas the forms load.
 */

export const inventoryItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  category: z.enum(CATEGORIES),
  description: z.string().nullable(),
  currentStock: z.number().int(),
  minStock: z.number().int(),
  maxCapacity: z.number().int().nullable(),
  parLevel: z.number().int().nullable(),
  /** Approved but not yet received (decision 128). */
  onOrder: z.number().int(),
  /** max(0, par level or its fallback − on hand − on order) (decision 127). */
  suggestedOrder: z.number().int(),
  /** Dollars per unit. */
  unitCost: z.number().nullable(),
  unit: z.string(),
  photoUrl: z.string().nullable(),
  /** The barcode as entered, or null (decision 139). */
  barcode: z.string().nullable(),
  /** What the item is printed and scanned as: the barcode, else SR and the zero-padded id (itemCode). */
  code: z.string(),
  /** The preferred supplier (issue 22.3), or null. */
  supplierId: idSchema.nullable(),
  /**
   * Shares its name with another item of the property, from before names were unique (issue 37,
   * decision 201): to be renamed or deleted. New names are refused instead.
   */
  nameConflict: z.boolean(),
  propertyId: idSchema,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type InventoryItemDto = Wire<z.output<typeof inventoryItemSchema>>;

/** An item's usage forecast (issue 20.4, decision 129): nulls while there is not enough data. */
export const usageForecastSchema = z.object({
  avgDailyUse: z.number().nullable(),
  daysUntilOut: z.number().int().nullable(),
  forecastStatus: z.enum(FORECAST_STATUSES),
});

/** An item of the item lists (GET /api/inventory, /api/properties/{id}/inventory): with its usage forecast. */
export const inventoryListItemSchema = inventoryItemSchema.extend(usageForecastSchema.shape);
export type InventoryListItemDto = Wire<z.output<typeof inventoryListItemSchema>>;

/** A low-stock item, with the property it belongs to and its usage forecast. */
export const lowStockItemSchema = inventoryItemSchema.extend({
  property: z.object({ id: idSchema, name: z.string() }),
  ...usageForecastSchema.shape,
});
export type LowStockItemDto = Wire<z.output<typeof lowStockItemSchema>>;

/** One row of an item's stock history. */
export const stockMovementSchema = z.object({
  id: idSchema,
  delta: z.number().int(),
  resultingStock: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  createdAt: z.date(),
  user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  requestId: idSchema.nullable(),
  dailyCheckId: idSchema.nullable(),
  /** The other side of a transfer (reason "transfer"): which way the units went and the other property. */
  transfer: z
    .object({ id: idSchema, direction: z.enum(["in", "out"]), propertyName: z.string().nullable() })
    .nullable(),
});
export type StockMovementDto = Wire<z.output<typeof stockMovementSchema>>;

/** One category's figures in GET /api/inventory/summary: what the category cards show without every item. */
export const categorySummarySchema = z.object({
  category: z.enum(CATEGORIES),
  itemCount: z.number().int(),
  totalUnits: z.number().int(),
  lowCount: z.number().int(),
  /** The property of the category's first low-stock item in list order (name, id), if any. */
  firstLowPropertyId: idSchema.nullable(),
  /** The properties holding at least one item of the category. */
  propertyIds: z.array(idSchema),
});
export type CategorySummaryDto = z.output<typeof categorySummarySchema>;

/** GET /api/inventory/summary: one entry per category, in catalogue order. */
export const inventorySummarySchema = z.array(categorySummarySchema);
export type InventorySummaryDto = CategorySummaryDto[];

/** GET /api/dashboard/stats. */
export const dashboardStatsSchema = z.object({
  totalProperties: z.number().int(),
  pendingRequests: z.number().int(),
  lowStockItems: z.number().int(),
  totalItems: z.number().int(),
});
export type DashboardStatsDto = z.output<typeof dashboardStatsSchema>;

/**
 * GET /api/inventory/name-conflicts: the items of a property that share one name, kept from before names were
 * unique (issue 37, decision 201), a group per name, so the owner can rename or delete all but one.
 */
export const itemNameConflictSchema = z.object({
  propertyId: idSchema,
  propertyName: z.string(),
  /** The name as the oldest of the group has it. */
  name: z.string(),
  items: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type ItemNameConflictDto = Wire<z.output<typeof itemNameConflictSchema>>;
