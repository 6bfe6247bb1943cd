import { CATEGORIES, CATEGORY_INFO, type Category } from "./enums";
import { createItemFieldsSchema } from "./inventory";
import { ITEM_IMPORT_COLUMNS, type ItemImportColumn } from "./item-import-columns";
import { type NumberSeparators, numberSeparators, readLocaleNumber } from "./item-import-format";
import { ITEM_IMPORT_FIELD_LABELS, categoryValueKey } from "./item-import-mapping";
import type { ConcurrencyBudget } from "./limits";
import { QUANTITY_MESSAGES } from "./quantities";
import { parLevelProblem } from "./reorder";

export * from "./item-import-columns";
export * from "./item-import-format";
export * from "./item-import-mapping";

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

/** Where a problem of the whole row (not of one cell) is reported in a row's errors. */
export const ROW_ERROR_KEY = "row";

export const ITEM_IMPORT_MESSAGES = {
  noFile: "Please choose a CSV or Excel file to import",
  wrongType: "Please choose a CSV, TSV or Excel (.xlsx) file",
  tooManyPreviews: "Too many import previews in a short time. Please wait a moment and try again",
  tooManyPreviewsPerHour: "Too many import previews in an hour. Please try again later",
  tooManyImports: "Too many imports in a short time. Please wait a moment and try again",
  tooManyImportsPerHour: "Too many imports in an hour. Please try again later",
  busy: "Another import of your account is still being checked or applied. Please wait for it to finish and try again",
  tooLarge: `The file must be ${ITEM_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB or smaller`,
  tooManyRows: `A file may hold at most ${ITEM_IMPORT_LIMITS.maxRows.toLocaleString("en-US")} items`,
  notText: "The file is neither a text (CSV) file nor an Excel workbook (.xlsx)",
  oldExcel: "Excel 97-2003 workbooks (.xls) cannot be read: please save the file as .xlsx or CSV",
  badWorkbook: "The Excel file could not be read: please save it again as .xlsx or CSV",
  workbookTooLarge: "The Excel file holds too much data once unpacked",
  unreadable: "The file could not be read as CSV: a quoted cell is never closed",
  noRows: "The file has no items below its header row",
  noNameColumn: `Please match one of the file's columns to ${ITEM_IMPORT_FIELD_LABELS.name}`,
  duplicateColumn: (field: ItemImportColumn) => `Two columns are matched to ${ITEM_IMPORT_FIELD_LABELS[field]}`,
  columnsMismatch: (count: number) => `The column matches do not fit this file: it has ${count} columns`,
  badOptions: "The import options could not be read",
  tooManyMappings: (max: number) => `An account may keep ${max} saved mappings: please delete one first`,
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

export * from "./item-import-dto";

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

/** A cell as the file gives it: text, or a number from a workbook's numeric cell (read as is, whatever the locale). */
export type ImportCell = string | number;

/** How a row's cells are read: the locale's separators, and the user's matches for categories outside the four. */
export interface ImportReading {
  separators: NumberSeparators;
  /** categoryValueKey(cell) → category. */
  categories: Record<string, Category>;
}

const US_READING: ImportReading = { separators: numberSeparators("en-US"), categories: {} };

const TEXT_COLUMNS = ["name", "category", "description", "unit", "barcode", "supplier"] as const;
const COUNT_COLUMNS = ["currentStock", "minStock", "maxCapacity", "parLevel"] as const;
const FORMULA_START = /^[=+\-@\t\r]/;

const importFieldsSchema = createItemFieldsSchema.omit({ propertyId: true, copiedFromId: true, photoUrl: true });

/** A category cell: its key (front_desk) or display name (Front Desk), any case; anything else is left for the schema to refuse. */
export function importCategory(text: string): string {
  const wanted = text.trim().toLowerCase();
  return CATEGORIES.find((key) => key === wanted || CATEGORY_INFO[key].name.toLowerCase() === wanted) ?? text;
}

/** A number cell, or a text cell read in the locale; null when it is no number. */
function cellNumber(raw: ImportCell, reading: ImportReading): number | null {
  return typeof raw === "number" ? raw : readLocaleNumber(raw, reading.separators);
}

/** Whether an amount has at most two decimals (a float's 6.5 * 100 may be 650.0000000001). */
const hasCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/**
 * Checks one row's cells with the item schemas, so its messages are the item form's. `stored` is the
 * item the row updates (matched by name), or null for a new item: a blank cell then takes the create
 * default, while in an update it keeps the stored value (re-importing a file changes nothing).
 */
export function checkImportRow(
  cells: Partial<Record<ItemImportColumn, ImportCell>>,
  stored: { minStock: number; maxCapacity: number | null; parLevel: number | null } | null,
  reading: ImportReading = US_READING,
): ImportRowCheck {
  const errors: Record<string, string> = {};
  const input: Record<string, unknown> = {};
  for (const column of ITEM_IMPORT_COLUMNS) {
    const raw = cells[column] ?? "";
    // A quote before formula text is how exports keep a spreadsheet from running it: the text is the formula.
    const text = /^'[=+\-@\t\r]/.test(String(raw)) ? String(raw).slice(1) : String(raw);
    if (text.trim() === "") continue;
    // Numbers are stored as numbers; a text cell is refused, not quoted, since it would come back out as typed.
    if (
      (TEXT_COLUMNS as readonly string[]).includes(column) &&
      (FORMULA_START.test(text) || FORMULA_START.test(text.trimStart()))
    ) {
      errors[column] = ITEM_IMPORT_MESSAGES.formula;
    } else if ((COUNT_COLUMNS as readonly string[]).includes(column)) {
      // "1e3", "0x10" and "+5" are not numbers; "2.5" and "-3" reach the schema's own messages.
      const value = cellNumber(raw, reading);
      if (value === null) errors[column] = QUANTITY_MESSAGES.wholeNumber;
      else input[column] = value;
    } else if (column === "unitCost") {
      const value = cellNumber(raw, reading);
      if (value === null || !hasCents(value)) errors.unitCost = ITEM_IMPORT_MESSAGES.unitCost;
      else input.unitCost = value;
    } else if (column === "category") {
      // A file's own categories ("Linen", "Spa") are matched to the four by the user, or named back with the four.
      const category = importCategory(text);
      const mapped = (CATEGORIES as readonly string[]).includes(category)
        ? category
        : reading.categories[categoryValueKey(text)];
      if (mapped) input.category = mapped;
      else errors.category = ITEM_IMPORT_MESSAGES.unknownCategory;
    } else if (column !== "supplier") {
      input[column] = text;
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
  const supplier = cells.supplier === undefined ? undefined : String(cells.supplier).trim();
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
