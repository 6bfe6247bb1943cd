import { and, eq, gte, inArray, lt, notExists, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { paymentIntents, sessions, users } from "../../db/schema";

/**
 * Demo accounts are removed this long after they were created, or after their latest payment attempt
 * if that is later (their sample data goes with them): an account paying to become a customer is never
 * removed under its payment.
 */
export const DEMO_ACCOUNT_LIFETIME_DAYS = 14;

/** Deletes demo accounts older than their lifetime, with the managers they created; answers how many went. */
export async function removeStaleDemoAccounts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DEMO_ACCOUNT_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const recentPayment = db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.userId, users.id), gte(paymentIntents.createdAt, cutoff)));
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "demo"), lt(users.createdAt, cutoff), notExists(recentPayment)))
      .for("update");
    await deleteDemoAccounts(
      tx,
      stale.map((demo) => demo.id),
    );
    return stale.length;
  });
}

/**
 * Deletes demo accounts and the managers they created, with those managers' sessions. The managers'
 * addresses were never proven by anyone (a demo account is anonymous), so they must not outlive the demo
 * and keep an address someone else may want (issue 16); the foreign key alone would leave them behind,
 * owned by no one. Assignments, tokens and sample data go by cascade.
 */
async function deleteDemoAccounts(tx: Executor, demoIds: string[]) {
  if (demoIds.length === 0) return;
  const managers = await tx
    .delete(users)
    .where(and(eq(users.role, "manager"), inArray(users.createdBy, demoIds)))
    .returning({ id: users.id });
  const gone = [...demoIds, ...managers.map((manager) => manager.id)];
  await tx.delete(sessions).where(inArray(sql`${sessions.sess} ->> 'userId'`, gone));
  await tx.delete(users).where(and(eq(users.role, "demo"), inArray(users.id, demoIds)));
}
