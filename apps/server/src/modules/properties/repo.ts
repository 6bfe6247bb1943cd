import { and, asc, count, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { inventoryItems, properties, propertyManagers, users } from "../../db/schema";
import { propertyScope } from "../access/repo";
import { type Actor, tenantOf } from "../access/scope";
import { listItems } from "../inventory/repo/reads";

export const propertyColumns = {
  id: properties.id,
  name: properties.name,
  address: properties.address,
  ownerId: properties.ownerId,
  isActive: properties.isActive,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
};

/**
 * The properties in the user's scope in id order, each with its manager assignments, its item count
 * and (unless `withItems` is false) its items: four queries at most, whatever the counts.
 */
export async function listPropertiesWithRelations(
  db: Executor,
  user: Actor,
  { limit, afterId, withItems = true }: { limit?: number; afterId?: number; withItems?: boolean } = {},
) {
  const query = db
    .select(propertyColumns)
    .from(properties)
    .where(and(propertyScope(user), afterId === undefined ? undefined : gt(properties.id, afterId)))
    .orderBy(asc(properties.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const ownerId = tenantOf(user);
  const [assignments, counts, items] = await Promise.all([
    listAssignments(db, and(eq(propertyManagers.ownerId, ownerId), inArray(propertyManagers.propertyId, ids))!),
    countItems(db, { ownerId, propertyIds: ids }),
    withItems ? listItems(db, { ownerId, where: inArray(properties.id, ids) }) : [],
  ]);
  return rows.map((row) => ({
    ...row,
    managers: assignments.filter((a) => a.propertyId === row.id),
    itemCount: counts.get(row.id) ?? 0,
    ...(withItems ? { inventoryItems: items.filter((i) => i.propertyId === row.id) } : {}),
  }));
}

async function countItems(
  db: Executor,
  { ownerId, propertyIds }: { ownerId: string; propertyIds: number[] },
): Promise<Map<number, number>> {
  const rows = await db
    .select({ propertyId: inventoryItems.propertyId, value: count() })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.ownerId, ownerId), inArray(inventoryItems.propertyId, propertyIds)))
    .groupBy(inventoryItems.propertyId);
  return new Map(rows.map((row) => [row.propertyId, row.value]));
}

/**
 * The manager assignments matching a condition, with each manager's name. The condition names the
 * account: property_managers.owner_id, the tenant key (decision 155), as every statement on it does.
 */
export async function listAssignments(db: Executor, where: SQL) {
  const rows = await db
    .select({
      id: propertyManagers.id,
      propertyId: propertyManagers.propertyId,
      managerId: propertyManagers.managerId,
      createdAt: propertyManagers.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profileImageUrl: users.profileImageUrl,
    })
    .from(propertyManagers)
    .innerJoin(users, eq(users.id, propertyManagers.managerId))
    .where(where)
    .orderBy(asc(propertyManagers.id));
  return rows.map(({ firstName, lastName, email, profileImageUrl, ...a }) => ({
    ...a,
    manager: { firstName, lastName, email, profileImageUrl },
  }));
}

export async function countProperties(db: Executor, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), eq(properties.isActive, true)));
  return row.value;
}

/** Which property of which account (tenantOf the user) a statement is for. */
export interface PropertyKey {
  ownerId: string;
  id: number;
}

export async function countManagers(db: Executor, { ownerId, id }: PropertyKey): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(propertyManagers)
    .where(and(eq(propertyManagers.ownerId, ownerId), eq(propertyManagers.propertyId, id)));
  return row.value;
}

export async function insertProperty(db: Executor, values: { name: string; address: string | null; ownerId: string }) {
  const [row] = await db.insert(properties).values(values).returning(propertyColumns);
  return row;
}

export async function updateProperty(
  db: Executor,
  { ownerId, id }: PropertyKey,
  values: { name: string; address: string | null },
) {
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(properties.ownerId, ownerId), eq(properties.id, id)))
    .returning(propertyColumns);
  return row;
}

export async function deleteProperty(db: Executor, { ownerId, id }: PropertyKey): Promise<void> {
  await db.delete(properties).where(and(eq(properties.ownerId, ownerId), eq(properties.id, id)));
}

/** One manager's assignment to one property. */
export interface Assignment {
  propertyId: number;
  managerId: string;
}

/** An assignment in the account `ownerId` (tenantOf the user). */
type AssignmentKey = Assignment & { ownerId: string };

const isAssignment = ({ ownerId, propertyId, managerId }: AssignmentKey) =>
  and(
    eq(propertyManagers.ownerId, ownerId),
    eq(propertyManagers.propertyId, propertyId),
    eq(propertyManagers.managerId, managerId),
  )!;

export async function assignmentExists(db: Executor, assignment: AssignmentKey): Promise<boolean> {
  const [row] = await db.select({ id: propertyManagers.id }).from(propertyManagers).where(isAssignment(assignment));
  return row !== undefined;
}

/**
 * Inserts the assignment into the account `ownerId`, whose property the caller has checked (and locked), and
 * answers it as the lists show it, with the manager's name.
 */
export async function insertAssignment(db: Executor, assignment: AssignmentKey) {
  await db.insert(propertyManagers).values(assignment);
  const [row] = await listAssignments(db, isAssignment(assignment));
  return row;
}

/** Deletes the assignment; answers whether there was one. */
export async function deleteAssignment(db: Executor, assignment: AssignmentKey): Promise<boolean> {
  const removed = await db
    .delete(propertyManagers)
    .where(isAssignment(assignment))
    .returning({ id: propertyManagers.id });
  return removed.length > 0;
}

/** The account's inactive properties (deactivated by a downgrade or the admin), by name. */
export async function listInactiveProperties(db: Executor, ownerId: string) {
  return db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      deactivatedAt: properties.updatedAt,
    })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), eq(properties.isActive, false)))
    .orderBy(asc(properties.name), asc(properties.id));
}
