import { type SQL, and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { type UserRow, users } from "../../../db/schema";
import { type PublicUser, publicUserColumns } from "../../users/repo";

/**
 * The subscription of an account: the plan, period, status, scheduled change and totals paid, kept
 * on its `users` row.
 */
export type BillingAccount = UserRow;

/** The columns billing writes on an account (the password only at checkout, from the registration). */
export type AccountChanges = Partial<Omit<typeof users.$inferInsert, "id" | "email" | "createdAt">>;

/** The account's row, locked for the rest of the transaction; null when there is none. */
export async function lockAccount(tx: Executor, id: string): Promise<BillingAccount | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return row ?? null;
}

export async function updateAccount(tx: Executor, id: string, changes: AccountChanges): Promise<void> {
  await tx.update(users).set(changes).where(eq(users.id, id));
}

/** Grows the account's allowance of additional properties by `added`, with the other changes. */
export async function addAdditionalProperties(
  tx: Executor,
  id: string,
  { added, changes }: { added: number; changes: AccountChanges },
): Promise<void> {
  await tx
    .update(users)
    .set({ additionalProperties: sql`${users.additionalProperties} + ${added}`, ...changes })
    .where(eq(users.id, id));
}

/** The schedule's columns emptied: no plan change pending. */
export const NO_SCHEDULED_CHANGE = {
  scheduledUpdateTier: null,
  scheduledUpdateDate: null,
  scheduledBillingPeriod: null,
  scheduledUpdateProperties: null,
} satisfies AccountChanges;

export async function findPublicAccount(db: Executor, id: string): Promise<PublicUser | null> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findRole(db: Executor, id: string) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role ?? null;
}

const changeDue = (now: Date) => and(isNotNull(users.scheduledUpdateTier), lte(users.scheduledUpdateDate, now));
const renewalDue = (now: Date) => and(eq(users.subscriptionStatus, "active"), lte(users.currentPeriodEnd, now));

/** Accounts whose scheduled plan change is due at `now`, at most `limit`. */
export async function listDueChanges(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(changeDue(now)).limit(limit);
  return rows.map((row) => row.id);
}

/** Owners whose active period has ended at `now`, at most `limit`. */
export async function listDueRenewals(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "owner"), renewalDue(now)))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Locks the account if its job is still due and no other instance holds it (`SKIP LOCKED`): a job
 * another instance is running, or has just run, is skipped.
 */
async function lockIfDue(tx: Executor, id: string, due: SQL | undefined): Promise<BillingAccount | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), due))
    .for("update", { skipLocked: true });
  return row ?? null;
}

export const lockDueChange = (tx: Executor, id: string, now: Date) => lockIfDue(tx, id, changeDue(now));
export const lockDueRenewal = (tx: Executor, id: string, now: Date) => lockIfDue(tx, id, renewalDue(now));
