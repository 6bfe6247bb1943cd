import {
  ITEM_IMPORT_MESSAGES,
  type ItemImportOptions,
  type ItemImportPreviewDto,
  type ItemImportResultDto,
  type ItemImportRowDto,
  numberSeparators,
} from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/errors";
import { type Actor, findAccessibleProperty } from "../access/scope";
import { logActivity } from "../activity/repo";
import { tellImportedLowStock } from "../alerts/import-summary";
import { assertItemRoom } from "../limits/item-room";
import { type MatchedFile, matchFile } from "./columns";
import { type ImportSheet, readImportFile } from "./file";
import { type PlannedRow, planRows } from "./plan";
import * as repo from "./repo";

export interface ImportOptions {
  user: Actor;
  propertyId: number;
  /** The uploaded file's bytes. */
  bytes: Buffer;
  /** How to read it and what to do with it (decision 198). */
  options: ItemImportOptions;
}

interface Planned {
  property: Awaited<ReturnType<typeof findAccessibleProperty>>;
  sheet: ImportSheet;
  matched: MatchedFile;
  planned: PlannedRow[];
}

/** Reads the file and decides each row against the property's items as they are in `tx`. */
async function plan(
  tx: Executor,
  { user, propertyId, bytes, options }: ImportOptions,
  lock: boolean,
): Promise<Planned> {
  const property = await findAccessibleProperty(tx, user, propertyId);
  const sheet = await readImportFile(bytes, options);
  const matched = matchFile(sheet, options.columns);
  if (matched.problem) return { property, sheet, matched, planned: [] };
  // Taken first on import: the property's lock orders this import after any other adding items to it.
  if (lock) await assertItemRoom(tx, { ownerId: property.ownerId, propertyId, adding: 0 });
  const [stored, suppliers] = await Promise.all([
    repo.listPropertyItems(tx, { ownerId: property.ownerId, propertyId, lock }),
    repo.listSuppliers(tx, property.ownerId),
  ]);
  const reading = { separators: numberSeparators(options.locale), categories: options.categories };
  return {
    property,
    sheet,
    matched,
    planned: planRows(matched.rows, { stored, suppliers, reading, stock: options.stock }),
  };
}

function count(planned: PlannedRow[], action: PlannedRow["action"]) {
  return planned.filter((row) => row.action === action).length;
}

const rowDto = ({ line, name, action, errors, changes }: PlannedRow): ItemImportRowDto => ({
  line,
  name,
  action,
  errors,
  ...(changes ? { changes } : {}),
});

/**
 * POST /api/properties/:id/items/import/preview: how the file was read, each column's match, every row with
 * what importing would do (an update's changes from → to) and its errors, and whether the new items would pass
 * the item allowance. Changes nothing.
 */
export async function previewImport(db: Database, options: ImportOptions): Promise<ItemImportPreviewDto> {
  return db.transaction(async (tx) => {
    const { property, sheet, matched, planned } = await plan(tx, options, false);
    const summary = {
      create: count(planned, "create"),
      update: count(planned, "update"),
      unchanged: count(planned, "unchanged"),
      error: count(planned, "error"),
    };
    const answer = {
      file: sheet.file,
      columns: matched.columns,
      ...(matched.problem ? { problem: matched.problem } : {}),
      rows: planned.map(rowDto),
      summary,
    };
    try {
      await assertItemRoom(tx, { ownerId: property.ownerId, propertyId: options.propertyId, adding: summary.create });
      return answer;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "LIMIT_EXCEEDED") throw error;
      const { currentUsage, maxAllowed } = error.details as { currentUsage: number; maxAllowed: number };
      return { ...answer, limit: { message: error.message, currentUsage, maxAllowed } };
    }
  });
}

/**
 * POST /api/properties/:id/items/import: checks the file again as the preview does and, in one
 * transaction, creates the new items and updates the changed ones; rows with errors are skipped and answered
 * with their messages. Every stock it sets or changes is a ledger row "imported" with the difference, so stock
 * stays the ledger's sum; the items it leaves low are told in one summary notification (decision 199).
 */
export async function importItems(
  db: Database,
  options: ImportOptions,
  now: () => Date = () => new Date(),
): Promise<ItemImportResultDto> {
  const { user, propertyId } = options;
  return db.transaction(async (tx) => {
    const { property, matched, planned } = await plan(tx, options, true);
    if (matched.problem) throw new AppError("BAD_REQUEST", matched.problem);
    const creates = planned.flatMap((row) => (row.create ? [row.create] : []));
    const updates = planned.flatMap((row) => (row.update ? [row.update] : []));
    const refused = planned.filter((row) => row.action === "error").map(rowDto);
    if (refused.length === planned.length) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.nothingToImport);
    // The property's account, found in the user's scope: every row the import reads or writes carries it.
    const { ownerId } = property;
    await assertItemRoom(tx, { ownerId, propertyId, adding: creates.length });

    const created = await repo.insertItems(tx, { ownerId, propertyId, items: creates });
    const stockByName = new Map(creates.map((item) => [item.name, item.currentStock]));
    await repo.updateItems(tx, { ownerId, items: updates });
    await repo.insertImportMovements(tx, {
      ownerId,
      userId: user.id,
      movements: [
        ...created.map(({ id, name }) => {
          const stock = stockByName.get(name) ?? 0;
          return { itemId: id, delta: stock, resultingStock: stock };
        }),
        ...updates
          .filter((item) => item.currentStock !== item.previousStock)
          .map((item) => ({
            itemId: item.id,
            delta: item.currentStock - item.previousStock,
            resultingStock: item.currentStock,
          })),
      ],
    });
    if (created.length + updates.length > 0) {
      await logActivity(tx, {
        type: "items_imported",
        details: `Imported ${created.length} new and ${updates.length} updated items into '${property.name}'`,
        userId: user.id,
        ownerId: property.ownerId,
        propertyId,
      });
    }
    const lowStock = await tellImportedLowStock(tx, {
      ownerId,
      propertyId,
      propertyName: property.name,
      itemIds: [...created.map((item) => item.id), ...updates.map((item) => item.id)],
      now: now(),
    });
    return {
      created: created.length,
      updated: updates.length,
      unchanged: count(planned, "unchanged"),
      skipped: refused.length,
      refused,
      lowStock,
    };
  });
}
