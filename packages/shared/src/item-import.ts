import { z } from "zod";
import { CATEGORIES, CATEGORY_INFO, type Category } from "./enums";
import { createItemFieldsSchema } from "./inventory";
import type { ConcurrencyBudget } from "./limits";
import { parseWholeNumber } from "./numbers";
import { QUANTITY_MESSAGES } from "./quantities";
import { parLevelProblem } from "./reorder";

/** CSV import of items into a property (issue 22.1, decision 150). */
export const ITEM_IMPORT_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxRows: 5000,
  /**
   * Previews one account may ask for (issue 34): each reads and checks a whole file, up to about a second of
   * the server's time. A sitting of fixing a spreadsheet and checking it again fits easily.
   */
  previewsPerMinute: 30,
  previewsPerHour: 300,
  /** Imports one account may run; each writes up to maxRows items in one transaction. */
  importsPerMinute: 20,
  importsPerHour: 100,
  /** Previews and imports of one account at once, together; the next waits its turn. */
  concurrent: { running: 1, waiting: 2 } satisfies ConcurrencyBudget,
} as const;

/** The columns of an import file, in the template's order; headers are matched case-insensitively. */
export const ITEM_IMPORT_COLUMNS = [
  "name",
  "category",
  "description",
  "currentStock",
  "minStock",
  "maxCapacity",
  "parLevel",
  "unit",
  "unitCost",
  "barcode",
  "supplier",
] as const;
export type ItemImportColumn = (typeof ITEM_IMPORT_COLUMNS)[number];

/** Where a problem of the whole row (not of one cell) is reported in a row's errors. */
export const ROW_ERROR_KEY = "row";

export const ITEM_IMPORT_MESSAGES = {
  noFile: "Please choose a CSV file to import",
  tooManyPreviews: "Too many import previews in a short time. Please wait a moment and try again",
  tooManyPreviewsPerHour: "Too many import previews in an hour. Please try again later",
  tooManyImports: "Too many imports in a short time. Please wait a moment and try again",
  tooManyImportsPerHour: "Too many imports in an hour. Please try again later",
  busy: "Another import of your account is still being checked or applied. Please wait for it to finish and try again",
  tooLarge: `The file must be ${ITEM_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB or smaller`,
  tooManyRows: `A file may hold at most ${ITEM_IMPORT_LIMITS.maxRows.toLocaleString("en-US")} items`,
  notText: "The file is not a CSV text file (UTF-8)",
  unreadable: "The file could not be read as CSV: a quoted cell is never closed",
  noRows: "The file has no items below its header row",
  noNameColumn: "The file needs a name column",
  duplicateColumn: (column: string) => `The column ${column} appears twice`,
  unknownColumns: (columns: string[]) =>
    `Unknown column${columns.length > 1 ? "s" : ""}: ${columns.join(", ")}. The columns are: ${ITEM_IMPORT_COLUMNS.join(", ")}`,
  formula: "Text may not start with =, +, -, @ or a tab: a spreadsheet would run it as a formula",
  unitCost: "Unit cost must be an amount like 12.50",
  unknownCategory: `Category must be one of ${CATEGORIES.map((key) => CATEGORY_INFO[key].name).join(", ")}`,
  duplicateName: (line: number) => `Duplicate of row ${line}`,
  duplicateBarcode: (line: number) => `Row ${line} has the same barcode`,
  unknownSupplier: "No supplier of yours has this name",
  extraCells: "This row has more cells than the header has columns",
  nothingToImport: "No row of the file can be imported",
} as const;

/** The header row and two example rows of the downloadable template. */
export const ITEM_IMPORT_TEMPLATE: string[][] = [
  [...ITEM_IMPORT_COLUMNS],
  ["Bath towel", "Housekeeping", "White, 70 x 140 cm", "120", "40", "200", "150", "pieces", "6.50", "", ""],
  ["AA batteries", "maintenance", "", "48", "12", "", "", "packs", "4.25", "0123456789012", ""],
];

/** What a row does: add an item, change the matching one, leave it as it is, or nothing (errors). */
export const ITEM_IMPORT_ACTIONS = ["create", "update", "unchanged", "error"] as const;
export type ItemImportAction = (typeof ITEM_IMPORT_ACTIONS)[number];

export const itemImportRowSchema = z.object({
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  line: z.number().int(),
  name: z.string(),
  action: z.enum(ITEM_IMPORT_ACTIONS),
  /** Per column (or ROW_ERROR_KEY), the spec's message. */
  errors: z.record(z.string(), z.string()),
});
export type ItemImportRowDto = z.infer<typeof itemImportRowSchema>;

/** Answer of POST /api/properties/:id/items/import/preview. */
export const itemImportPreviewSchema = z.object({
  rows: z.array(itemImportRowSchema),
  summary: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  /** Present when the new items would pass the property's item allowance: the import would be refused. */
  limit: z.object({ message: z.string(), currentUsage: z.number().int(), maxAllowed: z.number().int() }).optional(),
});
export type ItemImportPreviewDto = z.infer<typeof itemImportPreviewSchema>;

/** Answer of POST /api/properties/:id/items/import. */
export const itemImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows with errors, left out. */
  skipped: z.number().int(),
});
export type ItemImportResultDto = z.infer<typeof itemImportResultSchema>;

/** The file's header as columns, or the file error that refuses it. Blank header cells are unknown columns. */
export function readImportHeader(header: string[]): { columns: ItemImportColumn[] } | { error: string } {
  const byLowerName = new Map(ITEM_IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const columns: ItemImportColumn[] = [];
  const unknown: string[] = [];
  for (const [index, raw] of header.entries()) {
    // A UTF-8 byte-order mark (Excel's "CSV UTF-8") sits before the first header.
    const text = raw.replace(/^\uFEFF/, "").trim();
    const column = byLowerName.get(text.toLowerCase());
    if (!column) unknown.push(text === "" ? `(column ${index + 1} has no header)` : JSON.stringify(text));
    else if (columns.includes(column)) return { error: ITEM_IMPORT_MESSAGES.duplicateColumn(column) };
    else columns.push(column);
  }
  if (unknown.length > 0) return { error: ITEM_IMPORT_MESSAGES.unknownColumns(unknown) };
  if (!columns.includes("name")) return { error: ITEM_IMPORT_MESSAGES.noNameColumn };
  return { columns };
}

/** The values a row sets, as the item schemas output them; on an update only the non-blank cells. */
export interface ImportedFields {
  name: string;
  category?: Category;
  description?: string | null;
  currentStock?: number;
  minStock?: number;
  maxCapacity?: number | null;
  parLevel?: number | null;
  unit?: string;
  unitCost?: number | null;
  barcode?: string | null;
}

export interface ImportRowCheck {
  /** The row's fields (only meaningful without errors). */
  fields: ImportedFields;
  /** The supplier cell as given (trimmed), for the server to look up; undefined when blank. */
  supplier?: string;
  errors: Record<string, string>;
}

const TEXT_COLUMNS = ["name", "category", "description", "unit", "barcode", "supplier"] as const;
const COUNT_COLUMNS = ["currentStock", "minStock", "maxCapacity", "parLevel"] as const;
const FORMULA_START = /^[=+\-@\t\r]/;
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

const importFieldsSchema = createItemFieldsSchema.omit({ propertyId: true, copiedFromId: true, photoUrl: true });

/** A category cell: its key (front_desk) or display name (Front Desk), any case; anything else is left for the schema to refuse. */
export function importCategory(text: string): string {
  const wanted = text.trim().toLowerCase();
  return CATEGORIES.find((key) => key === wanted || CATEGORY_INFO[key].name.toLowerCase() === wanted) ?? text;
}

/**
 * Checks one row's cells with the item schemas, so its messages are the item form's. `stored` is the
 * item the row updates (matched by name), or null for a new item: a blank cell then takes the create
 * default, while in an update it keeps the stored value (re-importing a file changes nothing).
 */
export function checkImportRow(
  cells: Partial<Record<ItemImportColumn, string>>,
  stored: { minStock: number; maxCapacity: number | null; parLevel: number | null } | null,
): ImportRowCheck {
  const errors: Record<string, string> = {};
  const input: Record<string, unknown> = {};
  for (const column of ITEM_IMPORT_COLUMNS) {
    const raw = cells[column] ?? "";
    if (raw.trim() === "") continue;
    // Numbers are stored as numbers; a text cell is refused, not quoted, since it would come back out as typed.
    if (
      (TEXT_COLUMNS as readonly string[]).includes(column) &&
      (FORMULA_START.test(raw) || FORMULA_START.test(raw.trimStart()))
    ) {
      errors[column] = ITEM_IMPORT_MESSAGES.formula;
    } else if ((COUNT_COLUMNS as readonly string[]).includes(column)) {
      // Strict reading (numbers.ts): "1e3", "0x10", "1,000" and "+5" are not numbers; "2.5" and "-3" reach the schema's own messages.
      const whole = parseWholeNumber(raw, { min: -Infinity, max: Infinity, required: false });
      if (whole.error === undefined) input[column] = whole.value;
      else if (DECIMAL.test(raw.normalize("NFKC").trim())) input[column] = Number(raw.normalize("NFKC").trim());
      else errors[column] = QUANTITY_MESSAGES.wholeNumber;
    } else if (column === "unitCost") {
      const text = raw.normalize("NFKC").trim();
      if (/^-?[0-9]+(\.[0-9]{1,2})?$/.test(text)) input.unitCost = Number(text);
      else errors.unitCost = ITEM_IMPORT_MESSAGES.unitCost;
    } else if (column === "category") {
      // A file's own categories ("Linen", "Spa") are named back with the four there are (issue 37).
      const category = importCategory(raw);
      if ((CATEGORIES as readonly string[]).includes(category)) input.category = category;
      else errors.category = ITEM_IMPORT_MESSAGES.unknownCategory;
    } else if (column !== "supplier") {
      input[column] = raw;
    }
  }
  const { fields, issues } = stored ? parseGivenFields(input) : parseNewItem(input);
  for (const issue of issues) errors[issue.key] ??= issue.message;
  if (issues.length === 0 && errors.parLevel === undefined) {
    const problem = parLevelProblem({
      minStock: fields.minStock ?? stored?.minStock ?? 0,
      maxCapacity: fields.maxCapacity === undefined ? (stored?.maxCapacity ?? null) : fields.maxCapacity,
      parLevel: fields.parLevel === undefined ? (stored?.parLevel ?? null) : fields.parLevel,
    });
    if (problem) errors.parLevel = problem;
  }
  const supplier = cells.supplier?.trim();
  return { fields, supplier: supplier && !errors.supplier ? supplier : undefined, errors };
}

type Issue = { key: string; message: string };

/** A new item's cells through the create schema: blank cells take its defaults or its "required" messages. */
function parseNewItem(input: Record<string, unknown>): { fields: ImportedFields; issues: Issue[] } {
  const parsed = importFieldsSchema.safeParse(input);
  if (parsed.success) return { fields: parsed.data, issues: [] };
  return {
    fields: { name: "" },
    issues: parsed.error.issues.map((issue) => ({
      key: String(issue.path[0] ?? ROW_ERROR_KEY),
      message: issue.message,
    })),
  };
}

/**
 * An update's given cells, each through its own field schema: the schemas are built once, where picking
 * the given keys would build one per row (five thousand rows took seconds).
 */
function parseGivenFields(input: Record<string, unknown>): { fields: ImportedFields; issues: Issue[] } {
  const fields: Record<string, unknown> = {};
  const issues: Issue[] = [];
  for (const [key, value] of Object.entries(input)) {
    const parsed = importFieldsSchema.shape[key as keyof typeof importFieldsSchema.shape].safeParse(value);
    if (parsed.success) fields[key] = parsed.data;
    else issues.push({ key, message: parsed.error.issues[0].message });
  }
  return { fields: fields as unknown as ImportedFields, issues };
}

/** The key two item names match by within a property: trimmed, any case. */
export function importNameKey(name: string): string {
  return name.trim().toLowerCase();
}
