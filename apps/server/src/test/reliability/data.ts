import crypto from "node:crypto";
import { CATEGORIES } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { inventoryItems, properties, propertyManagers, stockMovements, users } from "../../db/schema";
import { hashPassword } from "../../lib/password";
import { type Scratch, openScratch } from "./server";

/** Every account the suite makes signs in with this. */
export const PASSWORD = "Reliable123";

const DAY_MS = 24 * 60 * 60 * 1000;
const ITEM_NAMES = ["Bath Towels", "Shampoo Bottles", "LED Bulbs", "Keycards", "Coffee Pods", "Paper Cups"];

export interface Account {
  id: string;
  email: string;
}

export interface Property {
  id: number;
  /** The property's manager (one each). */
  manager: Account;
  items: { id: number; name: string }[];
}

/** An owner with properties, a manager on each and stocked items: a tenant of its own. */
export interface Group {
  owner: Account;
  properties: Property[];
}

type GroupShape = { groups: number; propertiesPerGroup: number; itemsPerProperty: number };

/** Migrates a scratch database and inserts hotel groups into it, before a server holds it. */
export async function prepareScratch(scratch: Scratch, shape: GroupShape): Promise<Group[]> {
  const handle = await openScratch(scratch, { migrate: true });
  try {
    return await insertGroups(handle.db, shape);
  } finally {
    await handle.close();
  }
}

/**
 * Inserts hotel groups straight into the database, as fixtures.createAccount does: faster than the
 * API, and free of plan limits, which are not what this suite tests. Each item's opening stock goes to
 * the ledger like the API's would, so stock equals ledger from the start.
 */
export async function insertGroups(db: Database, shape: GroupShape): Promise<Group[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const tag = () => crypto.randomBytes(4).toString("hex");
  const groups: Group[] = [];
  for (let g = 0; g < shape.groups; g++) {
    groups.push(
      await db.transaction(async (tx) => {
        const now = Date.now();
        const [owner] = await tx
          .insert(users)
          .values({
            email: `reliability-owner-${tag()}@example.com`,
            firstName: "Owner",
            lastName: String(g + 1),
            passwordHash,
            role: "owner",
            subscriptionTier: "enterprise",
            subscriptionStatus: "active",
            // Far from its period end, so no renewal job touches the account during a run.
            currentPeriodStart: new Date(now - 30 * DAY_MS),
            currentPeriodEnd: new Date(now + 300 * DAY_MS),
          })
          .returning({ id: users.id, email: users.email });
        const group: Group = { owner, properties: [] };
        for (let p = 0; p < shape.propertiesPerGroup; p++) {
          const [manager] = await tx
            .insert(users)
            .values({
              email: `reliability-manager-${tag()}@example.com`,
              firstName: "Manager",
              lastName: `${g + 1}.${p + 1}`,
              passwordHash,
              role: "manager",
              createdBy: owner.id,
            })
            .returning({ id: users.id, email: users.email });
          const [property] = await tx
            .insert(properties)
            .values({ name: `Reliability Hotel ${g + 1}.${p + 1}`, address: `${p + 1} Test Road`, ownerId: owner.id })
            .returning({ id: properties.id });
          await tx
            .insert(propertyManagers)
            .values({ propertyId: property.id, managerId: manager.id, ownerId: owner.id });
          const items = await tx
            .insert(inventoryItems)
            .values(
              Array.from({ length: shape.itemsPerProperty }, (_, i) => ({
                name: `${ITEM_NAMES[i % ITEM_NAMES.length]} ${i + 1}`,
                category: CATEGORIES[i % CATEGORIES.length],
                currentStock: 50,
                minStock: 20,
                propertyId: property.id,
                ownerId: owner.id,
              })),
            )
            .returning({ id: inventoryItems.id, name: inventoryItems.name, stock: inventoryItems.currentStock });
          await tx.insert(stockMovements).values(
            items.map((item) => ({
              itemId: item.id,
              delta: item.stock,
              resultingStock: item.stock,
              reason: "created" as const,
              userId: owner.id,
              ownerId: owner.id,
            })),
          );
          group.properties.push({ id: property.id, manager, items: items.map(({ id, name }) => ({ id, name })) });
        }
        return group;
      }),
    );
  }
  return groups;
}
