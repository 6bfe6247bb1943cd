import crypto from "node:crypto";
import { type AdminStatsDto, type adminUpdateUserBodySchema, isDeletableAccount } from "@stockroom/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { hashPassword } from "../../lib/password";

import { logActivity, logSubscriptionChange } from "../activity/repo";
import { createSampleHotel } from "../demo/sample";
import type { PublicUser } from "../users/repo";
import * as repo from "./repo";

/** The product-wide figures of the admin dashboard, each one aggregate query. */
export async function adminStats(db: Database): Promise<AdminStatsDto> {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const figures = await repo.readProductFigures(db, { monthStart });
  const accounts = countAccounts(figures.kinds);
  return {
    totalUsers: figures.kinds.filter((kind) => !kind.checkout).reduce((sum, kind) => sum + kind.n, 0),
    activeSubscriptions: accounts.ownersByStatus.active ?? 0,
    totalProperties: figures.properties,
    totalInventoryItems: figures.items,
    totalRequests: figures.requests,
    monthlyRevenue: figures.revenueCents / 100,
    usersByTier: Object.fromEntries(figures.tiers.map((t) => [t.tier, t.n])),
    accounts,
    recentActivity: figures.activity.map((a) => ({
      id: a.id,
      type: a.type,
      details: a.details,
      userName: [a.firstName, a.lastName].filter(Boolean).join(" ") || null,
      timestamp: a.timestamp.toISOString(),
    })),
  };
}

/** The owners by status, and every other kind of row counted apart (issue 36). */
function countAccounts(kinds: { role: string; status: string; checkout: boolean; n: number }[]) {
  const accounts = {
    ownersByStatus: {} as Record<string, number>,
    demoAccounts: 0,
    managers: 0,
    admins: 0,
    openCheckouts: 0,
  };
  for (const { role, status, checkout, n } of kinds) {
    if (checkout) accounts.openCheckouts += n;
    else if (role === "owner") accounts.ownersByStatus[status] = (accounts.ownersByStatus[status] ?? 0) + n;
    else if (role === "demo") accounts.demoAccounts += n;
    else if (role === "manager") accounts.managers += n;
    else accounts.admins += n;
  }
  return accounts;
}

/** Every user, newest first, with how many properties each owns. */
export async function adminUsers(db: Database) {
  return repo.listUsers(db);
}

/** Every property with its owner, managers and item count: two queries. */
export async function adminProperties(db: Database) {
  const rows = await repo.listProperties(db);
  if (rows.length === 0) return [];
  const managers = await repo.listManagersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    managers: managers.filter((m) => m.propertyId === row.id).map(({ propertyId: _p, ...m }) => m),
  }));
}

/** The newest requests across the product (at most 50). */
export async function adminRequests(db: Database) {
  const rows = await repo.listNewestRequests(db);
  return rows.map(({ itemName, propertyName, ...row }) => ({
    ...row,
    item: { name: itemName, property: { name: propertyName } },
  }));
}

/** Which user to change, and the role, tier and status they get. */
export interface UserAccessChange {
  userId: string;
  changes: z.output<typeof adminUpdateUserBodySchema>;
}

/** Sets any user's role, tier and status; an admin cannot take their own admin role away. */
export async function adminUpdateUser(db: Database, admin: PublicUser, { userId, changes }: UserAccessChange) {
  if (userId === admin.id && changes.role !== "admin") {
    throw new AppError("BAD_REQUEST", "You cannot remove your own admin role");
  }
  return db.transaction(async (tx) => {
    const row = await repo.updateUserAccess(tx, {
      userId,
      access: {
        role: changes.role,
        subscriptionTier: changes.subscriptionTier,
        subscriptionStatus: changes.subscriptionStatus,
      },
    });
    if (!row) throw notFound("User");
    await logSubscriptionChange(tx, {
      ownerId: row.id,
      by: admin.id,
      details: `${row.email} set to ${changes.role}, ${changes.subscriptionTier}, ${changes.subscriptionStatus} by an admin`,
    });
    return row;
  });
}

/** Deletes a non-admin user with everything they own, including the manager accounts they created. */
export async function adminDeleteUser(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    const role = await repo.lockUserRole(tx, userId);
    if (!role) throw notFound("User");
    if (!isDeletableAccount(role)) throw new AppError("FORBIDDEN", "Admin users cannot be deleted");
    await repo.deleteUserAndCreated(tx, userId);
  });
}

/** Creates a ready-to-use demo account and answers its credentials once. */
export async function adminCreateDemoUser(db: Database, admin: PublicUser) {
  const suffix = crypto.randomBytes(4).toString("hex");
  const email = `demo-${suffix}@example.com`;
  const password = `Demo${crypto.randomBytes(6).toString("base64url")}9a`;
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const row = await repo.insertUser(tx, {
      email,
      firstName: "Demo",
      lastName: suffix.toUpperCase(),
      passwordHash,
      role: "demo",
      subscriptionTier: "demo",
      subscriptionStatus: "active",
      createdBy: admin.id,
    });
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
