import { index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { activityTypeEnum } from "./enums";
import { timestamps } from "./columns";
import { ownerKey } from "./tenant-key";
import { users } from "./accounts";
import { properties } from "./properties";

export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    type: activityTypeEnum("type").notNull(),
    details: text("details").notNull(),
    /** Who did it. */
    userId: varchar("user_id", { length: 36 }).references(() => users.id, { onDelete: "set null" }),
    /** Whose account it belongs to, so an owner's log can be read without joins. */
    ownerId: ownerKey(),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index("activity_log_created_idx").on(t.createdAt),
    index("activity_log_owner_created_idx").on(t.ownerId, t.createdAt),
    index("activity_log_user_idx").on(t.userId),
    index("activity_log_property_idx").on(t.propertyId),
  ],
);
