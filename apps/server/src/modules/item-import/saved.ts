import Papa from "papaparse";
import {
  CATEGORY_INFO,
  ITEM_IMPORT_COLUMNS,
  ITEM_IMPORT_MAPPING_LIMITS,
  ITEM_IMPORT_MESSAGES,
  type ItemImportMappingBody,
  type ItemImportMappingDto,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { type Actor, findAccessibleProperty, tenantOf } from "../access/scope";
import * as repo from "./repo";

/** The account's saved column mappings (decision 198), for the import dialog to offer by name. */
export async function listMappings(db: Database, user: Actor): Promise<ItemImportMappingDto[]> {
  return repo.listMappings(db, tenantOf(user));
}

/** Saves a mapping by name for the account, replacing one of the same name; at most 50 names per account. */
export async function saveMapping(db: Database, user: Actor, body: ItemImportMappingBody) {
  const ownerId = tenantOf(user);
  return db.transaction(async (tx) => {
    const existing = await repo.listMappings(tx, ownerId);
    const replaces = existing.some((mapping) => mapping.name.toLowerCase() === body.name.toLowerCase());
    if (!replaces && existing.length >= ITEM_IMPORT_MAPPING_LIMITS.perAccount) {
      throw new AppError("BAD_REQUEST", ITEM_IMPORT_MESSAGES.tooManyMappings(ITEM_IMPORT_MAPPING_LIMITS.perAccount));
    }
    return repo.upsertMapping(tx, ownerId, body);
  });
}

export async function deleteMapping(db: Database, user: Actor, id: number) {
  if (!(await repo.deleteMapping(db, { ownerId: tenantOf(user), id }))) throw notFound("Mapping");
}

/**
 * The property's items as a CSV in the template's columns (decision 198): opened in a spreadsheet, edited and
 * imported again, it matches every column by name and changes only what was edited. Text a spreadsheet would
 * run as a formula gets a leading quote, as the web's CSV exports do; such a row is refused on the way back, as
 * the import refuses formula text.
 */
export async function exportItems(db: Database, user: Actor, propertyId: number) {
  const property = await findAccessibleProperty(db, user, propertyId);
  const items = await repo.listExportedItems(db, { ownerId: property.ownerId, propertyId });
  const rows = items.map((item) => [
    item.name,
    CATEGORY_INFO[item.category].name,
    item.description ?? "",
    item.currentStock,
    item.minStock,
    item.maxCapacity ?? "",
    item.parLevel ?? "",
    item.unit,
    item.unitCostCents === null ? "" : (item.unitCostCents / 100).toFixed(2),
    item.barcode ?? "",
    item.supplier ?? "",
  ]);
  return {
    property,
    csv: Papa.unparse(
      { fields: [...ITEM_IMPORT_COLUMNS], data: rows },
      { newline: "\r\n", escapeFormulae: /^[=+\-@\t\r]/ },
    ),
  };
}
