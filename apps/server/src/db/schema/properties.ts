import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { ownerKey } from "./tenant-key";
import { users } from "./accounts";

export const properties = pgTable(
  "properties",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 255 }).notNull(),
    address: text("address"),
    ownerId: varchar("owner_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("properties_owner_idx").on(t.ownerId, t.id)],
);

export const propertyManagers = pgTable(
  "property_managers",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    managerId: varchar("manager_id", { length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ownerId: ownerKey(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex("property_managers_pair_unique").on(t.propertyId, t.managerId),
    index("property_managers_manager_idx").on(t.managerId),
    index("property_managers_owner_idx").on(t.ownerId),
  ],
);
