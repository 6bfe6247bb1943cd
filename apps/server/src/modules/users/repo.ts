import { and, asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { NotificationPreferences, SubscriptionAccount } from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { violatedConstraint } from "../../db/constraints";
import { preparedOnce } from "../../db/prepared";
import { AppError } from "../../lib/errors";
import { properties, propertyManagers, sessions, users, type UserRow } from "../../db/schema";
import type { Actor } from "../access/scope";

/** Who a user is: their name, picture, email and role. */
const identityColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
};

/** The user's columns of shared TierHolder: what decides the plan whose limits apply. */
export const tierHolderColumns = {
  role: users.role,
  subscriptionTier: users.subscriptionTier,
  scheduledUpdateTier: users.scheduledUpdateTier,
  scheduledUpdateDate: users.scheduledUpdateDate,
};

/** Every user column a client may see: never the password hash or payment-provider ids. */
export const publicUserColumns = {
  ...identityColumns,
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

/**
 * Billing's own bookkeeping (the billing day) and the receipts' billing address and tax id stay out too: no answer
 * of the contract carries them (the billing details have their own route).
 */
export type PublicUser = Omit<
  UserRow,
  | "passwordHash"
  | "stripeCustomerId"
  | "stripeSubscriptionId"
  | "emailVerifiedAt"
  | "billingAnchorDay"
  | "pastDueSince"
  | "dunningRetries"
  | "suspensionNoticedAt"
  | "billingAddress"
  | "taxId"
>;

const owners = alias(users, "owners");
const creators = alias(users, "creators");
const atAddress = (email: string) => sql`lower(${users.email}) = lower(${email})`;

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
  pastDueSince: owners.pastDueSince,
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
    account: row.user && {
      user: row.user,
      subscriber: row.owner ?? { ...row.user, pastDueSince: row.pastDueSince },
    },
  };
}

/** Every signed-in request runs it: prepared once (decision 118). */
function sessionUserStatement(db: Database) {
  return preparedOnce(db, "session_user", (name) =>
    db
      .select({
        sess: sessions.sess,
        expire: sessions.expire,
        user: publicUserColumns,
        // The user's own grace, which PublicUser leaves out: it decides for them unless an owner's does.
        pastDueSince: users.pastDueSince,
        owner: subscriberColumns,
      })
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
    .where(and(atAddress(email), sql`${users.passwordHash} IS NOT NULL`))
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
    if (violatedConstraint(error) === "users_email_unique") {
      throw new AppError("CONFLICT", message).withCause(error);
    }
    throw error;
  };
}

/**
 * The account an address belongs to: the one that signs in with it (it has a password; users_email_unique), with
 * the role of whoever created it. An unaccepted invitation or an unpaid checkout holds no address (issue 34).
 */
export async function findAddressHolder(db: Executor, email: string) {
  const [holder] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      createdBy: users.createdBy,
      creatorRole: creators.role,
    })
    .from(users)
    .leftJoin(creators, eq(creators.id, users.createdBy))
    .where(and(atAddress(email), sql`${users.passwordHash} IS NOT NULL`))
    .for("update", { of: users });
  return holder;
}
export type AddressHolder = NonNullable<Awaited<ReturnType<typeof findAddressHolder>>>;

/** Whether the user has set a password (a manager: accepted their invitation). */
export async function hasPassword(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ set: sql<boolean>`${users.passwordHash} IS NOT NULL` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.set ?? false;
}

/** The active properties a manager is assigned to, by name: what their invitation names and where it lands them. */
export async function activePropertiesOfManager(
  db: Executor,
  { managerId, ownerId }: { managerId: string; ownerId: string | null },
) {
  if (!ownerId) return [];
  return db
    .select({ id: properties.id, name: properties.name })
    .from(propertyManagers)
    .innerJoin(properties, eq(properties.id, propertyManagers.propertyId))
    .where(
      and(
        eq(propertyManagers.ownerId, ownerId),
        eq(properties.ownerId, ownerId),
        eq(propertyManagers.managerId, managerId),
        eq(properties.isActive, true),
      ),
    )
    .orderBy(asc(properties.name), asc(properties.id));
}

/** The owner who created a manager (null for an account nobody created). */
export async function findCreatorId(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ createdBy: users.createdBy }).from(users).where(eq(users.id, userId));
  return row?.createdBy ?? null;
}

/** Whether the owner has a manager other than `exceptId` at this address (their own managers are theirs to know). */
export async function isOwnManagerAddress(
  db: Executor,
  { owner, email, exceptId }: { owner: Actor; email: string; exceptId?: string },
): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        atAddress(email),
        eq(users.role, "manager"),
        eq(users.createdBy, owner.id),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    );
  return taken !== undefined;
}

/** The advisory lock class of an address being taken by an account (the second key is the address's hash). */
const ADDRESS_LOCK_CLASS = 34_002;

/**
 * Serialises everything that makes an account hold an address (a checkout's payment, an accepted invitation, a
 * confirmed demo) until the transaction ends: each checks the holder under it, so none meets the unique index.
 */
export async function lockAddress(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(lower(${email})))`);
}

const managerColumns = { ...identityColumns, createdAt: users.createdAt };
export type ManagedUser = Pick<UserRow, keyof typeof managerColumns>;

/** Only managers the owner created; anyone else's account is indistinguishable from none. */
const ownManager = (owner: Actor, id: string) =>
  and(eq(users.id, id), eq(users.role, "manager"), eq(users.createdBy, owner.id), ne(users.id, owner.id));

/** A page of the owner's managers by name; `after` is the last row's sort key (first, last name, id). */
export async function listManagers(
  db: Executor,
  { owner, limit, after }: { owner: Actor; limit: number; after?: [string, string, string] },
) {
  // Names may be missing; the sort key treats a missing one as empty so the keyset stays total.
  const firstName = sql<string>`coalesce(${users.firstName}, '')`;
  const lastName = sql<string>`coalesce(${users.lastName}, '')`;
  return db
    .select({ ...managerColumns, sortFirst: firstName, sortLast: lastName })
    .from(users)
    .where(
      and(
        eq(users.createdBy, owner.id),
        eq(users.role, "manager"),
        ne(users.id, owner.id),
        after ? sql`(${firstName}, ${lastName}, ${users.id}) > (${after[0]}, ${after[1]}, ${after[2]})` : undefined,
      ),
    )
    .orderBy(asc(firstName), asc(lastName), asc(users.id))
    .limit(limit);
}

/** A manager account without a password, created by `createdBy`; fails on the unique email index. */
export async function insertManager(
  db: Executor,
  values: { email: string; firstName: string; lastName: string; createdBy: string },
): Promise<ManagedUser> {
  const [created] = await db
    .insert(users)
    .values({ ...values, role: "manager", subscriptionStatus: "active" })
    .returning(managerColumns);
  return created;
}

export async function findOwnManager(db: Executor, owner: Actor, id: string): Promise<ManagedUser | undefined> {
  const [manager] = await db.select(managerColumns).from(users).where(ownManager(owner, id));
  return manager;
}

/** The owner's manager's email, with the row locked until the transaction ends. */
export async function lockOwnManagerEmail(tx: Executor, owner: Actor, id: string): Promise<string | undefined> {
  const [row] = await tx.select({ email: users.email }).from(users).where(ownManager(owner, id)).for("update");
  return row?.email;
}

/** What an owner may change of their manager: the names, the email, and the password (only to none). */
export interface ManagerChange {
  id: string;
  values: { email: string; firstName: string; lastName: string; passwordHash?: null };
}

/** Saves the change of the owner's manager; fails on the unique email index. */
export async function updateOwnManager(tx: Executor, owner: Actor, { id, values }: ManagerChange) {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(ownManager(owner, id))
    .returning(managerColumns);
  return row;
}

/** Deletes the owner's manager; answers whether there was one. */
export async function deleteOwnManager(db: Executor, owner: Actor, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(ownManager(owner, id)).returning({ id: users.id });
  return deleted.length > 0;
}

/** Whether `managerId` is a manager that `ownerId` created. */
export async function isManagerOf(db: Executor, ownerId: string, managerId: string): Promise<boolean> {
  const [manager] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, managerId), eq(users.role, "manager"), eq(users.createdBy, ownerId)))
    .limit(1);
  return manager !== undefined;
}

/** Locks the account's row and answers what decides its plan limits. */
export async function lockPlanOf(tx: Executor, userId: string) {
  const [row] = await tx
    .select({
      ...tierHolderColumns,
      additionalProperties: users.additionalProperties,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

/** Sets the password chosen from a link emailed to the user's address, which that proves (`emailVerifiedAt`). */
export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  const now = new Date();
  await db.update(users).set({ passwordHash, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/** Saves the user's notification preferences and answers them as stored. */
export async function updateNotificationPreferences(
  db: Executor,
  userId: string,
  preferences: NotificationPreferences,
) {
  const [row] = await db
    .update(users)
    .set({ notificationPreferences: preferences, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ preferences: users.notificationPreferences });
  return row.preferences;
}
