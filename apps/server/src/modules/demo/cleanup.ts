import { and, eq, gte, lt, notExists } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentIntents, users } from "../../db/schema";

/**
 * Demo accounts are removed this long after they were created, or after their latest payment attempt
 * if that is later (their sample data goes with them): an account paying to become a customer is never
 * removed under its payment.
 */
export const DEMO_ACCOUNT_LIFETIME_DAYS = 14;

/** Deletes demo accounts older than their lifetime; answers how many went. */
export async function removeStaleDemoAccounts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DEMO_ACCOUNT_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const recentPayment = db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.userId, users.id), gte(paymentIntents.createdAt, cutoff)));
  const removed = await db
    .delete(users)
    .where(and(eq(users.role, "demo"), lt(users.createdAt, cutoff), notExists(recentPayment)))
    .returning({ id: users.id });
  return removed.length;
}
