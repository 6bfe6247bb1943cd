import { and, asc, count, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { inventoryItems, properties, propertyManagers, users } from "../../db/schema";
import { ownerOfProperty } from "../../db/tenancy";
import { propertyScope } from "../access/repo";
import type { Actor } from "../access/scope";
import { listItems } from "../inventory/repo";

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
  const [assignments, counts, items] = await Promise.all([
    listAssignments(db, inArray(propertyManagers.propertyId, ids)),
    countItems(db, ids),
    withItems ? listItems(db, inArray(properties.id, ids)) : [],
  ]);
  return rows.map((row) => ({
    ...row,
    managers: assignments.filter((a) => a.propertyId === row.id),
    itemCount: counts.get(row.id) ?? 0,
    ...(withItems ? { inventoryItems: items.filter((i) => i.propertyId === row.id) } : {}),
  }));
}

async function countItems(db: Executor, propertyIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ propertyId: inventoryItems.propertyId, value: count() })
    .from(inventoryItems)
    .where(inArray(inventoryItems.propertyId, propertyIds))
    .groupBy(inventoryItems.propertyId);
  return new Map(rows.map((row) => [row.propertyId, row.value]));
}

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

export async function countManagers(db: Executor, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(propertyManagers)
    .where(eq(propertyManagers.propertyId, propertyId));
  return row.value;
}

export async function insertProperty(db: Executor, values: { name: string; address: string | null; ownerId: string }) {
  const [row] = await db.insert(properties).values(values).returning(propertyColumns);
  return row;
}

export async function updateProperty(db: Executor, id: number, values: { name: string; address: string | null }) {
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(properties.id, id))
    .returning(propertyColumns);
  return row;
}

export async function deleteProperty(db: Executor, id: number): Promise<void> {
  await db.delete(properties).where(eq(properties.id, id));
}

/** One manager's assignment to one property. */
export interface Assignment {
  propertyId: number;
  managerId: string;
}

const isAssignment = ({ propertyId, managerId }: Assignment) =>
  and(eq(propertyManagers.propertyId, propertyId), eq(propertyManagers.managerId, managerId))!;

export async function assignmentExists(db: Executor, assignment: Assignment): Promise<boolean> {
  const [row] = await db.select({ id: propertyManagers.id }).from(propertyManagers).where(isAssignment(assignment));
  return row !== undefined;
}

/** Inserts the assignment and answers it as the lists show it, with the manager's name. */
export async function insertAssignment(db: Executor, assignment: Assignment) {
  await db.insert(propertyManagers).values({ ...assignment, ownerId: ownerOfProperty(assignment.propertyId) });
  const [row] = await listAssignments(db, isAssignment(assignment));
  return row;
}

/** Deletes the assignment; answers whether there was one. */
export async function deleteAssignment(db: Executor, assignment: Assignment): Promise<boolean> {
  const removed = await db
    .delete(propertyManagers)
    .where(isAssignment(assignment))
    .returning({ id: propertyManagers.id });
  return removed.length > 0;
}
