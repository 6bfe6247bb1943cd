import crypto from "node:crypto";
import { and, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import {
  ADMIN_RECENT_ACTIVITY,
  ADMIN_REQUESTS_LIMIT,
  type AdminStatsDto,
  type adminUpdateUserBodySchema,
} from "@stockroom/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
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
import { AppError } from "../../lib/errors";
import { hashPassword } from "../../lib/password";
import { notFound } from "../access/scope";
import { logActivity } from "../activity/repo";
import { createSampleHotel } from "../demo/sample";
import { publicUserColumns, type PublicUser } from "../users/repo";

const LIST_LIMIT = 500;

/** The product-wide figures of the admin dashboard, each one aggregate query. */
export async function adminStats(db: Database, now = new Date()): Promise<AdminStatsDto> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [[usersRow], tiers, [props], [items], [reqs], [revenue], activity] = await Promise.all([
    db
      .select({
        total: count(),
        active:
          sql<number>`count(*) filter (where ${users.subscriptionStatus} = 'active' and ${users.role} in ('owner', 'demo'))`.mapWith(
            Number,
          ),
      })
      .from(users),
    // Accounts that buy a plan: owners, and demo accounts under the demo tier; managers and admins have none of their own.
    db
      .select({ tier: users.subscriptionTier, n: count() })
      .from(users)
      .where(inArray(users.role, ["owner", "demo"]))
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
    totalUsers: usersRow.total,
    activeSubscriptions: usersRow.active,
    totalProperties: props.n,
    totalInventoryItems: items.n,
    totalRequests: reqs.n,
    monthlyRevenue: revenue.cents / 100,
    usersByTier: Object.fromEntries(tiers.map((t) => [t.tier, t.n])),
    recentActivity: activity.map((a) => ({
      id: a.id,
      type: a.type,
      details: a.details,
      userName: [a.firstName, a.lastName].filter(Boolean).join(" ") || null,
      timestamp: a.timestamp.toISOString(),
    })),
  };
}

/** Every user, newest first, with how many properties each owns. */
export async function adminUsers(db: Database) {
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

/** Every property with its owner, managers and item count: three queries. */
export async function adminProperties(db: Database) {
  const rows = await db
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
  if (rows.length === 0) return [];
  const managers = await db
    .select({
      propertyId: propertyManagers.propertyId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(propertyManagers)
    .innerJoin(users, eq(users.id, propertyManagers.managerId))
    .where(
      inArray(
        propertyManagers.propertyId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    managers: managers.filter((m) => m.propertyId === row.id).map(({ propertyId: _p, ...m }) => m),
  }));
}

/** The newest requests across the product (at most 50). */
export async function adminRequests(db: Database) {
  const rows = await db
    .select({
      id: requests.id,
      status: requests.status,
      quantity: requests.quantity,
      createdAt: requests.createdAt,
      itemName: sql<string>`coalesce(${requestItems.itemName}, '')`,
      propertyName: properties.name,
      requester: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(requests)
    .innerJoin(properties, eq(properties.id, requests.propertyId))
    .leftJoin(requestItems, and(eq(requestItems.requestId, requests.id), eq(requestItems.position, 0)))
    .leftJoin(users, eq(users.id, requests.requesterId))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(ADMIN_REQUESTS_LIMIT);
  return rows.map(({ itemName, propertyName, ...row }) => ({
    ...row,
    item: { name: itemName, property: { name: propertyName } },
  }));
}

/** Sets any user's role, tier and status; an admin cannot take their own admin role away. */
export async function adminUpdateUser(
  db: Database,
  admin: PublicUser,
  userId: string,
  body: z.output<typeof adminUpdateUserBodySchema>,
) {
  if (userId === admin.id && body.role !== "admin") {
    throw new AppError("BAD_REQUEST", "You cannot remove your own admin role");
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        role: body.role,
        subscriptionTier: body.subscriptionTier,
        subscriptionStatus: body.subscriptionStatus,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning(publicUserColumns);
    if (!row) throw notFound("User");
    await logActivity(tx, {
      type: "subscription_changed",
      details: `${row.email} set to ${body.role}, ${body.subscriptionTier}, ${body.subscriptionStatus} by an admin`,
      userId: admin.id,
      ownerId: row.id,
    });
    return row;
  });
}

/** Deletes a non-admin user with everything they own, including the manager accounts they created. */
export async function adminDeleteUser(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update");
    if (!target) throw notFound("User");
    if (target.role === "admin") throw new AppError("FORBIDDEN", "Admin users cannot be deleted");
    await tx.delete(users).where(and(eq(users.createdBy, userId), ne(users.role, "admin")));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** Creates a ready-to-use demo account and answers its credentials once. */
export async function adminCreateDemoUser(db: Database, admin: PublicUser) {
  const suffix = crypto.randomBytes(4).toString("hex");
  const email = `demo-${suffix}@example.com`;
  const password = `Demo${crypto.randomBytes(6).toString("base64url")}9a`;
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        firstName: "Demo",
        lastName: suffix.toUpperCase(),
        passwordHash,
        role: "demo",
        subscriptionTier: "demo",
        subscriptionStatus: "active",
        createdBy: admin.id,
      })
      .returning(publicUserColumns);
    await createSampleHotel(tx, row.id);
    await logActivity(tx, {
      type: "user_created",
      details: `Demo account ${email} created by an admin`,
      userId: admin.id,
      ownerId: row.id,
    });
    return row;
  });
  return { user, credentials: { email, password } };
}
