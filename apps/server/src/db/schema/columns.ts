import { sql } from "drizzle-orm";
import { type AnyPgColumn, integer, timestamp } from "drizzle-orm/pg-core";

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const at = (name: string) => timestamp(name, { withTimezone: true });

/** The required id of the row this one belongs to: deleting that row deletes this one with it. */
export const parentId = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: "cascade" });

/**
 * `column BETWEEN min AND max` with the bounds written out (DDL takes no parameters). A NULL passes,
 * as in any CHECK, so optional columns need no extra clause. The bounds are packages/shared's, the same
 * the schemas apply: the database refuses what a missed check in code would let through.
 */
export const within = (column: AnyPgColumn, min: number, max: number) =>
  sql`${column} BETWEEN ${sql.raw(String(min))} AND ${sql.raw(String(max))}`;
