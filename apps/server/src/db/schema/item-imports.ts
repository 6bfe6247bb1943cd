import { sql } from "drizzle-orm";
import { jsonb, pgTable, serial, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { Category, ItemImportTarget } from "@stockroom/shared";
import { timestamps } from "./columns";
import { ownerKey } from "./tenant-key";

/**
 * A column mapping an account saved for its imports (issue 37 point 5, decision 198): by header name (normalized,
 * shared `normalizeHeader`) the field each column goes to, and the category each of the file's own category
 * names stands for. The name is unique per account, whatever its case; saving a name again replaces it.
 */
export const itemImportMappings = pgTable(
  "item_import_mappings",
  {
    id: serial("id").primaryKey(),
    ownerId: ownerKey(),
    name: varchar("name", { length: 100 }).notNull(),
    columns: jsonb("columns").$type<Record<string, ItemImportTarget>>().notNull(),
    categories: jsonb("categories").$type<Record<string, Category>>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("item_import_mappings_owner_name_unique").on(t.ownerId, sql`lower(${t.name})`)],
);
