import { z } from "zod";
import { queryRowIdSchema } from "./quantities";

/**
 * Item codes (issue 21.1, decision 139). Every item has one: the barcode printed on the product when one
 * is entered (a supplier's EAN or UPC, say), else a code Stockroom derives from the item's id. Derived
 * codes are unique across all owners because ids are; entered barcodes are unique within a property,
 * because the same product legitimately carries the same EAN in two hotels of one owner.
 */
export const ITEM_CODES = {
  /** Prefix of the codes Stockroom makes; entered barcodes may not take their shape. */
  prefix: "SR",
  /** Digits of a generated code, zero-padded: SR00000042. */
  digits: 8,
  /** Longest barcode accepted: far beyond EAN-13 and GS1-128, still one line on a label. */
  maxLength: 64,
} as const;

/** SR and 8 or more digits: the shape of a generated code (ids past 99,999,999 simply grow longer). */
export const GENERATED_CODE_PATTERN = /^SR\d{8,}$/;

/** Printable ASCII: what Code 128 and keyboard-wedge scanners carry without loss. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

export const BARCODE_MESSAGES = {
  invalid: "Barcodes may use letters, digits, spaces and common symbols only",
  tooLong: `Barcode must be at most ${ITEM_CODES.maxLength} characters`,
  reserved: "Codes of the form SR00000042 are reserved for Stockroom's own labels",
  taken: "Another item at this property already has this barcode",
  codeRequired: "Scan or type a code",
} as const;

/** The code Stockroom generates for an item without a barcode. */
export function generatedItemCode(id: number): string {
  return `${ITEM_CODES.prefix}${String(id).padStart(ITEM_CODES.digits, "0")}`;
}

/** The item id a generated code stands for, or null when the text is not a generated code. */
export function generatedCodeItemId(code: string): number | null {
  if (!GENERATED_CODE_PATTERN.test(code)) return null;
  const id = Number(code.slice(ITEM_CODES.prefix.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The code an item is printed and scanned as: its barcode when it has one, else the generated code. */
export function itemCode(item: { id: number; barcode: string | null }): string {
  return item.barcode ?? generatedItemCode(item.id);
}

/**
 * An item's barcode as entered: trimmed, printable ASCII, at most 64 characters and not in the shape of
 * a generated code. Empty means none.
 */
export const barcodeSchema = z
  .string()
  .trim()
  .max(ITEM_CODES.maxLength, BARCODE_MESSAGES.tooLong)
  .refine((v) => v === "" || PRINTABLE_ASCII.test(v), BARCODE_MESSAGES.invalid)
  .refine((v) => !GENERATED_CODE_PATTERN.test(v), BARCODE_MESSAGES.reserved)
  .nullish()
  .transform((v) => v || null);

/**
 * The address a label's QR code holds: the inventory page with the code, so a phone's own camera app
 * opens the item too. Built from the configured app URL only, never from a request.
 */
export function itemLabelUrl(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, "")}/inventory?code=${encodeURIComponent(code)}`;
}

/**
 * The code in what a scanner read: the text itself, or the code parameter of a label's QR address.
 * Scanners in keyboard mode may add surrounding spaces or control characters; those are dropped.
 */
export function scannedCode(text: string): string {
  // eslint-disable-next-line no-control-regex -- stripping scanners' control characters is the point
  const clean = text.replace(/[\x00-\x1f\x7f]/g, "").trim();
  // Parsed by hand: this package runs without the DOM's or Node's URL type.
  const fromUrl = /^https?:\/\/[^?#]*\?(?:[^#]*&)?code=([^&#]*)/i.exec(clean)?.[1];
  if (fromUrl) {
    try {
      return decodeURIComponent(fromUrl.replace(/\+/g, " ")).trim();
    } catch {
      // Broken percent-encoding: not one of our labels, so the text is the code.
    }
  }
  return clean;
}

/** Query of GET /api/inventory/lookup: a scanned or typed code, optionally within one property. */
export const itemLookupQuerySchema = z.object({
  code: z
    .string({ error: BARCODE_MESSAGES.codeRequired })
    .trim()
    .min(1, BARCODE_MESSAGES.codeRequired)
    .max(ITEM_CODES.maxLength, BARCODE_MESSAGES.tooLong),
  propertyId: queryRowIdSchema.optional(),
});
export type ItemLookupQuery = z.output<typeof itemLookupQuerySchema>;

/**
 * Whether an item answers a search typed or scanned by a person (issue 37): its name or its code (the
 * barcode, else the generated SR code) contains the text, ignoring case and surrounding spaces; a scanned
 * label's address searches for its code. The item list's server search applies the same rule in SQL.
 */
export function matchesItemSearch(item: { id: number; name: string; barcode: string | null }, text: string): boolean {
  const needle = scannedCode(text).toLowerCase();
  return item.name.toLowerCase().includes(needle) || itemCode(item).toLowerCase().includes(needle);
}
