import Papa from "papaparse";
import { ITEM_IMPORT_LIMITS, ITEM_IMPORT_MESSAGES, type ItemImportColumn, readImportHeader } from "@stockroom/shared";
import { AppError } from "../../lib/errors";

export interface ImportFileRow {
  /** The row as a spreadsheet numbers it: the header is row 1, blank rows count. */
  line: number;
  cells: Partial<Record<ItemImportColumn, string>>;
  /** The row has non-blank cells beyond the header's columns. */
  extraCells: boolean;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads an uploaded file as CSV rows under the import's limits, or refuses the whole file with a 4xx:
 * too large (413), not UTF-8 text, an unclosed quote, an unknown header, no rows or too many (400).
 * Commas or semicolons (what spreadsheets in many locales save) separate the cells.
 */
export function readImportFile(bytes: Buffer): ImportFileRow[] {
  if (bytes.length > ITEM_IMPORT_LIMITS.maxBytes)
    throw new AppError("PAYLOAD_TOO_LARGE", ITEM_IMPORT_MESSAGES.tooLarge);
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch (error) {
    throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.notText).withCause(error);
  }
  // No text file holds NUL characters: this is a binary file (a spreadsheet's .xlsx, an image) sent as .csv.
  if (text.includes("\0")) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.notText);
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [",", ";"] });
  if (parsed.errors.some((error) => error.type === "Quotes")) {
    throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.unreadable);
  }
  const [header = [], ...records] = parsed.data;
  const read = readImportHeader(header);
  if ("error" in read) throw new AppError("BAD_REQUEST", read.error);
  const rows: ImportFileRow[] = [];
  for (const [index, record] of records.entries()) {
    if (record.every((cell) => cell.trim() === "")) continue;
    if (rows.length === ITEM_IMPORT_LIMITS.maxRows) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.tooManyRows);
    rows.push({
      line: index + 2,
      cells: Object.fromEntries(read.columns.map((column, at) => [column, record[at] ?? ""])),
      extraCells: record.slice(read.columns.length).some((cell) => cell.trim() !== ""),
    });
  }
  if (rows.length === 0) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.noRows);
  return rows;
}
