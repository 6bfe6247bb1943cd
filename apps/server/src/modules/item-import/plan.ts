import {
  BARCODE_MESSAGES,
  CATEGORY_INFO,
  ITEM_IMPORT_MESSAGES,
  type ImportReading,
  type ImportedFields,
  type ItemImportAction,
  type ItemImportChangeDto,
  type ItemImportColumn,
  type ItemImportOptions,
  ROW_ERROR_KEY,
  checkImportRow,
  itemNameKey,
} from "@stockroom/shared";
import type { ImportFileRow } from "./columns";
import { IMPORTED_COLUMNS, type ImportedColumn, type ImportedItemValues, type StoredItem } from "./repo";

/** One row of the file and what the import does with it. */
export interface PlannedRow {
  line: number;
  name: string;
  action: ItemImportAction;
  errors: Record<string, string>;
  /** For "update": each field it changes. */
  changes?: ItemImportChangeDto[];
  /** For "create": the new item's columns. */
  create?: ImportedItemValues & { name: string };
  /** For "update": the item's columns after the import, and its stock before. */
  update?: ImportedItemValues & { id: number; previousStock: number };
}

export interface PlanContext {
  stored: StoredItem[];
  suppliers: { id: number; name: string }[];
  reading: ImportReading;
  /** Whether the file's stock replaces an existing item's ("ignore": it is left as counted, decision 198). */
  stock: ItemImportOptions["stock"];
}

/**
 * Decides every row against the property's items (matched by trimmed, case-blind name) and the owner's
 * suppliers: create, update, unchanged, or error with each field's message. A name or a barcode given
 * twice is an error on the later row; a barcode another stored item holds is refused as the item form
 * refuses it.
 */
export function planRows(rows: ImportFileRow[], { stored, suppliers, reading, stock }: PlanContext): PlannedRow[] {
  const byName = new Map<string, StoredItem>();
  const byBarcode = new Map<string, number>();
  for (const item of stored) {
    // Items from before names were unique may share one (decision 201); the import updates the oldest.
    if (!byName.has(itemNameKey(item.name))) byName.set(itemNameKey(item.name), item);
    if (item.barcode !== null) byBarcode.set(item.barcode, item.id);
  }
  const supplierIds = new Map(suppliers.map((supplier) => [itemNameKey(supplier.name), supplier.id]));
  const supplierNames = new Map(suppliers.map((supplier) => [supplier.id, supplier.name]));
  const namesSeen = new Map<string, number>();
  const barcodesSeen = new Map<string, number>();

  return rows.map(({ line, cells, extraCells }) => {
    const key = itemNameKey(String(cells.name ?? ""));
    const match = key === "" ? undefined : byName.get(key);
    // Stock left as counted is not read at all: a cell the import ignores cannot refuse the row.
    const { currentStock, ...otherCells } = cells;
    const given = match && stock === "ignore" ? otherCells : { ...otherCells, currentStock };
    const { fields, supplier, errors } = checkImportRow(given, match ?? null, reading);
    if (extraCells) errors[ROW_ERROR_KEY] = ITEM_IMPORT_MESSAGES.extraCells;
    const earlier = namesSeen.get(key);
    if (earlier !== undefined) errors.name = ITEM_IMPORT_MESSAGES.duplicateName(earlier);
    else if (key !== "") namesSeen.set(key, line);
    const supplierId = supplier === undefined ? undefined : supplierIds.get(itemNameKey(supplier));
    if (supplier !== undefined && supplierId === undefined) errors.supplier = ITEM_IMPORT_MESSAGES.unknownSupplier;
    if (fields.barcode && !errors.barcode) {
      const holder = byBarcode.get(fields.barcode);
      const sameInFile = barcodesSeen.get(fields.barcode);
      if (holder !== undefined && holder !== match?.id) errors.barcode = BARCODE_MESSAGES.taken;
      else if (sameInFile !== undefined) errors.barcode = ITEM_IMPORT_MESSAGES.duplicateBarcode(sameInFile);
      else barcodesSeen.set(fields.barcode, line);
    }
    const name = match?.name ?? String(cells.name ?? "").trim();
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
    const changed = IMPORTED_COLUMNS.filter((column) => after[column] !== match[column]);
    if (changed.length === 0) return { line, name, action: "unchanged", errors };
    const shown = (column: ImportedColumn, item: ImportedItemValues) => display(column, item, supplierNames);
    return {
      line,
      name,
      action: "update",
      errors,
      changes: changed.map((column) => ({
        field: FIELD_OF[column],
        from: shown(column, match),
        to: shown(column, after),
      })),
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

/** The import's field of each stored column. */
const FIELD_OF: Record<ImportedColumn, ItemImportColumn> = {
  category: "category",
  description: "description",
  currentStock: "currentStock",
  minStock: "minStock",
  maxCapacity: "maxCapacity",
  parLevel: "parLevel",
  unit: "unit",
  unitCostCents: "unitCost",
  barcode: "barcode",
  supplierId: "supplier",
};

/** A stored value as the preview shows it: a category's name, dollars with cents, a supplier's name; blank for none. */
function display(column: ImportedColumn, item: ImportedItemValues, supplierNames: Map<number, string>): string {
  if (column === "category") return CATEGORY_INFO[item.category].name;
  if (column === "unitCostCents") return item.unitCostCents === null ? "" : (item.unitCostCents / 100).toFixed(2);
  if (column === "supplierId") return item.supplierId === null ? "" : (supplierNames.get(item.supplierId) ?? "");
  const value = item[column];
  return value === null ? "" : String(value);
}

function pickColumns(item: StoredItem): ImportedItemValues {
  return Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, item[column]])) as unknown as ImportedItemValues;
}
