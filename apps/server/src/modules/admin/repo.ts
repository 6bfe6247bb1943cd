import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { ADMIN_RECENT_ACTIVITY, ADMIN_REQUESTS_LIMIT } from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import {
  activityLog,
  inventoryItems,
  payments,
  properties,
  propertyManagers,
  requestItems,
  requests,
  users,
} from "../../db/schema";
import { firstLineOfRequest, newestRequestsFirst, requestSummaryColumns } from "../requests/repo/reads";
import { publicUserColumns } from "../users/repo";

const LIST_LIMIT = 500;

/** The product-wide figures of the admin dashboard, each one aggregate query, run side by side. */
export async function readProductFigures(db: Database, { monthStart }: { monthStart: Date }) {
  const [kinds, tiers, [props], [items], [reqs], [revenue], activity] = await Promise.all([
    // Every row by what it is: a checkout's row is an owner with no password until its payment makes the account.
    db
      .select({
        role: users.role,
        status: users.subscriptionStatus,
        checkout: sql<boolean>`${users.role} = 'owner' and ${users.passwordHash} is null`,
        n: count(),
      })
      .from(users)
      .groupBy(users.role, users.subscriptionStatus, sql`3`),
    // The customers: owners with an account; managers, admins and demo accounts have no plan of their own to pay.
    db
      .select({ tier: users.subscriptionTier, n: count() })
      .from(users)
      .where(and(eq(users.role, "owner"), isNotNull(users.passwordHash)))
      .groupBy(users.subscriptionTier),
    db.select({ n: count() }).from(properties),
    db.select({ n: count() }).from(inventoryItems),
    db.select({ n: count() }).from(requests),
    db
      .select({ cents: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.status, "succeeded"), gte(payments.createdAt, monthStart))),
    db
      .select({
        id: activityLog.id,
        type: activityLog.type,
        details: activityLog.details,
        firstName: users.firstName,
        lastName: users.lastName,
        timestamp: activityLog.createdAt,
      })
      .from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.userId))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(ADMIN_RECENT_ACTIVITY),
  ]);
  return {
    kinds,
    tiers,
    properties: props.n,
    items: items.n,
    requests: reqs.n,
    revenueCents: revenue.cents,
    activity,
  };
}

/** Every user, newest first, with how many properties each owns. */
export async function listUsers(db: Executor) {
  return db
    .select({
      ...publicUserColumns,
      // Spelled out: in a single-table select Drizzle leaves columns unqualified, which a subquery would misread.
      propertyCount:
        sql<number>`(select count(*) from "properties" where "properties"."owner_id" = "users"."id")`.mapWith(Number),
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(LIST_LIMIT);
}

/** The newest properties with their owner and item count. */
export async function listProperties(db: Executor) {
  return db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      createdAt: properties.createdAt,
      owner: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      itemCount:
        sql<number>`(select count(*) from ${inventoryItems} where ${inventoryItems.propertyId} = ${properties.id})`.mapWith(
          Number,
        ),
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(LIST_LIMIT);
}

/** The managers assigned to any of the properties, each with the property it is assigned to. */
export async function listManagersOf(db: Executor, propertyIds: number[]) {
  return db
    .select({
      propertyId: propertyManagers.propertyId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(propertyManagers)
    .innerJoin(users, eq(users.id, propertyManagers.managerId))
    .where(inArray(propertyManagers.propertyId, propertyIds));
}

/** The newest requests across the product, each with its first line's item name, property and requester. */
export async function listNewestRequests(db: Executor) {
  return db
    .select({
      ...requestSummaryColumns,
      propertyName: properties.name,
      requester: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(requests)
    .innerJoin(properties, eq(properties.id, requests.propertyId))
    .leftJoin(requestItems, firstLineOfRequest)
    .leftJoin(users, eq(users.id, requests.requesterId))
    .orderBy(...newestRequestsFirst)
    .limit(ADMIN_REQUESTS_LIMIT);
}

export type UserAccess = Pick<typeof users.$inferInsert, "role" | "subscriptionTier" | "subscriptionStatus">;

/** Sets a user's role, tier and status: the user as a client may see them, or undefined when there is none. */
export async function updateUserAccess(db: Executor, { userId, access }: { userId: string; access: UserAccess }) {
  // A status the admin changes ends any dunning (decision 191): a past due set by hand takes effect at once, with no
  // grace; a status left as it was keeps a failed renewal's grace running.
  const changed = sql`${users.subscriptionStatus} is distinct from ${access.subscriptionStatus ?? null}`;
  const [row] = await db
    .update(users)
    .set({
      ...access,
      pastDueSince: sql`case when ${changed} then null else ${users.pastDueSince} end`,
      dunningRetries: sql`case when ${changed} then 0 else ${users.dunningRetries} end`,
      suspensionNoticedAt: sql`case when ${changed} then null else ${users.suspensionNoticedAt} end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning(publicUserColumns);
  return row;
}

/** A user's role, with their row locked until the transaction ends; undefined when there is none. */
export async function lockUserRole(db: Executor, userId: string) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update");
  return row?.role;
}

/** Deletes a user and the non-admin accounts they created; their data goes with them (foreign keys cascade). */
export async function deleteUserAndCreated(db: Executor, userId: string) {
  await db.delete(users).where(and(eq(users.createdBy, userId), ne(users.role, "admin")));
  await db.delete(users).where(eq(users.id, userId));
}

export type NewUser = Omit<typeof users.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** Inserts a user and answers them as a client may see them. */
export async function insertUser(db: Executor, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning(publicUserColumns);
  return row;
}
