import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { SUPPLIER_MESSAGES, type SupplierInput } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { violatedConstraint } from "../../db/constraints";
import { inventoryItems, properties, suppliers } from "../../db/schema";
import { AppError } from "../../lib/errors";

const supplierColumns = {
  id: suppliers.id,
  name: suppliers.name,
  contactName: suppliers.contactName,
  email: suppliers.email,
  phone: suppliers.phone,
  leadTimeDays: suppliers.leadTimeDays,
  /** How many items name the supplier as preferred: what deleting it would leave without one. */
  itemCount: sql<number>`count(${inventoryItems.id})::int`,
  createdAt: suppliers.createdAt,
  updatedAt: suppliers.updatedAt,
};

/** Suppliers with their item counts (a join, so every column is qualified by its table). */
function selectSuppliers(db: Executor, where: SQL) {
  return db
    .select(supplierColumns)
    .from(suppliers)
    .leftJoin(inventoryItems, eq(inventoryItems.supplierId, suppliers.id))
    .where(where)
    .groupBy(suppliers.id);
}

/** An owner's suppliers by name (then id, for names that differ only in case). */
export async function listSuppliers(db: Executor, ownerId: string) {
  return selectSuppliers(db, eq(suppliers.ownerId, ownerId)).orderBy(
    asc(sql`lower(${suppliers.name})`),
    asc(suppliers.id),
  );
}

/** Which supplier, of which owner; `lock` takes a row lock. */
export interface SupplierLookup {
  ownerId: string;
  id: number;
  lock?: boolean;
}

/** The owner's supplier, or undefined (another owner's supplier is as absent as a missing one). */
export async function findSupplier(db: Executor, { ownerId, id, lock = false }: SupplierLookup) {
  const where = and(eq(suppliers.id, id), eq(suppliers.ownerId, ownerId))!;
  if (lock) {
    // FOR UPDATE cannot take a grouped query: lock the row on its own, then read it with its count.
    await db.select({ id: suppliers.id }).from(suppliers).where(where).for("update");
  }
  const [row] = await selectSuppliers(db, where);
  return row;
}

/** Is the supplier one of the property owner's? */
export async function isPropertyOwnersSupplier(
  db: Executor,
  { propertyId, supplierId }: { propertyId: number; supplierId: number },
) {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .innerJoin(properties, eq(properties.ownerId, suppliers.ownerId))
    .where(and(eq(suppliers.id, supplierId), eq(properties.id, propertyId)))
    .limit(1);
  return row !== undefined;
}

/** Inserts a supplier; a name the owner already uses, in any case, is a 409 (see nameConflict). */
export async function insertSupplier(db: Executor, ownerId: string, values: SupplierInput) {
  const [row] = await db
    .insert(suppliers)
    .values({ ...values, ownerId })
    .returning({ id: suppliers.id })
    .catch(nameConflict);
  return row.id;
}

export async function updateSupplier(db: Executor, id: number, values: SupplierInput) {
  await db
    .update(suppliers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(suppliers.id, id))
    .catch(nameConflict);
}

/** Deletes a supplier; the foreign keys leave its items without one and its purchase orders with its copied name. */
export async function deleteSupplier(db: Executor, id: number) {
  await db.delete(suppliers).where(eq(suppliers.id, id));
}

const NAME_UNIQUE = "suppliers_owner_name_unique";

/**
 * The unique index on (owner, lower(name)) is the only check, so two saves of one name cannot both pass
 * however they interleave; its failure is the 409 on the name field, anything else is rethrown.
 */
function nameConflict(error: unknown): never {
  if (violatedConstraint(error) === NAME_UNIQUE) {
    throw new AppError("CONFLICT", SUPPLIER_MESSAGES.nameTaken, {
      fields: { name: SUPPLIER_MESSAGES.nameTaken },
    }).withCause(error);
  }
  throw error;
}
