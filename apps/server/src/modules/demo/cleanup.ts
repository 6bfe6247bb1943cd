import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** Demo accounts are removed this long after they were created (their sample data goes with them). */
export const DEMO_ACCOUNT_LIFETIME_DAYS = 14;

/** Deletes demo accounts older than their lifetime; answers how many went. */
export async function removeStaleDemoAccounts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DEMO_ACCOUNT_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(users)
    .where(and(eq(users.role, "demo"), lt(users.createdAt, cutoff)))
    .returning({ id: users.id });
  return removed.length;
}
