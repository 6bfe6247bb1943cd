import { and, eq, gte, isNull, lt, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/client";
import { activityLog, paymentIntents, pendingCheckouts, properties, users } from "../../../db/schema";

/**
 * Accounts made or remade by a payment: the `incomplete` owner row each checkout pays into, each
 * checkout's registration details until one is paid, invitations withdrawn for a buyer's address, and
 * the sample data a converting demo account drops.
 */

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/**
 * A checkout's own account row, `incomplete` with no password or details: it cannot sign in and, having no
 * password, holds no address (users_email_unique), so it neither blocks nor reveals the address's account.
 */
export async function insertCheckoutAccount(tx: Executor, email: string): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({ email, role: "owner", subscriptionStatus: "incomplete", passwordHash: null })
    .returning({ id: users.id });
  return row.id;
}

/** The account row of this checkout payment made for this email; null for another email or no such payment. */
export async function findCheckoutAccountId(
  tx: Executor,
  { intentId, email }: { intentId: string; email: string },
): Promise<string | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(paymentIntents)
    .innerJoin(users, eq(users.id, paymentIntents.userId))
    .where(and(eq(paymentIntents.id, intentId), byEmail(email)));
  return row?.id ?? null;
}

const inviters = alias(users, "inviters");

/**
 * The manager accounts at this address that its buyer withdraws (decision 88): invitations nobody accepted, and
 * managers a demo account or a deleted account made; locked, with their inviter.
 */
export async function lockWithdrawableManagers(tx: Executor, email: string) {
  return tx
    .select({ id: users.id, email: users.email, inviterId: inviters.id })
    .from(users)
    .leftJoin(inviters, eq(inviters.id, users.createdBy))
    .where(
      and(
        byEmail(email),
        eq(users.role, "manager"),
        or(isNull(users.passwordHash), isNull(inviters.id), eq(inviters.role, "demo")),
      ),
    )
    .for("update", { of: users });
}

export async function deleteAccount(tx: Executor, id: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
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
 * Deletes the rows of checkouts never paid and started before `cutoff`, with their payments and details;
 * answers how many. Only `incomplete` owner rows that never paid go: nobody else's account or invitation.
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
