import {
  ITEM_IMPORT_MESSAGES,
  type ItemImportPreviewDto,
  type ItemImportResultDto,
  type ItemImportRowDto,
} from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/errors";
import { type Actor, findAccessibleProperty } from "../access/scope";
import { logActivity } from "../activity/repo";
import { assertItemRoom } from "../limits/item-room";
import { readImportFile } from "./csv";
import { type PlannedRow, planRows } from "./plan";
import * as repo from "./repo";

export interface ImportOptions {
  user: Actor;
  propertyId: number;
  /** The uploaded file's bytes. */
  bytes: Buffer;
}

/** Reads the file and decides each row against the property's items as they are in `tx`. */
async function plan(tx: Executor, { user, propertyId, bytes }: ImportOptions, lock: boolean) {
  const property = await findAccessibleProperty(tx, user, propertyId);
  const rows = readImportFile(bytes);
  // Taken first on import: the property's lock orders this import after any other adding items to it.
  if (lock) await assertItemRoom(tx, { ownerId: property.ownerId, propertyId, adding: 0 });
  const [stored, suppliers] = await Promise.all([
    repo.listPropertyItems(tx, { ownerId: property.ownerId, propertyId, lock }),
    repo.listSuppliers(tx, property.ownerId),
  ]);
  return { property, planned: planRows(rows, { stored, suppliers }) };
}

function count(planned: PlannedRow[], action: PlannedRow["action"]) {
  return planned.filter((row) => row.action === action).length;
}

/**
 * POST /api/properties/:id/items/import/preview: every row with what importing would do and its errors,
 * and whether the new items would pass the item allowance. Changes nothing.
 */
export async function previewImport(db: Database, options: ImportOptions): Promise<ItemImportPreviewDto> {
  return db.transaction(async (tx) => {
    const { property, planned } = await plan(tx, options, false);
    const summary = {
      create: count(planned, "create"),
      update: count(planned, "update"),
      unchanged: count(planned, "unchanged"),
      error: count(planned, "error"),
    };
    const rows: ItemImportRowDto[] = planned.map(({ line, name, action, errors }) => ({ line, name, action, errors }));
    try {
      await assertItemRoom(tx, { ownerId: property.ownerId, propertyId: options.propertyId, adding: summary.create });
      return { rows, summary };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "LIMIT_EXCEEDED") throw error;
      const { currentUsage, maxAllowed } = error.details as { currentUsage: number; maxAllowed: number };
      return { rows, summary, limit: { message: error.message, currentUsage, maxAllowed } };
    }
  });
}

/**
 * POST /api/properties/:id/items/import: checks the file again as the preview does and, in one
 * transaction, creates the new items and updates the changed ones; rows with errors are skipped. Every
 * stock it sets or changes is a ledger row "imported" with the difference, so stock stays the ledger's sum.
 */
export async function importItems(db: Database, options: ImportOptions): Promise<ItemImportResultDto> {
  const { user, propertyId } = options;
  return db.transaction(async (tx) => {
    const { property, planned } = await plan(tx, options, true);
    const creates = planned.flatMap((row) => (row.create ? [row.create] : []));
    const updates = planned.flatMap((row) => (row.update ? [row.update] : []));
    const result = {
      created: creates.length,
      updated: updates.length,
      unchanged: count(planned, "unchanged"),
      skipped: count(planned, "error"),
    };
    if (result.skipped === planned.length) throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.nothingToImport);
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
    if (result.created + result.updated > 0) {
      await logActivity(tx, {
        type: "items_imported",
        details: `Imported ${result.created} new and ${result.updated} updated items into '${property.name}'`,
        userId: user.id,
        ownerId: property.ownerId,
        propertyId,
      });
    }
    return result;
  });
}
