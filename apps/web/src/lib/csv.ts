import Papa from "papaparse";

/** One CSV column: its header and how a row's cell is read. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

// Papa's built-in pattern ends in `.*$`, which misses a formula cell that also contains a newline.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV text (RFC 4180 quoting, CRLF rows) of `rows`. Text cells that a spreadsheet would run as a
 * formula get a leading single quote; numbers stay numbers, so negative amounts are untouched.
 */
export function buildCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? "")),
    },
    { escapeFormulae: FORMULA_START, newline: "\r\n" },
  );
}

/** A file name safe on every OS: lower-case words joined by dashes, dated, ending in .csv. */
export function csvFileName(title: string, today: Date = new Date()): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug || "export"}-${today.toISOString().slice(0, 10)}.csv`;
}

/** Saves `csv` through a temporary Blob URL; the byte-order mark makes Excel read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
