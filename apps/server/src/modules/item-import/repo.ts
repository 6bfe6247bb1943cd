import { asc, eq, sql } from "drizzle-orm";
import { BARCODE_MESSAGES, type Category } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { violatedConstraint } from "../../db/constraints";
import { inventoryItems, stockMovements, suppliers } from "../../db/schema";
import { AppError } from "../../lib/errors";

/**
 * Rows per statement: the widest statement here binds 12 values a row, so 1,000 rows stay far below
 * PostgreSQL's 65,535 parameters while 5,000 rows still take only five round trips.
 */
const CHUNK = 1000;

/** The columns an import sets, as stored. */
export interface ImportedItemValues {
  category: Category;
  description: string | null;
  currentStock: number;
  minStock: number;
  maxCapacity: number | null;
  parLevel: number | null;
  unit: string;
  unitCostCents: number | null;
  barcode: string | null;
  supplierId: number | null;
}

export type StoredItem = ImportedItemValues & { id: number; name: string };

/** Every item of the property with the columns an import compares; `lock` holds them until the import commits. */
export async function listPropertyItems(tx: Executor, { propertyId, lock }: { propertyId: number; lock: boolean }) {
  const query = tx
    .select({
      id: inventoryItems.id,
      name: inventoryItems.name,
      category: inventoryItems.category,
      description: inventoryItems.description,
      currentStock: inventoryItems.currentStock,
      minStock: inventoryItems.minStock,
      maxCapacity: inventoryItems.maxCapacity,
      parLevel: inventoryItems.parLevel,
      unit: inventoryItems.unit,
      unitCostCents: inventoryItems.unitCostCents,
      barcode: inventoryItems.barcode,
      supplierId: inventoryItems.supplierId,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.propertyId, propertyId))
    .orderBy(asc(inventoryItems.id));
  const rows: StoredItem[] = lock ? await query.for("update") : await query;
  return rows;
}

/** The owner's suppliers by name. */
export async function listSuppliers(tx: Executor, ownerId: string) {
  return tx.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.ownerId, ownerId));
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += CHUNK) out.push(rows.slice(at, at + CHUNK));
  return out;
}

/** Inserts the new items, a chunk per statement; answers each one's id with its name. */
export async function insertItems(
  tx: Executor,
  { propertyId, items }: { propertyId: number; items: (ImportedItemValues & { name: string })[] },
) {
  const created: { id: number; name: string }[] = [];
  for (const chunk of chunks(items)) {
    const rows = await tx
      .insert(inventoryItems)
      .values(chunk.map((item) => ({ ...item, propertyId })))
      .returning({ id: inventoryItems.id, name: inventoryItems.name })
      .catch(barcodeConflict);
    created.push(...rows);
  }
  return created;
}

/** Writes the changed items' columns, a chunk per UPDATE ... FROM (VALUES ...). */
export async function updateItems(tx: Executor, items: (ImportedItemValues & { id: number })[]) {
  for (const chunk of chunks(items)) {
    const values = sql.join(
      chunk.map(
        (item) =>
          sql`(${item.id}::int, ${item.category}::text, ${item.description}::text, ${item.currentStock}::int, ${item.minStock}::int, ${item.maxCapacity}::int, ${item.parLevel}::int, ${item.unit}::text, ${item.unitCostCents}::int, ${item.barcode}::text, ${item.supplierId}::int)`,
      ),
      sql`, `,
    );
    await tx
      .execute(
        sql`update ${inventoryItems} as i set
          category = v.category::item_category, description = v.description, current_stock = v.current_stock,
          min_stock = v.min_stock, max_capacity = v.max_capacity, par_level = v.par_level, unit = v.unit,
          unit_cost_cents = v.unit_cost_cents, barcode = v.barcode, supplier_id = v.supplier_id, updated_at = now()
        from (values ${values}) as v(id, category, description, current_stock, min_stock, max_capacity, par_level, unit, unit_cost_cents, barcode, supplier_id)
        where i.id = v.id`,
      )
      .catch(barcodeConflict);
  }
}

/** The import's ledger rows (reason "imported"), a chunk per statement. */
export async function insertImportMovements(
  tx: Executor,
  { userId, movements }: { userId: string; movements: { itemId: number; delta: number; resultingStock: number }[] },
) {
  for (const chunk of chunks(movements)) {
    await tx.insert(stockMovements).values(chunk.map((m) => ({ ...m, reason: "imported" as const, userId })));
  }
}

/**
 * The preview refuses a barcode another item holds, so this is a change made meanwhile by someone
 * else: the import is undone as a whole, with the item form's 409.
 */
function barcodeConflict(error: unknown): never {
  if (violatedConstraint(error) === "inventory_items_property_barcode_unique") {
    throw new AppError("CONFLICT", BARCODE_MESSAGES.taken).withCause(error);
  }
  throw error;
}
