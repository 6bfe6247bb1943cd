/** The fields an import sets, in the template's order; the template's header spells them so (decision 150). */
export const ITEM_IMPORT_COLUMNS = [
  "name",
  "category",
  "description",
  "currentStock",
  "minStock",
  "maxCapacity",
  "parLevel",
  "unit",
  "unitCost",
  "barcode",
  "supplier",
] as const;
export type ItemImportColumn = (typeof ITEM_IMPORT_COLUMNS)[number];
