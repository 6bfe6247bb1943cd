import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import Papa from "papaparse";
import {
  ITEM_IMPORT_LIMITS,
  ITEM_IMPORT_MESSAGES,
  ITEM_IMPORT_TEMPLATE,
  type ItemImportOptions,
  itemImportOptionsSchema,
  itemImportPreviewSchema,
  itemImportResultSchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { idParamsSchema } from "../../lib/params";
import { accountKey, allow, currentUser } from "../../plugins/auth";
import { type RateLimitRule, concurrencyLimitBy, rateLimitBy } from "../../plugins/security";
import { UNREADABLE_UPLOAD } from "../uploads/routes";
import { itemMappingRoutes } from "./mapping-routes";
import * as saved from "./saved";
import * as service from "./service";

/** The names an import file may have: a CSV or TSV text, or an Excel workbook; the content decides which. */
const IMPORT_FILE_NAME = /\.(csv|tsv|txt|xlsx)$/i;

/** A file's name that says it is something else (a photo, a PDF, an old .xls); a name without a dot says nothing. */
function refusedName(fileName: string): string | undefined {
  if (!fileName.includes(".") || IMPORT_FILE_NAME.test(fileName)) return undefined;
  return /\.xls$/i.test(fileName) ? ITEM_IMPORT_MESSAGES.oldExcel : ITEM_IMPORT_MESSAGES.wrongType;
}

function readOptions(text: string | undefined): ItemImportOptions {
  if (text === undefined) return itemImportOptionsSchema.parse({});
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.badOptions).withCause(error);
  }
  const parsed = itemImportOptionsSchema.safeParse(json);
  if (!parsed.success) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.badOptions).withCause(parsed.error);
  return parsed.data;
}

/**
 * The upload's bytes (multipart field "file") and its options (field "options", JSON, before or after the file),
 * with every way of failing to read them answered as a 4xx.
 */
async function uploadedFile(request: FastifyRequest): Promise<{ bytes: Buffer; options: ItemImportOptions }> {
  try {
    let bytes: Buffer | undefined;
    let options: string | undefined;
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const refused = part.fieldname === "file" ? refusedName(part.filename) : undefined;
        if (refused) throw new AppError("BAD_REQUEST", refused);
        const read = await part.toBuffer();
        if (part.fieldname === "file") bytes = read;
      } else if (part.fieldname === "options") {
        options = String(part.value);
      }
    }
    if (!bytes) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.noFile);
    return { bytes, options: readOptions(options) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("PAYLOAD_TOO_LARGE", ITEM_IMPORT_MESSAGES.tooLarge).withCause(error);
    // @fastify/multipart's own errors (not multipart, too many parts) carry a 4xx; busboy's plain ones are the body's fault.
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    throw new AppError("BAD_REQUEST", UNREADABLE_UPLOAD).withCause(error);
  }
}

const csvUpload = {
  mediaType: "text/csv",
  description: "The CSV, TSV or .xlsx file; its columns are matched as the options say, else by name",
  fields: {
    options:
      "JSON of the import's options (`itemImportOptionsSchema`): encoding, delimiter, locale, a match per column, categories for the file's own category names, and whether stock replaces an existing item's",
  },
};
const uploadErrors = {
  400: "No file, a file that is neither a readable CSV nor an .xlsx workbook, or options that do not fit it",
  413: "The file is larger than the import allows",
};

/** The longest one preview or import may hold its account's slot: a full file takes about a second. */
const IMPORT_SLOT_LEASE_MS = 2 * 60_000;

/**
 * CSV import of items into a property (issue 22.1): a template, a preview of the file, and the import. Previews
 * and imports read a whole file and check every row, so each account has a budget of them (issue 34): so many
 * a minute and an hour, and one at a time, the next waiting its turn.
 */
export async function itemImportRoutes(app: FastifyInstance, { db }: { db: Database }) {
  await app.register(multipart, { limits: { fileSize: ITEM_IMPORT_LIMITS.maxBytes, files: 1, fields: 1 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const importer = { preHandler: allow("inventory.import") };
  const perAccount = (name: string, rule: Omit<RateLimitRule, "keys">) =>
    rateLimitBy(app, { ...rule, keys: [accountKey(name)] });
  const oneAtATime = concurrencyLimitBy(app, {
    ...ITEM_IMPORT_LIMITS.concurrent,
    leaseMs: IMPORT_SLOT_LEASE_MS,
    message: ITEM_IMPORT_MESSAGES.busy,
    key: accountKey("item-import-account"),
  });
  const previewBudget = [
    perAccount("item-import-previews", {
      max: ITEM_IMPORT_LIMITS.previewsPerMinute,
      windowMs: 60_000,
      message: ITEM_IMPORT_MESSAGES.tooManyPreviews,
    }),
    perAccount("item-import-previews-hour", {
      max: ITEM_IMPORT_LIMITS.previewsPerHour,
      windowMs: 3_600_000,
      message: ITEM_IMPORT_MESSAGES.tooManyPreviewsPerHour,
    }),
    oneAtATime,
  ];
  const importBudget = [
    perAccount("item-imports", {
      max: ITEM_IMPORT_LIMITS.importsPerMinute,
      windowMs: 60_000,
      message: ITEM_IMPORT_MESSAGES.tooManyImports,
    }),
    perAccount("item-imports-hour", {
      max: ITEM_IMPORT_LIMITS.importsPerHour,
      windowMs: 3_600_000,
      message: ITEM_IMPORT_MESSAGES.tooManyImportsPerHour,
    }),
    oneAtATime,
  ];
  const upload = (request: FastifyRequest<{ Params: { id: number } }>) =>
    uploadedFile(request).then((file) => ({ user: currentUser(request), propertyId: request.params.id, ...file }));

  /** The header and two example rows; the byte-order mark makes Excel read it as UTF-8. */
  const template = {
    ...importer,
    schema: {
      operationId: "getItemImportTemplate",
      summary: "Download the CSV template of an item import",
      fileAnswer: { mediaType: "text/csv", description: "The template: its header and two example rows" },
    },
  };
  r.get("/api/items/import-template.csv", template, (_request, reply) =>
    reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", 'attachment; filename="stockroom-items-template.csv"')
      .send(`\uFEFF${Papa.unparse(ITEM_IMPORT_TEMPLATE, { newline: "\r\n" })}\r\n`),
  );

  /** The property's items in the template's columns: edited in a spreadsheet, the file imports back as it is. */
  r.get(
    "/api/properties/:id/items/export.csv",
    {
      ...importer,
      schema: {
        operationId: "exportPropertyItems",
        summary: "Download a property's items as a CSV the import reads back",
        params: idParamsSchema,
        fileAnswer: { mediaType: "text/csv", description: "The items, one per row, in the template's columns" },
      },
    },
    async (request, reply) => {
      const { csv } = await saved.exportItems(db, currentUser(request), request.params.id);
      return reply
        .header("Content-Type", "text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="stockroom-items-${request.params.id}.csv"`)
        .send(`\uFEFF${csv}\r\n`);
    },
  );

  itemMappingRoutes(app, { db, preHandler: importer.preHandler });

  /** Every row of the uploaded file with what importing it would do and its errors; changes nothing. */
  r.post(
    "/api/properties/:id/items/import/preview",
    {
      preHandler: [importer.preHandler, ...previewBudget],
      schema: {
        operationId: "previewItemImport",
        summary: "Check a file of items without importing it",
        params: idParamsSchema,
        fileUpload: csvUpload,
        response: { 200: itemImportPreviewSchema },
        errorAnswers: uploadErrors,
      },
    },
    async (request) => service.previewImport(db, await upload(request)),
  );

  /** Imports the file's valid rows in one transaction; answers how many were created, updated and skipped. */
  r.post(
    "/api/properties/:id/items/import",
    {
      preHandler: [importer.preHandler, ...importBudget],
      schema: {
        operationId: "importItems",
        summary: "Import a file of items into a property",
        params: idParamsSchema,
        fileUpload: csvUpload,
        response: { 200: itemImportResultSchema },
        errorAnswers: {
          ...uploadErrors,
          403: "The import would pass the plan's item limit (`LIMIT_EXCEEDED`)",
          409: "Another item took a barcode of the file meanwhile",
        },
      },
    },
    async (request) => service.importItems(db, await upload(request)),
  );
}
