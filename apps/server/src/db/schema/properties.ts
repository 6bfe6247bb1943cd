import { boolean, index, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { parentId, timestamps } from "./columns";
import { ownerKey, parentUserId } from "./tenant-key";

export const properties = pgTable(
  "properties",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 255 }).notNull(),
    address: text("address"),
    ownerId: ownerKey(),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("properties_owner_idx").on(t.ownerId, t.id)],
);

export const propertyManagers = pgTable(
  "property_managers",
  {
    id: serial("id").primaryKey(),
    propertyId: parentId("property_id", () => properties.id),
    managerId: parentUserId("manager_id"),
    ownerId: ownerKey(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex("property_managers_pair_unique").on(t.propertyId, t.managerId),
    index("property_managers_manager_idx").on(t.managerId),
    index("property_managers_owner_idx").on(t.ownerId),
  ],
);
