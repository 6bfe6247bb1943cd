import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { properties, propertyManagers, users } from "../../db/schema";
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

/** Properties matching the condition, each with its manager assignments and items: three queries in all. */
export async function listPropertiesWithRelations(db: Executor, where: SQL) {
  const rows = await db.select(propertyColumns).from(properties).where(where).orderBy(asc(properties.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [assignments, items] = await Promise.all([
    listAssignments(db, inArray(propertyManagers.propertyId, ids)),
    listItems(db, inArray(properties.id, ids)),
  ]);
  return rows.map((row) => ({
    ...row,
    managers: assignments.filter((a) => a.propertyId === row.id),
    inventoryItems: items.filter((i) => i.propertyId === row.id),
  }));
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
