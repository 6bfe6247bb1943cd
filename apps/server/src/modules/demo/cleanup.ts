import { TIMINGS } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { deleteDemoAccounts, deleteDemoSignupsBefore, lockDemoAccountsIdleSince } from "./repo";

/**
 * Demo accounts are removed this long after they were created, or after their latest payment attempt
 * if that is later (their sample data goes with them): an account paying to become a customer is never
 * removed under its payment.
 */
export const DEMO_ACCOUNT_LIFETIME_DAYS = 14;

/** Deletes demo accounts older than their lifetime, with the managers they created; answers how many went. */
export async function removeStaleDemoAccounts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DEMO_ACCOUNT_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const stale = await lockDemoAccountsIdleSince(tx, cutoff);
    await deleteDemoAccounts(tx, stale);
    return stale.length;
  });
}

/** Removes the demo sign-ups whose emailed link has expired; answers how many went. */
export function removeExpiredDemoSignups(db: Database, now = new Date()): Promise<number> {
  return deleteDemoSignupsBefore(db, new Date(now.getTime() - TIMINGS.demoConfirmationTtlMs));
}
