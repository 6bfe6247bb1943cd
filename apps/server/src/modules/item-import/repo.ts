import { and, asc, eq, sql } from "drizzle-orm";
import type { ItemImportMappingBody } from "@stockroom/shared";
import { type Executor, selectRaw } from "../../db/client";
import { inventoryItems, itemImportMappings, stockMovements, suppliers } from "../../db/schema";
import { itemsOfProperty } from "../inventory/repo/columns";
import { uniqueConflict } from "../inventory/repo/writes";

/** The columns an import sets, as stored; an item whose values all stay is left unchanged. */
export const IMPORTED_COLUMNS = [
  "category",
  "description",
  "currentStock",
  "minStock",
  "maxCapacity",
  "parLevel",
  "unit",
  "unitCostCents",
  "barcode",
  "supplierId",
] as const;
export type ImportedColumn = (typeof IMPORTED_COLUMNS)[number];

export type ImportedItemValues = Pick<typeof inventoryItems.$inferSelect, ImportedColumn>;
type ImportedTableColumns = Pick<typeof inventoryItems, ImportedColumn>;

/** The table's columns of the imported values, to select them. */
const importedColumns = Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, inventoryItems[column]]));

export type StoredItem = ImportedItemValues & { id: number; name: string };

/** The property an import writes to and its account (its owner_id, the tenant key of decision 155). */
export interface ImportTarget {
  ownerId: string;
  propertyId: number;
}

/** Every item of the property with the columns an import compares; `lock` holds them until the import commits. */
export async function listPropertyItems(tx: Executor, { ownerId, propertyId, lock }: ImportTarget & { lock: boolean }) {
  const query = tx
    .select({ id: inventoryItems.id, name: inventoryItems.name, ...(importedColumns as ImportedTableColumns) })
    .from(inventoryItems)
    .where(itemsOfProperty({ ownerId, propertyId }))
    .orderBy(asc(inventoryItems.id));
  const rows: StoredItem[] = lock ? await query.for("update") : await query;
  return rows;
}

/** The owner's suppliers by name. */
export async function listSuppliers(tx: Executor, ownerId: string) {
  return tx.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.ownerId, ownerId));
}

/** One array parameter: the statements below take a column per array and unnest them into rows. */
const column = <T>(rows: readonly T[], value: (row: T) => unknown) => sql.param(rows.map(value));

/**
 * Inserts the new items in one statement; answers each one's id with its name. Columns travel as arrays
 * (12 parameters whatever the row count, far from PostgreSQL's 65,535), since building a multi-row VALUES
 * list of 5,000 rows took Drizzle seconds.
 */
export async function insertItems(
  tx: Executor,
  { ownerId, propertyId, items }: ImportTarget & { items: (ImportedItemValues & { name: string })[] },
) {
  if (items.length === 0) return [];
  const rows = await selectRaw<{ id: number; name: string }>(
    tx,
    sql`insert into ${inventoryItems} (name, category, description, current_stock, min_stock, max_capacity, par_level, unit, unit_cost_cents, barcode, supplier_id, property_id, owner_id)
      select v.name, v.category::item_category, v.description, v.current_stock, v.min_stock, v.max_capacity, v.par_level, v.unit, v.unit_cost_cents, v.barcode, v.supplier_id, ${propertyId}::int,
        ${ownerId}::varchar
      from unnest(${column(items, (i) => i.name)}::text[], ${column(items, (i) => i.category)}::text[], ${column(items, (i) => i.description)}::text[],
        ${column(items, (i) => i.currentStock)}::int[], ${column(items, (i) => i.minStock)}::int[], ${column(items, (i) => i.maxCapacity)}::int[],
        ${column(items, (i) => i.parLevel)}::int[], ${column(items, (i) => i.unit)}::text[], ${column(items, (i) => i.unitCostCents)}::int[],
        ${column(items, (i) => i.barcode)}::text[], ${column(items, (i) => i.supplierId)}::int[])
        as v(name, category, description, current_stock, min_stock, max_capacity, par_level, unit, unit_cost_cents, barcode, supplier_id)
      returning id, name`,
    // The preview refused names and barcodes other items hold, so a violation is a change made meanwhile by someone
    // else: the import is undone as a whole, with the item form's 409.
  ).catch(uniqueConflict);
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** Writes the changed items' columns, of the account `ownerId`, in one UPDATE ... FROM unnest(...). */
export async function updateItems(
  tx: Executor,
  { ownerId, items }: { ownerId: string; items: (ImportedItemValues & { id: number })[] },
) {
  if (items.length === 0) return;
  await tx
    .execute(
      sql`update ${inventoryItems} as i set
        category = v.category::item_category, description = v.description, current_stock = v.current_stock,
        min_stock = v.min_stock, max_capacity = v.max_capacity, par_level = v.par_level, unit = v.unit,
        unit_cost_cents = v.unit_cost_cents, barcode = v.barcode, supplier_id = v.supplier_id, updated_at = now()
      from unnest(${column(items, (i) => i.id)}::int[], ${column(items, (i) => i.category)}::text[], ${column(items, (i) => i.description)}::text[],
        ${column(items, (i) => i.currentStock)}::int[], ${column(items, (i) => i.minStock)}::int[], ${column(items, (i) => i.maxCapacity)}::int[],
        ${column(items, (i) => i.parLevel)}::int[], ${column(items, (i) => i.unit)}::text[], ${column(items, (i) => i.unitCostCents)}::int[],
        ${column(items, (i) => i.barcode)}::text[], ${column(items, (i) => i.supplierId)}::int[])
        as v(id, category, description, current_stock, min_stock, max_capacity, par_level, unit, unit_cost_cents, barcode, supplier_id)
      where i.owner_id = ${ownerId} and i.id = v.id`,
    )
    .catch(uniqueConflict);
}

/** The import's ledger rows (reason "imported"), of the items of the account `ownerId`, in one statement. */
export async function insertImportMovements(
  tx: Executor,
  {
    ownerId,
    userId,
    movements,
  }: { ownerId: string; userId: string; movements: { itemId: number; delta: number; resultingStock: number }[] },
) {
  if (movements.length === 0) return;
  await tx.execute(
    sql`insert into ${stockMovements} (item_id, delta, resulting_stock, reason, user_id, owner_id)
      select v.item_id, v.delta, v.resulting_stock, 'imported'::stock_movement_reason, ${userId}::varchar, ${ownerId}::varchar
      from unnest(${column(movements, (m) => m.itemId)}::int[], ${column(movements, (m) => m.delta)}::int[], ${column(movements, (m) => m.resultingStock)}::int[])
        as v(item_id, delta, resulting_stock)`,
  );
}

/** The property's items with every column the import reads, its supplier by name, for the export to re-import. */
export async function listExportedItems(tx: Executor, target: ImportTarget) {
  return tx
    .select({
      name: inventoryItems.name,
      ...(importedColumns as ImportedTableColumns),
      supplier: suppliers.name,
    })
    .from(inventoryItems)
    .leftJoin(
      suppliers,
      and(eq(suppliers.id, inventoryItems.supplierId), eq(suppliers.ownerId, inventoryItems.ownerId)),
    )
    .where(itemsOfProperty(target))
    .orderBy(asc(inventoryItems.name), asc(inventoryItems.id));
}

const mappingColumns = {
  id: itemImportMappings.id,
  name: itemImportMappings.name,
  columns: itemImportMappings.columns,
  categories: itemImportMappings.categories,
};

/** The account's saved mappings by name. */
export async function listMappings(tx: Executor, ownerId: string) {
  return tx
    .select(mappingColumns)
    .from(itemImportMappings)
    .where(eq(itemImportMappings.ownerId, ownerId))
    .orderBy(asc(sql`lower(${itemImportMappings.name})`));
}

/** Saves a mapping under its name; a name the account already uses (any case) is replaced. */
export async function upsertMapping(tx: Executor, ownerId: string, body: ItemImportMappingBody) {
  const [row] = await selectRaw<{ id: number; name: string; columns: unknown; categories: unknown }>(
    tx,
    sql`insert into ${itemImportMappings} (owner_id, name, columns, categories)
      values (${ownerId}, ${body.name}, ${JSON.stringify(body.columns)}::jsonb, ${JSON.stringify(body.categories)}::jsonb)
      on conflict (owner_id, lower(name)) do update
        set name = excluded.name, columns = excluded.columns, categories = excluded.categories, updated_at = now()
      returning id, name, columns, categories`,
  );
  return { ...body, id: Number(row.id), name: row.name };
}

/** Deletes one of the account's mappings; answers whether there was one. */
export async function deleteMapping(tx: Executor, { ownerId, id }: { ownerId: string; id: number }) {
  const rows = await tx
    .delete(itemImportMappings)
    .where(and(eq(itemImportMappings.ownerId, ownerId), eq(itemImportMappings.id, id)))
    .returning({ id: itemImportMappings.id });
  return rows.length > 0;
}
