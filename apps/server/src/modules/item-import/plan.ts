import {
  BARCODE_MESSAGES,
  ITEM_IMPORT_MESSAGES,
  type ImportedFields,
  type ItemImportAction,
  ROW_ERROR_KEY,
  checkImportRow,
  importNameKey,
} from "@stockroom/shared";
import type { ImportFileRow } from "./csv";
import { IMPORTED_COLUMNS, type ImportedItemValues, type StoredItem } from "./repo";

/** One row of the file and what the import does with it. */
export interface PlannedRow {
  line: number;
  name: string;
  action: ItemImportAction;
  errors: Record<string, string>;
  /** For "create": the new item's columns. */
  create?: ImportedItemValues & { name: string };
  /** For "update": the item's columns after the import, and its stock before. */
  update?: ImportedItemValues & { id: number; previousStock: number };
}

/**
 * Decides every row against the property's items (matched by trimmed, case-blind name) and the owner's
 * suppliers: create, update, unchanged, or error with each field's message. A name or a barcode given
 * twice is an error on the later row; a barcode another stored item holds is refused as the item form
 * refuses it.
 */
export function planRows(
  rows: ImportFileRow[],
  { stored, suppliers }: { stored: StoredItem[]; suppliers: { id: number; name: string }[] },
): PlannedRow[] {
  const byName = new Map<string, StoredItem>();
  const byBarcode = new Map<string, number>();
  for (const item of stored) {
    // Two stored items may share a name (nothing forbids it); the import updates the older one.
    if (!byName.has(importNameKey(item.name))) byName.set(importNameKey(item.name), item);
    if (item.barcode !== null) byBarcode.set(item.barcode, item.id);
  }
  const supplierIds = new Map(suppliers.map((supplier) => [importNameKey(supplier.name), supplier.id]));
  const namesSeen = new Map<string, number>();
  const barcodesSeen = new Map<string, number>();

  return rows.map(({ line, cells, extraCells }) => {
    const key = importNameKey(cells.name ?? "");
    const match = key === "" ? undefined : byName.get(key);
    const { fields, supplier, errors } = checkImportRow(cells, match ?? null);
    if (extraCells) errors[ROW_ERROR_KEY] = ITEM_IMPORT_MESSAGES.extraCells;
    const earlier = namesSeen.get(key);
    if (earlier !== undefined) errors.name = ITEM_IMPORT_MESSAGES.duplicateName(earlier);
    else if (key !== "") namesSeen.set(key, line);
    const supplierId = supplier === undefined ? undefined : supplierIds.get(importNameKey(supplier));
    if (supplier !== undefined && supplierId === undefined) errors.supplier = ITEM_IMPORT_MESSAGES.unknownSupplier;
    if (fields.barcode && !errors.barcode) {
      const holder = byBarcode.get(fields.barcode);
      const sameInFile = barcodesSeen.get(fields.barcode);
      if (holder !== undefined && holder !== match?.id) errors.barcode = BARCODE_MESSAGES.taken;
      else if (sameInFile !== undefined) errors.barcode = ITEM_IMPORT_MESSAGES.duplicateBarcode(sameInFile);
      else barcodesSeen.set(fields.barcode, line);
    }
    const name = match?.name ?? (cells.name ?? "").trim();
    if (Object.keys(errors).length > 0) return { line, name, action: "error", errors };
    const values = { ...columnsOf(fields), ...(supplierId === undefined ? {} : { supplierId }) };
    if (!match)
      return {
        line,
        name,
        action: "create",
        errors,
        create: { ...newItemDefaults, category: fields.category!, ...values, name },
      };
    const after: ImportedItemValues = { ...pickColumns(match), ...values };
    const changed = IMPORTED_COLUMNS.some((column) => after[column] !== match[column]);
    if (!changed) return { line, name, action: "unchanged", errors };
    return {
      line,
      name,
      action: "update",
      errors,
      update: { ...after, id: match.id, previousStock: match.currentStock },
    };
  });
}

/** What a new item's blank cells mean when the schema left them out (it defaults stock, minimum and unit itself). */
const newItemDefaults: Omit<ImportedItemValues, "category"> = {
  description: null,
  currentStock: 0,
  minStock: 0,
  maxCapacity: null,
  parLevel: null,
  unit: "pieces",
  unitCostCents: null,
  barcode: null,
  supplierId: null,
};

/** The row's given fields as columns (unit cost in cents); a new row's schema output already holds every default. */
function columnsOf(fields: ImportedFields): Partial<ImportedItemValues> {
  const { unitCost, ...rest } = fields;
  const given = Object.entries(rest).filter(([column, value]) => column !== "name" && value !== undefined);
  const columns: Partial<ImportedItemValues> = Object.fromEntries(given);
  if (unitCost !== undefined) columns.unitCostCents = unitCost === null ? null : Math.round(unitCost * 100);
  return columns;
}

function pickColumns(item: StoredItem): ImportedItemValues {
  return Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, item[column]])) as unknown as ImportedItemValues;
}
