import { count, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { properties, propertyManagers } from "../../db/schema";

/** How many managers each of the owner's active properties has (0 for none). */
export async function countManagersPerProperty(db: Executor, ownerId: string) {
  const rows = await db
    .select({ propertyId: properties.id, managers: count(propertyManagers.id) })
    .from(properties)
    .leftJoin(propertyManagers, eq(propertyManagers.propertyId, properties.id))
    .where(sql`${properties.ownerId} = ${ownerId} and ${properties.isActive}`)
    .groupBy(properties.id);
  return rows;
}
