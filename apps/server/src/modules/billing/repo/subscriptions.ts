import { type SQL, and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
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

/** The dunning columns emptied: no failed renewal is being chased (decision 191). */
export const NOT_IN_DUNNING = {
  pastDueSince: null,
  dunningRetries: 0,
  suspensionNoticedAt: null,
} satisfies AccountChanges;

/** When the account's failed renewal made it past due (its grace counts from then); null when none did. */
export async function findPastDueSince(db: Executor, id: string): Promise<Date | null> {
  const [row] = await db.select({ since: users.pastDueSince }).from(users).where(eq(users.id, id));
  return row?.since ?? null;
}

/** Owners in dunning whose retries or suspension notice may be due: few, and each is checked again under lock. */
export async function listDunningAccounts(db: Executor, limit: number) {
  return db
    .select({
      id: users.id,
      pastDueSince: users.pastDueSince,
      dunningRetries: users.dunningRetries,
      suspensionNoticedAt: users.suspensionNoticedAt,
    })
    .from(users)
    .where(
      and(
        eq(users.role, "owner"),
        eq(users.subscriptionStatus, "past_due"),
        isNotNull(users.pastDueSince),
        isNull(users.suspensionNoticedAt),
      ),
    )
    .limit(limit);
}

/** Moves the start of a past-due owner's grace (the test hook that ends it); answers whether there was one. */
export async function moveGraceStart(db: Executor, { email, to }: { email: string; to: Date }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ pastDueSince: to })
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        eq(users.subscriptionStatus, "past_due"),
        isNotNull(users.pastDueSince),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The managers an owner added: whom a suspension notice goes to. */
export async function listManagersOf(db: Executor, ownerId: string) {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.createdBy, ownerId), eq(users.role, "manager")));
}

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
