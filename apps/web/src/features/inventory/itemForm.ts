import {
  createItemBodySchema,
  DEFAULT_UNIT,
  PHOTO_UPLOAD,
  type Category,
  type InventoryItemDto,
} from "@stockroom/shared";
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";

/** The item fields of the create body: the form never edits the property or the copy source. */
export const itemFormSchema = createItemBodySchema.omit({ propertyId: true, copiedFromId: true });
export type ItemFormValues = z.input<typeof itemFormSchema>;
export type ItemFormOutput = z.output<typeof itemFormSchema>;

/** Core §5: numeric inputs parse to integers, falling back to 0. */
export function toInteger(value: unknown): number {
  const parsed = Number.parseInt(String(value), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** Optional whole numbers (max capacity): empty means "not set". */
export function toOptionalInteger(value: unknown): number | null {
  return value === "" || value === null || value === undefined ? null : toInteger(value);
}

/** Optional dollar amounts (unit cost): empty means "not set", anything else parses, falling back to 0. */
export function toOptionalAmount(value: unknown): number | null {
  if (value === "" || value === null || value === undefined) return null;
  const parsed = Number.parseFloat(String(value));
  return Number.isNaN(parsed) ? 0 : parsed;
}

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
    currentStock: item?.currentStock ?? 0,
    minStock: item?.minStock ?? 0,
    unit: item?.unit ?? DEFAULT_UNIT,
    photoUrl: item?.photoUrl ?? null,
    maxCapacity: item?.maxCapacity ?? null,
    unitCost: item?.unitCost ?? null,
  };
}
