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

/**
 * The account's suppliers narrowed by `where`, with their item counts (a join, so every column is qualified by
 * its table). A supplier's items are of its account, so the join reads them within it too.
 */
function selectSuppliers(db: Executor, { ownerId, where }: { ownerId: string; where?: SQL }) {
  return db
    .select(supplierColumns)
    .from(suppliers)
    .leftJoin(inventoryItems, and(eq(inventoryItems.supplierId, suppliers.id), eq(inventoryItems.ownerId, ownerId)))
    .where(and(eq(suppliers.ownerId, ownerId), where))
    .groupBy(suppliers.id);
}

/** An owner's suppliers by name (then id, for names that differ only in case). */
export async function listSuppliers(db: Executor, ownerId: string) {
  return selectSuppliers(db, { ownerId }).orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
}

/** Which supplier, of which owner; `lock` takes a row lock. */
export interface SupplierLookup {
  ownerId: string;
  id: number;
  lock?: boolean;
}

/** The owner's supplier, or undefined (another owner's supplier is as absent as a missing one). */
export async function findSupplier(db: Executor, { ownerId, id, lock = false }: SupplierLookup) {
  if (lock) {
    // FOR UPDATE cannot take a grouped query: lock the row on its own, then read it with its count.
    await db.select({ id: suppliers.id }).from(suppliers).where(ofAccount({ ownerId, id })).for("update");
  }
  const [row] = await selectSuppliers(db, { ownerId, where: eq(suppliers.id, id) });
  return row;
}

/** Which supplier, of which account. */
interface SupplierKey {
  ownerId: string;
  id: number;
}

const ofAccount = ({ ownerId, id }: SupplierKey) => and(eq(suppliers.ownerId, ownerId), eq(suppliers.id, id));

/** Is the supplier one of the property owner's, both in the account `ownerId`? */
export async function isPropertyOwnersSupplier(
  db: Executor,
  { ownerId, propertyId, supplierId }: { ownerId: string; propertyId: number; supplierId: number },
) {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .innerJoin(properties, eq(properties.ownerId, suppliers.ownerId))
    .where(
      and(
        eq(suppliers.ownerId, ownerId),
        eq(properties.ownerId, ownerId),
        eq(suppliers.id, supplierId),
        eq(properties.id, propertyId),
      ),
    )
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

export async function updateSupplier(db: Executor, key: SupplierKey, values: SupplierInput) {
  await db
    .update(suppliers)
    .set({ ...values, updatedAt: new Date() })
    .where(ofAccount(key))
    .catch(nameConflict);
}

/** Deletes a supplier; the foreign keys leave its items without one and its purchase orders with its copied name. */
export async function deleteSupplier(db: Executor, key: SupplierKey) {
  await db.delete(suppliers).where(ofAccount(key));
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
