import { type AnyPgColumn, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The tenant key (issue 23, decision 155): the owning account's user id on every row of a tenant table, set by
 * every insert, so each table can be distributed by it and each query filtered by it (db/tenancy.ts lists them).
 */
export const ownerKey = () => parentUserId("owner_id");

/** The required id of the user a row belongs to: deleting the user deletes the row with them. */
export const parentUserId = (name: string) =>
  varchar(name, { length: 36 })
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: "cascade" });

/** The tenant key of a derived table: no foreign key, like its property_id (see the analytics rollups). */
export const derivedOwnerKey = () => varchar("owner_id", { length: 36 }).notNull();
