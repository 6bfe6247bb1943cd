import { and, eq, gte, lt, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/client";
import { activityLog, pendingCheckouts, properties, users } from "../../../db/schema";

/**
 * Accounts made or remade by a payment: the `incomplete` owner row an email's checkouts pay into, each
 * checkout's registration details until one is paid, invitations withdrawn for a buyer's address, and
 * the sample data a converting demo account drops.
 */

const byEmail = (email: string) => sql`lower(${users.email}) = ${email}`;

/** Creates the email's `incomplete` owner row (no password: it cannot sign in) unless the email has a row. */
export async function insertIncompleteOwner(tx: Executor, email: string): Promise<void> {
  await tx
    .insert(users)
    .values({ email, role: "owner", subscriptionStatus: "incomplete", passwordHash: null })
    .onConflictDoNothing();
}

/**
 * The account holding the email, share-locked: checkouts open side by side, but wait for one being
 * paid, then see the account it made.
 */
export async function shareLockEmailHolder(tx: Executor, email: string) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, status: users.subscriptionStatus, paid: users.totalAmountPaid })
    .from(users)
    .where(byEmail(email))
    .for("share");
  return row ?? null;
}

const inviters = alias(users, "inviters");

/** The manager account holding the email, locked, with whether it was accepted and who invited it. */
export async function lockManagerByEmail(tx: Executor, email: string) {
  const [manager] = await tx
    .select({
      id: users.id,
      email: users.email,
      accepted: sql<boolean>`${users.passwordHash} is not null`,
      inviterId: inviters.id,
      inviterRole: inviters.role,
    })
    .from(users)
    .leftJoin(inviters, eq(inviters.id, users.createdBy))
    .where(and(byEmail(email), eq(users.role, "manager")))
    .for("update", { of: users });
  return manager ?? null;
}

export async function deleteAccount(tx: Executor, id: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

export async function findAccountIdByEmail(tx: Executor, email: string): Promise<string | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(byEmail(email));
  return row?.id ?? null;
}

export type Registration = Pick<
  typeof pendingCheckouts.$inferInsert,
  "firstName" | "lastName" | "companyName" | "passwordHash"
>;

/** Keeps a checkout's details (password hashed) beside its payment until it is paid. */
export async function insertPendingCheckout(
  tx: Executor,
  checkout: Registration & { intentId: string; userId: string },
): Promise<void> {
  await tx.insert(pendingCheckouts).values(checkout);
}

/**
 * The paid checkout's registration details, and every pending checkout of the account dropped; null
 * when the checkout predates pending_checkouts.
 */
export async function takeRegistration(
  tx: Executor,
  { intentId, userId }: { intentId: string; userId: string },
): Promise<Registration | null> {
  const [registration] = await tx
    .select({
      firstName: pendingCheckouts.firstName,
      lastName: pendingCheckouts.lastName,
      companyName: pendingCheckouts.companyName,
      passwordHash: pendingCheckouts.passwordHash,
    })
    .from(pendingCheckouts)
    .where(eq(pendingCheckouts.intentId, intentId));
  await tx.delete(pendingCheckouts).where(eq(pendingCheckouts.userId, userId));
  return registration ?? null;
}

/**
 * Deletes the rows of emails whose checkouts were never paid and none started since `cutoff`, so the
 * email can be used again; answers how many.
 */
export async function deleteAbandonedCheckouts(db: Executor, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(users)
    .where(
      and(
        eq(users.role, "owner"),
        eq(users.subscriptionStatus, "incomplete"),
        eq(users.totalAmountPaid, 0),
        lt(users.createdAt, cutoff),
        notExists(
          db
            .select({ intentId: pendingCheckouts.intentId })
            .from(pendingCheckouts)
            .where(and(eq(pendingCheckouts.userId, users.id), gte(pendingCheckouts.createdAt, cutoff))),
        ),
      ),
    )
    .returning({ id: users.id });
  return removed.length;
}

/**
 * A demo account starting fresh: its properties go with everything in them (items, ledger, requests,
 * counts, manager assignments) and so does its activity; its managers stay.
 */
export async function deleteSampleData(tx: Executor, ownerId: string): Promise<void> {
  await tx.delete(properties).where(eq(properties.ownerId, ownerId));
  await tx.delete(activityLog).where(eq(activityLog.ownerId, ownerId));
}
