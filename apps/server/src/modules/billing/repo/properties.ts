import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { properties, propertyManagers } from "../../../db/schema";
import { listAssignments, propertyColumns } from "../../properties/repo";

/**
 * What a plan change does to an owner's properties: those beyond a lower plan are deactivated (never
 * deleted) with their managers beyond its limit unassigned, and a higher plan reactivates them. Every
 * statement names the owner's account (the tenant key, decision 155) beside the rows' ids.
 */

/** Some of one account's properties. */
export interface PropertiesOfAccount {
  ownerId: string;
  propertyIds: number[];
}

export async function countActiveProperties(tx: Executor, ownerId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), eq(properties.isActive, true)));
  return row.value;
}

/** The owner's active properties' ids, oldest first. */
export async function listActivePropertyIds(tx: Executor, ownerId: string): Promise<number[]> {
  const rows = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), eq(properties.isActive, true)))
    .orderBy(asc(properties.id));
  return rows.map((row) => row.id);
}

/** The owner's oldest inactive properties' ids, at most `limit`. */
export async function listInactivePropertyIds(tx: Executor, ownerId: string, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), eq(properties.isActive, false)))
    .orderBy(asc(properties.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function setPropertiesActive(
  tx: Executor,
  { ownerId, propertyIds }: PropertiesOfAccount,
  { isActive, at }: { isActive: boolean; at: Date },
): Promise<void> {
  await tx
    .update(properties)
    .set({ isActive, updatedAt: at })
    .where(and(eq(properties.ownerId, ownerId), inArray(properties.id, propertyIds)));
}

/** The manager assignments of these properties, with each manager's name. */
export function listAssignmentsOf(tx: Executor, { ownerId, propertyIds }: PropertiesOfAccount) {
  return listAssignments(
    tx,
    and(eq(propertyManagers.ownerId, ownerId), inArray(propertyManagers.propertyId, propertyIds))!,
  );
}

export async function deleteAssignments(
  tx: Executor,
  { ownerId, assignmentIds }: { ownerId: string; assignmentIds: number[] },
): Promise<void> {
  await tx
    .delete(propertyManagers)
    .where(and(eq(propertyManagers.ownerId, ownerId), inArray(propertyManagers.id, assignmentIds)));
}

/** The property a paid add-on created (a repeated confirmation answers it again); null once deleted. */
export async function findPaidProperty(tx: Executor, { ownerId, id }: { ownerId: string; id: number }) {
  const [row] = await tx
    .select(propertyColumns)
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), eq(properties.id, id)));
  return row ?? null;
}
