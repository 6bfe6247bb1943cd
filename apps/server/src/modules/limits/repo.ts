import { and, count, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { inventoryItems, properties, propertyManagers, users } from "../../db/schema";
import { tierHolderColumns } from "../users/repo";

/** How many managers each of the owner's active properties has (0 for none). */
export async function countManagersPerProperty(db: Executor, ownerId: string) {
  const rows = await db
    .select({ propertyId: properties.id, managers: count(propertyManagers.id) })
    .from(properties)
    // The account in the join condition, so a property without managers still counts 0.
    .leftJoin(
      propertyManagers,
      and(eq(propertyManagers.ownerId, ownerId), eq(propertyManagers.propertyId, properties.id)),
    )
    .where(sql`${properties.ownerId} = ${ownerId} and ${properties.isActive}`)
    .groupBy(properties.id);
  return rows;
}

/**
 * The property's owner's plan and item count, with the property's row locked (FOR NO KEY UPDATE) until
 * the transaction ends: writers adding items to one property count one after another, while other
 * statements referencing the property (an item insert's foreign key check) are not held up.
 */
export async function lockItemRoom(tx: Executor, { ownerId, propertyId }: { ownerId: string; propertyId: number }) {
  const ofProperty = and(eq(properties.ownerId, ownerId), eq(properties.id, propertyId));
  await tx.select({ id: properties.id }).from(properties).where(ofProperty).for("no key update");
  const [row] = await tx
    .select({
      ...tierHolderColumns,
      items:
        sql<number>`(select count(*) from ${inventoryItems} where ${inventoryItems.ownerId} = ${ownerId} and ${inventoryItems.propertyId} = ${propertyId})`.mapWith(
          Number,
        ),
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(ofProperty);
  return row;
}
