import readXlsxFile from "read-excel-file/node";
import { ITEM_IMPORT_MESSAGES, type ImportCell } from "@stockroom/shared";
import { AppError } from "../../lib/errors";

/** A zip archive (an .xlsx workbook) starts with a local file header. */
export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
/** Excel 97-2003 (.xls) is an OLE2 compound file. */
export const isOle2 = (bytes: Buffer) => bytes.length >= 8 && bytes.readBigUInt64LE(0) === 0xe11ab1a1e011cfd0n;

/**
 * The most a workbook may unpack to. A 2 MB upload of 5,000 rows unpacks to some 10 MB of XML; a zip bomb of
 * the same size unpacks to gigabytes, so the archive's own directory is read before anything is unpacked.
 */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** The sum of the archive's uncompressed sizes, from its central directory; null when there is none to read. */
function unpackedSize(bytes: Buffer): number | null {
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 65,535.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const size = bytes.readUInt32LE(at + 24);
    // 0xFFFFFFFF marks a ZIP64 size: more than 4 GB, or hidden in an extra field; either way too much.
    if (size === 0xffffffff) return Infinity;
    total += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

/** A cell of the workbook as the import reads it: numbers stay numbers, dates are days, the rest text. */
function cellOf(value: unknown): ImportCell {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === "string" ? value : "";
}

/** The first sheet of an .xlsx workbook as rows of cells, or a 400 for a workbook that cannot be read. */
export async function readWorkbook(bytes: Buffer): Promise<{ sheet: string; rows: ImportCell[][] }> {
  const size = unpackedSize(bytes);
  if (size === null) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.badWorkbook);
  if (size > MAX_UNPACKED_BYTES) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.workbookTooLarge);
  try {
    // Text is kept as typed: the checks trim where the item form does.
    const [first] = await readXlsxFile(bytes, { trim: false });
    if (!first) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.noRows);
    return { sheet: first.sheet, rows: first.data.map((row) => row.map(cellOf)) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.badWorkbook).withCause(error);
  }
}
