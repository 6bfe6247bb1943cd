import { and, eq } from "drizzle-orm";
import {
  MESSAGES,
  PLANS,
  can,
  checkManagerLimit,
  checkPropertyLimit,
  effectiveTier,
  type PropertyListQuery,
} from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { propertyManagers, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { decodeCursor, idCursor, pageOf } from "../../lib/pagination";
import { type Actor, findOwnedProperty, notFound, propertyScope } from "../access/scope";
import { logActivity } from "../activity/repo";
import type { PublicUser } from "../users/repo";
import * as repo from "./repo";

type PropertyInput = { name: string; address: string | null };

/** GET /api/properties: the properties an owner (or demo, admin) owns, a page at a time; managers use managed-properties. */
export async function listOwnedProperties(db: Database, user: Actor, query: PropertyListQuery) {
  if (!can(user.role, "properties.manage")) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
  return listManagedProperties(db, user, query);
}

/** GET /api/managed-properties: the properties the user works in (assigned ones for managers), paged. */
export async function listManagedProperties(db: Database, user: Actor, query: PropertyListQuery) {
  const rows = await repo.listPropertiesWithRelations(db, propertyScope(user), {
    limit: query.limit + 1,
    afterId: query.cursor ? decodeCursor(query.cursor, idCursor)[0] : undefined,
    withItems: query.items,
  });
  return pageOf(rows, query.limit, (row) => [row.id]);
}

/**
 * Creates a property within the plan: past the plan's maximum the answer is 403 LIMIT_EXCEEDED, or
 * 402 PAYMENT_REQUIRED where the plan sells additional properties.
 */
export async function createProperty(db: Database, user: PublicUser, body: PropertyInput) {
  if (!can(user.role, "properties.manage")) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
  return db.transaction((tx) => createPropertyInTransaction(tx, user, body));
}

/**
 * createProperty inside a caller's transaction (paying for an additional property and creating it is
 * one change). The owner's row is locked and the plan read from it, so parallel creations cannot both
 * pass the limit and a just-paid additional property counts.
 */
export async function createPropertyInTransaction(tx: Executor, user: PublicUser, body: PropertyInput) {
  const account = await lockAccount(tx, user.id);
  const tier = effectiveTier(account);
  const current = await repo.countProperties(tx, user.id);
  const decision = checkPropertyLimit(account.role, tier, current, account.additionalProperties);
  if (!decision.allowed && decision.kind === "payment") {
    const { additionalCost, additionalProperties, reason } = decision;
    throw new AppError("PAYMENT_REQUIRED", "Payment is required to add another property", {
      additionalCost,
      additionalProperties,
      reason,
    });
  }
  if (!decision.allowed) {
    throw new AppError("LIMIT_EXCEEDED", limitMessage(tier, decision.maxAllowed, "property", "properties"), {
      requiresUpgrade: true,
      limitType: "properties",
      currentUsage: decision.currentUsage,
      maxAllowed: decision.maxAllowed,
      suggestedTier: decision.suggestedTier,
    });
  }
  const property = await repo.insertProperty(tx, { ...body, ownerId: user.id });
  await logActivity(tx, {
    type: "property_created",
    details: `Property '${property.name}' created`,
    userId: user.id,
    ownerId: user.id,
    propertyId: property.id,
  });
  return property;
}

export async function updateProperty(db: Database, user: Actor, id: number, body: PropertyInput) {
  return db.transaction(async (tx) => {
    await findOwnedProperty(tx, user, id, true);
    return repo.updateProperty(tx, id, body);
  });
}

/** Deletes a property with its items, requests, checks and assignments. */
export async function deleteProperty(db: Database, user: Actor, id: number) {
  await db.transaction(async (tx) => {
    await findOwnedProperty(tx, user, id, true);
    await repo.deleteProperty(tx, id);
  });
}

/**
 * Assigns one of the owner's managers within the plan's managers-per-property limit. The property
 * row is locked so parallel assignments cannot both pass the limit.
 */
export async function assignManager(db: Database, user: PublicUser, propertyId: number, managerId: string) {
  return db.transaction((tx) => assignManagerInTransaction(tx, user, propertyId, managerId));
}

/** assignManager inside a caller's transaction (creating a manager and assigning them is one change). */
export async function assignManagerInTransaction(
  tx: Executor,
  user: PublicUser,
  propertyId: number,
  managerId: string,
) {
  await findOwnedProperty(tx, user, propertyId, true);
  const [manager] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, managerId), eq(users.role, "manager"), eq(users.createdBy, user.id)))
    .limit(1);
  if (!manager) throw notFound("Manager");
  const [existing] = await tx
    .select({ id: propertyManagers.id })
    .from(propertyManagers)
    .where(and(eq(propertyManagers.propertyId, propertyId), eq(propertyManagers.managerId, managerId)));
  if (existing) throw new AppError("CONFLICT", "This manager is already assigned to the property");
  const tier = effectiveTier(user);
  const decision = checkManagerLimit(user.role, tier, await repo.countManagers(tx, propertyId));
  if (!decision.allowed) {
    throw new AppError(
      "LIMIT_EXCEEDED",
      limitMessage(tier, decision.maxAllowed, "manager", "managers", " per property"),
      {
        requiresUpgrade: true,
        limitType: "managers",
        currentUsage: decision.currentUsage,
        maxAllowed: decision.maxAllowed,
        suggestedTier: decision.suggestedTier,
      },
    );
  }
  await tx.insert(propertyManagers).values({ propertyId, managerId });
  const [assignment] = await repo.listAssignments(
    tx,
    and(eq(propertyManagers.propertyId, propertyId), eq(propertyManagers.managerId, managerId))!,
  );
  return assignment;
}

export async function removeManager(db: Database, user: Actor, propertyId: number, managerId: string) {
  await db.transaction(async (tx) => {
    await findOwnedProperty(tx, user, propertyId, true);
    const removed = await tx
      .delete(propertyManagers)
      .where(and(eq(propertyManagers.propertyId, propertyId), eq(propertyManagers.managerId, managerId)))
      .returning({ id: propertyManagers.id });
    if (removed.length === 0) throw notFound("Manager assignment");
  });
}

/** Locks the owner's row and answers what decides their plan limits. */
async function lockAccount(tx: Executor, userId: string) {
  const [row] = await tx
    .select({
      role: users.role,
      subscriptionTier: users.subscriptionTier,
      scheduledUpdateTier: users.scheduledUpdateTier,
      scheduledUpdateDate: users.scheduledUpdateDate,
      additionalProperties: users.additionalProperties,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!row) throw notFound("Account");
  return row;
}

function limitMessage(tier: keyof typeof PLANS, max: number, one: string, many: string, suffix = "") {
  return `Your ${PLANS[tier].name} plan allows ${max} ${max === 1 ? one : many}${suffix}. Upgrade your plan to add more.`;
}
