import {
  ITEM_IMPORT_COLUMN_VALUES,
  ITEM_IMPORT_LIMITS,
  ITEM_IMPORT_MESSAGES,
  type ImportCell,
  type ItemImportColumn,
  type ItemImportColumnDto,
  type ItemImportTarget,
  matchColumns,
} from "@stockroom/shared";
import { AppError } from "../../lib/errors";
import type { ImportSheet } from "./file";

export interface ImportFileRow {
  /** The row as a spreadsheet numbers it: the header is row 1, blank rows count. */
  line: number;
  cells: Partial<Record<ItemImportColumn, ImportCell>>;
  /** The row has non-blank cells beyond the header's columns. */
  extraCells: boolean;
}

export interface MatchedFile {
  columns: ItemImportColumnDto[];
  rows: ImportFileRow[];
  /** Set when no column is the item name: the rows cannot be checked. */
  problem?: string;
}

const blank = (cell: ImportCell | undefined) => cell === undefined || String(cell).trim() === "";

/**
 * The file's rows by field, through the user's matches (one per column) or, without them, the columns' names
 * (decision 198). Matches that do not fit the file, or give one field two columns, refuse it (400); so do no
 * rows or too many.
 */
export function matchFile(sheet: ImportSheet, chosen?: ItemImportTarget[]): MatchedFile {
  const { header, records } = sheet;
  if (chosen && chosen.length !== header.length) {
    throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.columnsMismatch(header.length));
  }
  const targets = chosen ?? matchColumns(header);
  const seen = new Set<ItemImportTarget>();
  for (const target of targets) {
    if (target !== "ignore" && seen.has(target)) {
      throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.duplicateColumn(target));
    }
    seen.add(target);
  }
  const rows: ImportFileRow[] = [];
  for (const { line, cells } of records) {
    if (cells.every(blank)) continue;
    if (rows.length === ITEM_IMPORT_LIMITS.maxRows) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.tooManyRows);
    const byField: ImportFileRow["cells"] = {};
    targets.forEach((target, at) => {
      if (target !== "ignore") byField[target] = cells[at] ?? "";
    });
    rows.push({ line, cells: byField, extraCells: !cells.slice(header.length).every(blank) });
  }
  if (rows.length === 0) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.noRows);
  return {
    columns: header.map((text, at) => ({ header: text, target: targets[at], ...distinctValues(records, at) })),
    rows,
    problem: targets.includes("name") ? undefined : ITEM_IMPORT_MESSAGES.noNameColumn,
  };
}

/** A column's distinct non-blank values, for the dialog to match category values to the four. */
function distinctValues(records: ImportSheet["records"], at: number) {
  const values = new Set<string>();
  for (const { cells } of records) {
    const value = String(cells[at] ?? "").trim();
    if (value === "" || values.has(value)) continue;
    if (values.size === ITEM_IMPORT_COLUMN_VALUES) return { values: [...values], moreValues: true };
    values.add(value);
  }
  return { values: [...values], moreValues: false };
}
