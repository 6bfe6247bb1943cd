import { SUPPLIER_MESSAGES, type SupplierInput } from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import type { PublicUser } from "../users/repo";
import { type Actor, tenantOf } from "../access/scope";
import * as repo from "./repo";

/**
 * The suppliers of the account the user works on: an owner's own, a manager's owner's (so the item form
 * offers them), each with how many items prefer it.
 */
export async function listSuppliers(db: Database, user: Pick<PublicUser, "id" | "role" | "createdBy">) {
  return repo.listSuppliers(db, tenantOf(user));
}

/** The route lets only owner-like roles through, whose suppliers are their own. */
export async function createSupplier(db: Database, user: Actor, body: SupplierInput) {
  return db.transaction(async (tx) => {
    const id = await repo.insertSupplier(tx, tenantOf(user), body);
    return getSupplier(tx, user, { id });
  });
}

export async function updateSupplier(db: Database, user: Actor, { id, body }: { id: number; body: SupplierInput }) {
  return db.transaction(async (tx) => {
    await getSupplier(tx, user, { id, lock: true });
    await repo.updateSupplier(tx, { ownerId: tenantOf(user), id }, body);
    return getSupplier(tx, user, { id });
  });
}

/** Deletes the user's supplier; its items keep their other fields and prefer no supplier. */
export async function deleteSupplier(db: Database, user: Actor, id: number) {
  await db.transaction(async (tx) => {
    await getSupplier(tx, user, { id, lock: true });
    await repo.deleteSupplier(tx, { ownerId: tenantOf(user), id });
  });
}

async function getSupplier(db: Executor, user: Actor, { id, lock = false }: { id: number; lock?: boolean }) {
  const supplier = await repo.findSupplier(db, { ownerId: tenantOf(user), id, lock });
  if (!supplier) throw notFound("Supplier");
  return supplier;
}

/**
 * An item's preferred supplier must be one of its property owner's suppliers: anything else is a 400 on
 * the field, since the form lists only those. Null (none) and absent (unchanged) always pass. `ownerId` is the
 * property's account (tenantOf the user).
 */
export async function assertItemSupplier(
  db: Executor,
  { ownerId, propertyId, supplierId }: { ownerId: string; propertyId: number; supplierId: number | null | undefined },
) {
  if (supplierId === null || supplierId === undefined) return;
  if (!(await repo.isPropertyOwnersSupplier(db, { ownerId, propertyId, supplierId }))) {
    throw new AppError("VALIDATION_ERROR", SUPPLIER_MESSAGES.unknown, {
      fields: { supplierId: SUPPLIER_MESSAGES.unknown },
    });
  }
}
