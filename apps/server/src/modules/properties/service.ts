import {
  MESSAGES,
  PAYMENT_MESSAGES,
  PLANS,
  can,
  checkManagerLimit,
  checkPropertyLimit,
  effectiveTier,
  type PropertyListQuery,
} from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { decodeCursor, idCursor, pageOf } from "../../lib/pagination";
import { type Actor, lockOwnedProperty, tenantOf } from "../access/scope";
import { logActivity } from "../activity/repo";
import { type PublicUser, isManagerOf, lockPlanOf } from "../users/repo";
import * as repo from "./repo";
import type { Assignment } from "./repo";

type PropertyInput = { name: string; address: string | null };

/** GET /api/properties: the properties an owner (or demo, admin) owns, a page at a time; managers use managed-properties. */
export async function listOwnedProperties(db: Database, user: Actor, query: PropertyListQuery) {
  if (!can(user.role, "properties.manage")) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
  return listManagedProperties(db, user, query);
}

/** GET /api/properties/inactive: the owner's deactivated properties, by name. */
export async function listInactiveProperties(db: Database, user: Actor) {
  return repo.listInactiveProperties(db, tenantOf(user));
}

/** GET /api/managed-properties: the properties the user works in (assigned ones for managers), paged. */
export async function listManagedProperties(db: Database, user: Actor, query: PropertyListQuery) {
  const rows = await repo.listPropertiesWithRelations(db, user, {
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
  const account = await lockPlanOf(tx, user.id);
  if (!account) throw notFound("Account");
  const tier = effectiveTier(account);
  const current = await repo.countProperties(tx, user.id);
  const decision = checkPropertyLimit({
    role: account.role,
    tier,
    currentCount: current,
    additionalProperties: account.additionalProperties,
  });
  if (!decision.allowed && decision.kind === "payment") {
    const { additionalCost, additionalProperties, reason } = decision;
    throw new AppError("PAYMENT_REQUIRED", PAYMENT_MESSAGES.additionalPropertyRequired, {
      additionalCost,
      additionalProperties,
      reason,
    });
  }
  if (!decision.allowed) {
    throw new AppError("LIMIT_EXCEEDED", limitMessage(tier, decision.maxAllowed, "properties"), {
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

/** PUT /api/properties/:id: renames the owner's property or changes its address. */
export async function updateProperty(db: Database, user: Actor, { id, ...values }: PropertyInput & { id: number }) {
  return db.transaction(async (tx) => {
    await lockOwnedProperty(tx, user, id);
    return repo.updateProperty(tx, { ownerId: tenantOf(user), id }, values);
  });
}

/** Deletes a property with its items, requests, checks and assignments. */
export async function deleteProperty(db: Database, user: Actor, id: number) {
  await db.transaction(async (tx) => {
    await lockOwnedProperty(tx, user, id);
    await repo.deleteProperty(tx, { ownerId: tenantOf(user), id });
  });
}

/**
 * Assigns one of the owner's managers within the plan's managers-per-property limit. The property
 * row is locked so parallel assignments cannot both pass the limit.
 */
export async function assignManager(db: Database, user: PublicUser, assignment: Assignment) {
  return db.transaction((tx) => assignManagerInTransaction(tx, user, assignment));
}

/** assignManager inside a caller's transaction (creating a manager and assigning them is one change). */
export async function assignManagerInTransaction(tx: Executor, user: PublicUser, assignment: Assignment) {
  await lockOwnedProperty(tx, user, assignment.propertyId);
  if (!(await isManagerOf(tx, user.id, assignment.managerId))) throw notFound("Manager");
  const inAccount = { ...assignment, ownerId: tenantOf(user) };
  if (await repo.assignmentExists(tx, inAccount)) {
    throw new AppError("CONFLICT", "This manager is already assigned to the property");
  }
  const tier = effectiveTier(user);
  const managers = await repo.countManagers(tx, { ownerId: inAccount.ownerId, id: assignment.propertyId });
  const decision = checkManagerLimit(user.role, tier, managers);
  if (!decision.allowed) {
    throw new AppError("LIMIT_EXCEEDED", limitMessage(tier, decision.maxAllowed, "managers"), {
      requiresUpgrade: true,
      limitType: "managers",
      currentUsage: decision.currentUsage,
      maxAllowed: decision.maxAllowed,
      suggestedTier: decision.suggestedTier,
    });
  }
  return repo.insertAssignment(tx, inAccount);
}

export async function removeManager(db: Database, user: Actor, assignment: Assignment) {
  await db.transaction(async (tx) => {
    await lockOwnedProperty(tx, user, assignment.propertyId);
    if (!(await repo.deleteAssignment(tx, { ...assignment, ownerId: tenantOf(user) }))) {
      throw notFound("Manager assignment");
    }
  });
}

/** How each limit names what it counts: one, many, and what it counts them in. */
const LIMITED = {
  properties: { one: "property", many: "properties", per: "" },
  managers: { one: "manager", many: "managers", per: " per property" },
} as const;

function limitMessage(tier: keyof typeof PLANS, max: number, limitType: keyof typeof LIMITED) {
  const { one, many, per } = LIMITED[limitType];
  return `Your ${PLANS[tier].name} plan allows ${max} ${max === 1 ? one : many}${per}. Upgrade your plan to add more.`;
}
