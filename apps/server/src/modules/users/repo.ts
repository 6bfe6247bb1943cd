import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SubscriptionAccount } from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { AppError } from "../../lib/errors";
import { sessions, users, type UserRow } from "../../db/schema";

/** Every user column a client may see: never the password hash or payment-provider ids. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  createdBy: users.createdBy,
  subscriptionTier: users.subscriptionTier,
  subscriptionStatus: users.subscriptionStatus,
  billingPeriod: users.billingPeriod,
  currentPeriodStart: users.currentPeriodStart,
  currentPeriodEnd: users.currentPeriodEnd,
  totalAmountPaid: users.totalAmountPaid,
  currentMaxPaid: users.currentMaxPaid,
  totalLengthPaid: users.totalLengthPaid,
  longestPaidPeriod: users.longestPaidPeriod,
  lastPaymentDate: users.lastPaymentDate,
  lastPaymentAmount: users.lastPaymentAmount,
  trialEndsAt: users.trialEndsAt,
  scheduledUpdateTier: users.scheduledUpdateTier,
  scheduledUpdateDate: users.scheduledUpdateDate,
  scheduledBillingPeriod: users.scheduledBillingPeriod,
  scheduledUpdateProperties: users.scheduledUpdateProperties,
  paidThroughDate: users.paidThroughDate,
  featureDowngradeDate: users.featureDowngradeDate,
  creditExtensionDays: users.creditExtensionDays,
  additionalProperties: users.additionalProperties,
  companyName: users.companyName,
  notificationPreferences: users.notificationPreferences,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type PublicUser = Omit<UserRow, "passwordHash" | "stripeCustomerId" | "stripeSubscriptionId">;

const owners = alias(users, "owners");

/**
 * The account whose subscription decides a user's access and plan, with its id for the reason's lookup.
 */
export type Subscriber = SubscriptionAccount &
  Pick<PublicUser, "id" | "subscriptionTier" | "scheduledUpdateTier" | "scheduledUpdateDate">;

/** The signed-in user and the subscription that decides their access (the paywall reads it). */
export interface SessionUser {
  user: PublicUser;
  subscriber: Subscriber;
}

const subscriberColumns = {
  id: owners.id,
  role: owners.role,
  subscriptionStatus: owners.subscriptionStatus,
  currentPeriodEnd: owners.currentPeriodEnd,
  trialEndsAt: owners.trialEndsAt,
  subscriptionTier: owners.subscriptionTier,
  scheduledUpdateTier: owners.scheduledUpdateTier,
  scheduledUpdateDate: owners.scheduledUpdateDate,
};

/**
 * An unexpired session row with its user, and the subscription that decides the user's access (their
 * own, or for a manager their owner's), all in one statement: a signed-in request costs this one query
 * before its route runs. `account` is null when the session has no user or its user is gone.
 */
export async function findSessionUser(
  db: Database,
  sid: string,
): Promise<{ sess: Record<string, unknown>; expire: Date; account: SessionUser | null } | undefined> {
  const [row] = await sessionUserStatement(db).execute({ sid });
  if (!row) return undefined;
  return {
    sess: row.sess,
    expire: row.expire,
    account: row.user && { user: row.user, subscriber: row.owner ?? row.user },
  };
}

/** Every signed-in request runs it: prepared once (decision 118). */
function sessionUserStatement(db: Database) {
  return preparedOnce(db, "session_user", (name) =>
    db
      .select({ sess: sessions.sess, expire: sessions.expire, user: publicUserColumns, owner: subscriberColumns })
      .from(sessions)
      .leftJoin(users, sql`${users.id} = ${sessions.sess} ->> 'userId'`)
      .leftJoin(owners, and(eq(users.role, "manager"), eq(owners.id, users.createdBy)))
      .where(sql`${sessions.sid} = ${sql.placeholder("sid")} and ${sessions.expire} > now()`)
      .limit(1)
      .prepare(name),
  );
}

/** Looks an account up by email, ignoring case; returns what sign-in needs. */
export async function findCredentialsByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      subscriptionStatus: users.subscriptionStatus,
      totalAmountPaid: users.totalAmountPaid,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/**
 * A catch handler for inserting or renaming a user. Two saves of one email can both pass a "taken?"
 * check before either commits; the unique index then refuses the later one, which is the same conflict
 * and gets the same answer (409 with `message`) instead of a 500.
 */
export function conflictOnDuplicateEmail(message: string) {
  return (error: unknown): never => {
    const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
    if ((cause as { constraint?: unknown } | null)?.constraint === "users_email_unique") {
      throw new AppError("CONFLICT", message, {}, { cause: error });
    }
    throw error;
  };
}
