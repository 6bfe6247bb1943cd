import Papa from "papaparse";
import {
  ITEM_IMPORT_DELIMITERS,
  ITEM_IMPORT_LIMITS,
  ITEM_IMPORT_MESSAGES,
  type ImportCell,
  type ItemImportDelimiter,
  type ItemImportEncoding,
  type ItemImportFileDto,
} from "@stockroom/shared";
import { AppError } from "../../lib/errors";
import { isOle2, isZip, readWorkbook } from "./xlsx";

/** A file's rows before the columns are matched: the header, then each row with its spreadsheet number. */
export interface ImportSheet {
  file: ItemImportFileDto;
  header: string[];
  records: { line: number; cells: ImportCell[] }[];
}

/** How to read a text file; absent means detect. */
export interface ReadChoice {
  encoding?: ItemImportEncoding;
  delimiter?: ItemImportDelimiter;
}

const BOMS: [ItemImportEncoding, number[]][] = [
  ["utf-8", [0xef, 0xbb, 0xbf]],
  ["utf-16le", [0xff, 0xfe]],
  ["utf-16be", [0xfe, 0xff]],
];

/**
 * The encoding of a text file without a choice: its byte-order mark's; else UTF-16 when every other byte of its
 * start is zero (Latin text saved as UTF-16 without a mark); else UTF-8 when it is valid UTF-8; else
 * Windows-1252, which Excel saves "CSV" in on Western European Windows and which decodes any byte.
 */
function detectEncoding(bytes: Buffer): ItemImportEncoding {
  for (const [encoding, mark] of BOMS) if (mark.every((byte, at) => bytes[at] === byte)) return encoding;
  const start = bytes.subarray(0, 512);
  const zerosAt = (parity: number) => start.filter((byte, at) => at % 2 === parity && byte === 0).length;
  if (start.length >= 4 && zerosAt(1) > start.length * 0.4) return "utf-16le";
  if (start.length >= 4 && zerosAt(0) > start.length * 0.4) return "utf-16be";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

function decode(bytes: Buffer, encoding: ItemImportEncoding): string {
  // Half a character cannot be UTF-16 text.
  if (encoding.startsWith("utf-16") && bytes.length % 2 === 1) {
    throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.notText);
  }
  const text = new TextDecoder(encoding).decode(bytes).replace(/^\uFEFF/, "");
  // No text file holds NUL characters: this is a binary file (an image, a PDF) or the wrong encoding.
  if (text.includes("\0")) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.notText);
  return text;
}

function readText(bytes: Buffer, choice: ReadChoice): ImportSheet {
  const encoding = choice.encoding ?? detectEncoding(bytes);
  const text = decode(bytes, encoding);
  const parsed = Papa.parse<string[]>(text, {
    ...(choice.delimiter ? { delimiter: choice.delimiter } : { delimitersToGuess: [...ITEM_IMPORT_DELIMITERS] }),
  });
  if (parsed.errors.some((error) => error.type === "Quotes")) {
    throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.unreadable);
  }
  const delimiter = (ITEM_IMPORT_DELIMITERS as readonly string[]).includes(parsed.meta.delimiter)
    ? (parsed.meta.delimiter as ItemImportDelimiter)
    : ",";
  const [header = [], ...records] = parsed.data;
  return {
    file: { kind: "csv", encoding, encodingDetected: !choice.encoding, delimiter, sheet: null },
    header,
    records: records.map((cells, index) => ({ line: index + 2, cells })),
  };
}

/**
 * Reads an uploaded file under the import's limits, or refuses the whole file with a 4xx: too large (413), an
 * old .xls or unreadable workbook, not text, an unclosed quote (400). An .xlsx workbook is read by its content,
 * whatever its name; text is decoded and split as chosen or as detected.
 */
export async function readImportFile(bytes: Buffer, choice: ReadChoice = {}): Promise<ImportSheet> {
  if (bytes.length > ITEM_IMPORT_LIMITS.maxBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", ITEM_IMPORT_MESSAGES.tooLarge);
  }
  if (isOle2(bytes)) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.oldExcel);
  if (!isZip(bytes)) return readText(bytes, choice);
  const { sheet, rows } = await readWorkbook(bytes);
  const [header = [], ...records] = rows;
  return {
    file: { kind: "xlsx", encoding: null, encodingDetected: false, delimiter: null, sheet },
    header: header.map(String),
    records: records.map((cells, index) => ({ line: index + 2, cells })),
  };
}
