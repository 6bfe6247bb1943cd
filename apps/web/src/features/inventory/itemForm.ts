import {
  CATEGORIES,
  createItemFieldsSchema,
  DEFAULT_UNIT,
  optionalAmountText,
  optionalWholeNumberText,
  PHOTO_UPLOAD,
  QUANTITY_LIMITS,
  QUANTITY_MESSAGES,
  refineParLevel,
  wholeNumberText,
  type Category,
  type InventoryItemDto,
} from "@stockroom/shared";
import type { DefaultValues } from "react-hook-form";
import { z } from "zod";

/** Stock, minimum, capacity and par level as typed: whole numbers from 0 to the shared maximum, never truncated. */
const count = (name: string) => ({
  min: 0,
  max: QUANTITY_LIMITS.maxStock,
  name,
  messages: { min: `${name} must be 0 or greater`, max: QUANTITY_MESSAGES.stockTooLarge },
});

/**
 * The item fields of the create body: the form never edits the property or the copy source, and its
 * numbers are the typed text, read by the shared parser (so "2.7" and "1e3" are refused, not saved as 2 and 1).
 */
export const itemFormSchema = createItemFieldsSchema
  .omit({ propertyId: true, copiedFromId: true })
  .extend({
    currentStock: wholeNumberText(count("Current stock")),
    minStock: wholeNumberText(count("Minimum stock")),
    maxCapacity: optionalWholeNumberText(count("Max capacity")),
    parLevel: optionalWholeNumberText(count("Par level")),
    unitCost: optionalAmountText({
      min: 0,
      max: QUANTITY_LIMITS.maxUnitCost,
      name: "Unit cost",
      messages: { min: QUANTITY_MESSAGES.unitCostNegative, max: QUANTITY_MESSAGES.unitCostTooLarge },
    }),
  })
  // The server's rule, on the parsed numbers: at least the minimum, at most the capacity (decision 127).
  .superRefine(refineParLevel);
export type ItemFormValues = z.input<typeof itemFormSchema>;
export type ItemFormOutput = z.output<typeof itemFormSchema>;

const asText = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export const PHOTO_MAX_MEGABYTES = PHOTO_UPLOAD.maxBytes / (1024 * 1024);

/** Client-side twin of the upload endpoint's type and size checks, so a wrong file fails before uploading. */
export function photoProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(PHOTO_UPLOAD.mimeTypes as readonly string[]).includes(file.type)) {
    return "Please choose a JPEG, PNG, WebP or GIF image";
  }
  if (file.size > PHOTO_UPLOAD.maxBytes) return `The photo must be ${PHOTO_MAX_MEGABYTES} MB or smaller`;
  return null;
}

/** The form's starting values: the item's when editing, else empty with the current tab's category. */
export function itemFormDefaults(
  item: InventoryItemDto | undefined,
  category: Category | undefined,
): DefaultValues<ItemFormValues> {
  return {
    name: item?.name ?? "",
    // Undefined until chosen, so an untouched select reports 'Please select a category'.
    category: item?.category ?? category,
    description: item?.description ?? "",
    barcode: item?.barcode ?? "",
    currentStock: asText(item?.currentStock ?? 0),
    minStock: asText(item?.minStock ?? 0),
    unit: item?.unit ?? DEFAULT_UNIT,
    photoUrl: item?.photoUrl ?? null,
    maxCapacity: asText(item?.maxCapacity),
    parLevel: asText(item?.parLevel),
    unitCost: asText(item?.unitCost),
    supplierId: item?.supplierId ?? null,
  };
}

/**
 * What an item form's kept draft may hold (decision 197): the fields as typed, each optional, so a draft from an
 * older form still restores what it has.
 */
export const itemDraftSchema = z
  .object({
    name: z.string(),
    category: z.enum(CATEGORIES),
    description: z.string().nullable(),
    barcode: z.string().nullable(),
    currentStock: z.string(),
    minStock: z.string(),
    unit: z.string(),
    photoUrl: z.string().nullable(),
    maxCapacity: z.string(),
    parLevel: z.string(),
    unitCost: z.string(),
    supplierId: z.number().nullable(),
  })
  .partial();
