import fs from "node:fs";
import { pipeline } from "node:stream";
import zlib from "node:zlib";
import { z } from "zod";

/**
 * A backup is gzip'd NDJSON: one header line, then the rows of every table in the header's order and
 * counts, one `row_to_json` object a line. Row lines go back to PostgreSQL as they were written and are
 * never parsed into JavaScript values, so numerics, bigints and timestamps keep every digit.
 */
export const BACKUP_FORMAT = "stockroom-backup";

/** Where the photos the rows name were kept: DATA_DIR/uploads, or a bucket (issue 23). Never in the file. */
const photosSchema = z.discriminatedUnion("storage", [
  z.object({ storage: z.literal("disk"), directory: z.string() }),
  z.object({
    storage: z.literal("object-storage"),
    bucket: z.string(),
    prefix: z.string(),
    /** Unset: AWS itself. */
    endpoint: z.string().optional(),
  }),
]);

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.enum(["pglite", "postgres"]),
  migrations: z.object({ count: z.number().int().nonnegative(), last: z.string().nullable() }),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative() })),
  /** Last values of the serial and identity sequences, so ids of deleted rows are never handed out again. */
  sequences: z.array(z.object({ table: z.string(), column: z.string(), lastValue: z.string().nullable() })),
  /** Absent in backups made before issue 23, and from callers that do not say (the tests). */
  photos: photosSchema.optional(),
});

export type BackupHeader = z.infer<typeof headerSchema>;
export type PhotoLocation = z.infer<typeof photosSchema>;
/** Which migrations a database has applied: their number and the hash of the last one. */
export type SchemaVersion = BackupHeader["migrations"];

/** Validates the first line of a backup. */
export function parseHeader(file: string, first: IteratorResult<string, void>): BackupHeader {
  let value: unknown;
  try {
    value = JSON.parse(first.value ?? "");
  } catch {
    throw new Error(`${file} is not a Stockroom backup (its first line is not a backup header)`);
  }
  const parsed = headerSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${file} is not a Stockroom backup of a version this app can read`);
  return parsed.data;
}

/** Reads and validates only the header, to check a file before touching any database. */
export async function readHeader(file: string): Promise<BackupHeader> {
  const lines = readLines(file);
  try {
    return parseHeader(file, await lines.next());
  } finally {
    await lines.return(undefined);
  }
}

/** The lines of a gzip'd file, one at a time; a damaged or truncated file rejects instead of ending early. */
export async function* readLines(file: string): AsyncGenerator<string, void, undefined> {
  // pipeline destroys both streams when either fails or the reader stops early; the errors reach the loop.
  const text = pipeline(fs.createReadStream(file), zlib.createGunzip(), () => {});
  text.setEncoding("utf8");
  let rest = "";
  try {
    for await (const chunk of text as AsyncIterable<string>) {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop()!;
      yield* lines;
    }
  } catch (error) {
    if (!String((error as NodeJS.ErrnoException).code).startsWith("Z_")) throw error;
    throw new Error(`${file} is damaged or not a Stockroom backup (${(error as Error).message})`, {
      cause: error,
    });
  }
  if (rest) yield rest;
}
