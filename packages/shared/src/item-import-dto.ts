import { z } from "zod";
import { ITEM_IMPORT_COLUMNS } from "./item-import-columns";
import { ITEM_IMPORT_DELIMITERS, ITEM_IMPORT_ENCODINGS } from "./item-import-format";
import { ITEM_IMPORT_TARGETS } from "./item-import-mapping";

/** What a row does: add an item, change the matching one, leave it as it is, or nothing (errors). */
export const ITEM_IMPORT_ACTIONS = ["create", "update", "unchanged", "error"] as const;
export type ItemImportAction = (typeof ITEM_IMPORT_ACTIONS)[number];

/** A field an update changes, from the stored value to the file's, both written as the dialog shows them. */
export const itemImportChangeSchema = z.object({
  field: z.enum(ITEM_IMPORT_COLUMNS),
  from: z.string(),
  to: z.string(),
});
export type ItemImportChangeDto = z.infer<typeof itemImportChangeSchema>;

export const itemImportRowSchema = z.object({
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  line: z.number().int(),
  name: z.string(),
  action: z.enum(ITEM_IMPORT_ACTIONS),
  /** Per column (or ROW_ERROR_KEY), the spec's message. */
  errors: z.record(z.string(), z.string()),
  /** For an update: each field it changes. */
  changes: z.array(itemImportChangeSchema).optional(),
});
export type ItemImportRowDto = z.infer<typeof itemImportRowSchema>;

/** How the file was read: what was detected (or chosen), so the dialog can show the guess and offer others. */
export const itemImportFileSchema = z.object({
  kind: z.enum(["csv", "xlsx"]),
  /** The text encoding (null for a workbook) and whether it was detected rather than chosen. */
  encoding: z.enum(ITEM_IMPORT_ENCODINGS).nullable(),
  encodingDetected: z.boolean(),
  delimiter: z.enum(ITEM_IMPORT_DELIMITERS).nullable(),
  /** The workbook's sheet that was read: the first. */
  sheet: z.string().nullable(),
});
export type ItemImportFileDto = z.infer<typeof itemImportFileSchema>;

/** The most distinct values of a column the preview lists, for the dialog to map category values. */
export const ITEM_IMPORT_COLUMN_VALUES = 100;

export const itemImportColumnSchema = z.object({
  header: z.string(),
  /** The field the column is matched to, as sent or as matched by name. */
  target: z.enum(ITEM_IMPORT_TARGETS),
  /** Its distinct non-blank values (trimmed), in file order, up to ITEM_IMPORT_COLUMN_VALUES. */
  values: z.array(z.string()),
  moreValues: z.boolean(),
});
export type ItemImportColumnDto = z.infer<typeof itemImportColumnSchema>;

const summarySchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});

/** Answer of POST /api/properties/:id/items/import/preview. */
export const itemImportPreviewSchema = z.object({
  file: itemImportFileSchema,
  columns: z.array(itemImportColumnSchema),
  /** Set when no column is matched to the item name: no row is checked until one is. */
  problem: z.string().optional(),
  rows: z.array(itemImportRowSchema),
  summary: summarySchema,
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
  /** The rows left out, with their messages, for the dialog to list and save. */
  refused: z.array(itemImportRowSchema),
  /** Items at or below their minimum after the import, told in one summary notification (decision 199). */
  lowStock: z.number().int(),
});
export type ItemImportResultDto = z.infer<typeof itemImportResultSchema>;
