import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { timestamps, within } from "./columns";
import { ownerKey } from "./tenant-key";

/**
 * An owner's supplier (issue 22.3, decision 147). Items name their preferred supplier; purchase orders are
 * grouped by it. The name is unique per owner, whatever its case.
 */
export const suppliers = pgTable(
  "suppliers",
  {
    id: serial("id").primaryKey(),
    ownerId: ownerKey(),
    name: varchar("name", { length: 255 }).notNull(),
    contactName: varchar("contact_name", { length: 255 }),
    email: varchar("email", { length: 254 }),
    phone: varchar("phone", { length: 50 }),
    leadTimeDays: integer("lead_time_days"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("suppliers_owner_name_unique").on(t.ownerId, sql`lower(${t.name})`),
    check("suppliers_lead_time_range", within(t.leadTimeDays, 0, 365)),
  ],
);
