import { z } from "zod";
import { LIMITS, LOW_STOCK_SORTS } from "./constants";
import { CATEGORIES, type Category } from "./enums";
import type { CategorySummaryDto } from "./inventory-dto";
import { pageQuerySchema } from "./page-query";
import { barcodeSchema } from "./item-codes";
import { PAGE_LIMITS } from "./pagination";
import {
  MAX_ROW_ID,
  QUANTITY_LIMITS,
  QUANTITY_MESSAGES,
  queryRowIdSchema,
  rowIdSchema,
  wholeNumberSchema,
} from "./quantities";
import { PAR_LEVEL_MESSAGES, parLevelProblem } from "./reorder";

/** Stock, minimum stock and capacity: whole numbers from 0 to MAX_STOCK. */
const count = (message: string) =>
  wholeNumberSchema(0, QUANTITY_LIMITS.maxStock, { min: message, max: QUANTITY_MESSAGES.stockTooLarge });

export const ITEM_NAME_MESSAGES = {
  /** Names are unique per property, ignoring case and surrounding spaces (issue 37). */
  taken: "Another item at this property already has this name",
} as const;

/** The form a name is compared in: "Keycards", "keycards " and " KEYCARDS" are one name at a property. */
export function itemNameKey(name: string): string {
  return name.trim().toLowerCase();
}

const itemFields = {
  name: z
    .string({ error: "Item name is required" })
    .trim()
    .min(1, "Item name is required")
    .max(LIMITS.itemName, `Item name must be at most ${LIMITS.itemName} characters`),
  category: z.enum(CATEGORIES, { error: "Please select a category" }),
  description: z
    .string()
    .trim()
    .max(2000, "Description must be at most 2000 characters")
    .nullish()
    .transform((v) => v || null),
  currentStock: count("Current stock must be 0 or greater"),
  minStock: count("Minimum stock must be 0 or greater"),
  unit: z
    .string({ error: "Unit is required" })
    .trim()
    .min(1, "Unit is required")
    .max(LIMITS.unit, `Unit must be at most ${LIMITS.unit} characters`),
  photoUrl: z
    .string()
    .max(500)
    .regex(/^\/uploads\/[A-Za-z0-9._-]+$/, "Photo must be an uploaded image")
    .nullish()
    .transform((v) => v || null),
  maxCapacity: count("Max capacity must be 0 or greater").nullish(),
  /** The stock to hold (decision 127); between the minimum and the max capacity, checked across fields below. */
  parLevel: count(PAR_LEVEL_MESSAGES.negative).nullish(),
  /** The code printed on the product (decision 139); empty means none, and the item goes by SR + its id. */
  barcode: barcodeSchema,
  /** Dollars per unit; stored in cents. */
  unitCost: z
    .number({ error: QUANTITY_MESSAGES.unitCostNegative })
    .min(0, QUANTITY_MESSAGES.unitCostNegative)
    .max(QUANTITY_LIMITS.maxUnitCost, QUANTITY_MESSAGES.unitCostTooLarge)
    .nullish(),
  /** The preferred supplier (issue 22.3): one of the owner's suppliers, or null for none. */
  supplierId: rowIdSchema.nullish(),
};

/**
 * The par level against the minimum and max capacity of the same body, reported on parLevel. A partial
 * update may leave either out; the server checks those against the stored item.
 */
export function refineParLevel(
  levels: { minStock?: number; maxCapacity?: number | null; parLevel?: number | null },
  ctx: z.RefinementCtx,
) {
  const problem = parLevelProblem(levels);
  if (problem) ctx.addIssue({ code: "custom", path: ["parLevel"], message: problem });
}

/** The create body's fields without the cross-field check, for the forms that pick or extend them. */
export const createItemFieldsSchema = z.object({
  ...itemFields,
  currentStock: itemFields.currentStock.default(0),
  minStock: itemFields.minStock.default(0),
  unit: itemFields.unit.default("pieces"),
  propertyId: z.number({ error: "Please select a property" }).int().min(1, "Please select a property").max(MAX_ROW_ID),
  /** Set by Copy to Property: the item this one copies (owners only). */
  copiedFromId: rowIdSchema.nullish(),
});

/** Body of POST /api/inventory (also used by Copy to Property). */
export const createItemBodySchema = createItemFieldsSchema.superRefine(refineParLevel);
export type CreateItemBody = z.input<typeof createItemBodySchema>;
export type CreateItemInput = z.output<typeof createItemBodySchema>;

/** Copy to Property's form: the target property, refused with the body's message while none is chosen. */
/**
 * The Copy to Property form: the target, and whether the stock goes along. Off by default (issue 37): a copy
 * sets the item up at the other hotel, whose goods nobody has counted yet; moving goods is a transfer.
 */
export const copyItemFormSchema = createItemFieldsSchema
  .pick({ propertyId: true })
  .extend({ withStock: z.boolean().default(false) });

/** Body of PUT /api/inventory/{id}: every field optional, e.g. currentStock alone after a count. */
export const updateItemBodySchema = z
  .object({ ...itemFields, propertyId: rowIdSchema.optional() })
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: "Nothing to update" })
  .superRefine(refineParLevel);
export type UpdateItemBody = z.input<typeof updateItemBodySchema>;
export type UpdateItemInput = z.output<typeof updateItemBodySchema>;

/** Optional ?propertyId= filter of the list endpoints. */
export const propertyFilterQuerySchema = z.object({
  propertyId: queryRowIdSchema.optional(),
});

/** Query of the item lists: the property filter, an optional category, a search by name or code (matchesItemSearch), and a page. */
export const inventoryListQuerySchema = pageQuerySchema(PAGE_LIMITS.inventory).extend({
  ...propertyFilterQuerySchema.shape,
  category: z.enum(CATEGORIES, { error: "Unknown category" }).optional(),
  search: z.string().trim().max(LIMITS.itemName, "Search is too long").optional(),
});
export type InventoryListQuery = z.output<typeof inventoryListQuerySchema>;

/** Query of the low-stock list: the property filter, a page and an optional order. */
export const lowStockQuerySchema = pageQuerySchema(PAGE_LIMITS.lowStock).extend({
  ...propertyFilterQuerySchema.shape,
  sort: z.enum(LOW_STOCK_SORTS, { error: "sort must be name or daysUntilOut" }).default("name"),
});
export type LowStockQuery = z.output<typeof lowStockQuerySchema>;

/** Query of an item's stock history. */
export const movementsQuerySchema = pageQuerySchema(PAGE_LIMITS.movements);

/** A category's figures when it holds no items. */
export function emptyCategorySummary(category: Category): CategorySummaryDto {
  return { category, itemCount: 0, totalUnits: 0, lowCount: 0, firstLowPropertyId: null, propertyIds: [] };
}

/** Upload limits for item photos: checked by content on the server. */
export const PHOTO_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
} as const;
