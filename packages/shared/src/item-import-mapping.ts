import { z } from "zod";
import { CATEGORIES } from "./enums";
import { ITEM_IMPORT_COLUMNS, type ItemImportColumn } from "./item-import-columns";
import {
  DEFAULT_IMPORT_LOCALE,
  ITEM_IMPORT_DELIMITERS,
  ITEM_IMPORT_ENCODINGS,
  isImportLocale,
} from "./item-import-format";

/**
 * The mapping step of an import (issue 37 point 5, decision 198): each column of the file is matched to one of
 * Stockroom's fields, or ignored. Headers are matched by name, with the synonyms below, through presets for the
 * files customers bring, or through a mapping the account saved.
 */

/** What the dialog and the messages call each field: the item form's labels. */
export const ITEM_IMPORT_FIELD_LABELS: Record<ItemImportColumn, string> = {
  name: "Item Name",
  category: "Category",
  description: "Description",
  currentStock: "Current Stock",
  minStock: "Minimum Stock",
  maxCapacity: "Max Capacity",
  parLevel: "Par Level",
  unit: "Unit",
  unitCost: "Unit Cost",
  barcode: "Barcode",
  supplier: "Supplier",
};

/** A column's match: a field, or "ignore" for a column the import leaves out. */
export const ITEM_IMPORT_TARGETS = [...ITEM_IMPORT_COLUMNS, "ignore"] as const;
export type ItemImportTarget = (typeof ITEM_IMPORT_TARGETS)[number];

/** A header as it is compared: no byte-order mark, any case, no "(optional)", single spaces. */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\(optional\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The names each field is known by, normalized: the template's keys, the item form's labels, Stockroom's own
 * exports ("Item Name", "Min Threshold"), Sortly's export ("Entry Name", "Min Level", "Primary Folder",
 * "Barcode/QR1-Data") and Snipe-IT's consumables ("QTY", "Min. QTY", "Min Amount", "Purchase Cost").
 */
export const ITEM_IMPORT_SYNONYMS: Record<ItemImportColumn, string[]> = {
  name: ["name", "item name", "entry name", "item", "product", "product name", "consumable name", "title"],
  category: ["category", "folder", "primary folder", "category name", "department"],
  description: ["description", "notes", "note", "details"],
  currentStock: ["currentstock", "current stock", "quantity", "qty", "stock", "on hand", "in stock", "new qty"],
  minStock: [
    "minstock",
    "min stock",
    "minimum stock",
    "min threshold",
    "min level",
    "min qty",
    "min. qty",
    "min amount",
    "minimum amount",
    "min quantity",
    "minimum quantity",
    "reorder point",
  ],
  maxCapacity: ["maxcapacity", "max capacity", "max level", "max stock", "maximum stock", "capacity"],
  parLevel: ["parlevel", "par level", "par"],
  unit: ["unit", "units", "uom", "unit of measure"],
  unitCost: ["unitcost", "unit cost", "unit cost in $", "price", "cost", "purchase cost", "unit price"],
  barcode: ["barcode", "barcode/qr", "barcode/qr1-data", "barcode/qr1", "upc", "ean", "gtin"],
  supplier: ["supplier", "vendor", "preferred supplier"],
};

const BY_SYNONYM = new Map(
  ITEM_IMPORT_COLUMNS.flatMap((field) => ITEM_IMPORT_SYNONYMS[field].map((name) => [name, field] as const)),
);

/** A mapping by header name (normalized): what the presets and the saved mappings hold. */
export type HeaderMapping = Record<string, ItemImportTarget>;

/**
 * Each header's match: the given mapping's where it names the header, else the synonyms'. A field matched by an
 * earlier column is not matched again (Sortly's second barcode column is ignored).
 */
export function matchColumns(headers: string[], mapping: HeaderMapping = {}): ItemImportTarget[] {
  const taken = new Set<ItemImportTarget>();
  return headers.map((header) => {
    const key = normalizeHeader(header);
    const target = mapping[key] ?? BY_SYNONYM.get(key) ?? "ignore";
    if (target === "ignore" || taken.has(target)) return "ignore";
    taken.add(target);
    return target;
  });
}

/** The mapping to save from a file's headers and the user's matches. */
export function headerMapping(headers: string[], targets: ItemImportTarget[]): HeaderMapping {
  return Object.fromEntries(headers.map((header, at) => [normalizeHeader(header), targets[at] ?? "ignore"]));
}

const preset = (entries: [string, ItemImportTarget][]): HeaderMapping =>
  Object.fromEntries(entries.map(([header, target]) => [normalizeHeader(header), target]));

/** Ready mappings for the files customers bring; a header not named here is ignored. */
export const ITEM_IMPORT_PRESETS = [
  {
    id: "stockroom",
    label: "Stockroom export or template",
    mapping: preset([
      ...ITEM_IMPORT_COLUMNS.map((field) => [field, field] as [string, ItemImportTarget]),
      ...ITEM_IMPORT_COLUMNS.map((field) => [ITEM_IMPORT_FIELD_LABELS[field], field] as [string, ItemImportTarget]),
      ["Min Threshold", "minStock"],
      ["Property", "ignore"],
      ["Status", "ignore"],
    ]),
  },
  {
    id: "sortly",
    label: "Sortly export",
    mapping: preset([
      ["Entry Name", "name"],
      ["Name", "name"],
      ["Quantity", "currentStock"],
      ["Unit", "unit"],
      ["Min Level", "minStock"],
      ["Price", "unitCost"],
      ["Notes", "description"],
      ["Primary Folder", "category"],
      ["Folder", "category"],
      ["Barcode/QR1-Data", "barcode"],
      ["Barcode/QR", "barcode"],
    ]),
  },
  {
    id: "snipe-it",
    label: "Snipe-IT consumables",
    mapping: preset([
      ["Item Name", "name"],
      ["Name", "name"],
      ["Consumable Name", "name"],
      ["Category", "category"],
      ["Supplier", "supplier"],
      ["QTY", "currentStock"],
      ["Quantity", "currentStock"],
      ["Min. QTY", "minStock"],
      ["Min QTY", "minStock"],
      ["Min Amount", "minStock"],
      ["Purchase Cost", "unitCost"],
      ["Notes", "description"],
    ]),
  },
] as const satisfies readonly { id: string; label: string; mapping: HeaderMapping }[];

const targetSchema = z.enum(ITEM_IMPORT_TARGETS);
const MAX_COLUMNS = 200;

/**
 * What the dialog sends beside the file (multipart field "options", JSON). Absent encoding and delimiter are
 * detected; absent columns are matched by name; stock in the file is ignored for existing items unless
 * "replace" is chosen (a new item always starts with the file's stock).
 */
export const itemImportOptionsSchema = z
  .object({
    encoding: z.enum(ITEM_IMPORT_ENCODINGS).optional(),
    delimiter: z.enum(ITEM_IMPORT_DELIMITERS).optional(),
    locale: z.string().max(35).refine(isImportLocale, { message: "Unknown locale" }).default(DEFAULT_IMPORT_LOCALE),
    /** One per column of the file, in its order. */
    columns: z.array(targetSchema).max(MAX_COLUMNS).optional(),
    /** A category cell (trimmed, any case) outside the four, and the category it stands for. */
    categories: z.record(z.string().max(255), z.enum(CATEGORIES)).default({}),
    stock: z.enum(["ignore", "replace"]).default("ignore"),
  })
  .strict();
export type ItemImportOptions = z.infer<typeof itemImportOptionsSchema>;
export type ItemImportOptionsInput = z.input<typeof itemImportOptionsSchema>;

/** The key a category cell is mapped by: trimmed, any case. */
export function categoryValueKey(value: string): string {
  return value.trim().toLowerCase();
}

export const ITEM_IMPORT_MAPPING_LIMITS = { nameLength: 100, perAccount: 50 } as const;

/** A mapping the account saved, by name (PUT /api/items/import-mappings). */
export const itemImportMappingBodySchema = z
  .object({
    name: z.string().trim().min(1, "Please name the mapping").max(ITEM_IMPORT_MAPPING_LIMITS.nameLength),
    columns: z.record(z.string().max(255), targetSchema).refine((columns) => Object.keys(columns).length <= 500),
    categories: z
      .record(z.string().max(255), z.enum(CATEGORIES))
      .refine((categories) => Object.keys(categories).length <= 500),
  })
  .strict();
export type ItemImportMappingBody = z.infer<typeof itemImportMappingBodySchema>;

export const itemImportMappingSchema = itemImportMappingBodySchema.extend({ id: z.number().int() });
export type ItemImportMappingDto = z.infer<typeof itemImportMappingSchema>;
