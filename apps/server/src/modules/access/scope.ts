import { type Placeholder, and, eq, sql, type SQL } from "drizzle-orm";
import { MESSAGES, can } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { properties, propertyManagers } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PublicUser } from "../users/repo";

export type Actor = Pick<PublicUser, "id" | "role">;

/** The account whose data a user works on: a manager's is the owner who created them, anyone else's their own. */
export function tenantOf(user: Pick<PublicUser, "id" | "role" | "createdBy">): string {
  return user.role === "manager" && user.createdBy ? user.createdBy : user.id;
}

/**
 * The one rule for which properties a user may see, as a condition on `properties`: managers their
 * assigned properties, everyone else the properties they own — active ones only, since a downgrade
 * deactivates the properties beyond the new plan until an upgrade brings them back. Lists, counts and
 * lookups all use it.
 */
export function propertyScope(user: Actor): SQL {
  return scopeOf(user.role === "manager", user.id);
}

/** The two shapes of the scope: a manager's assigned properties, or the properties a user owns. */
export type ScopeKind = "manager" | "owner";

export function scopeKindOf(user: Actor): ScopeKind {
  return user.role === "manager" ? "manager" : "owner";
}

/**
 * The same rule with the user id left as the placeholder `userId`, for statements prepared once per
 * role: managers' and everyone else's differ in shape, not only in the id. `oneProperty` narrows it to
 * the property in the placeholder `propertyId`.
 */
export function preparedPropertyScope(kind: ScopeKind, oneProperty = false): SQL {
  const scope = scopeOf(kind === "manager", sql.placeholder("userId"));
  return oneProperty ? and(scope, eq(properties.id, sql.placeholder("propertyId")))! : scope;
}

function scopeOf(manager: boolean, userId: string | Placeholder<"userId">): SQL {
  const active = eq(properties.isActive, true);
  if (manager) {
    return and(
      active,
      sql`${properties.id} in (select ${propertyManagers.propertyId} from ${propertyManagers} where ${propertyManagers.managerId} = ${userId})`,
    )!;
  }
  return and(active, eq(properties.ownerId, userId))!;
}

export function notFound(what: string): AppError {
  return new AppError("NOT_FOUND", `${what} not found`);
}

/**
 * A property the user may see, or 404: another owner's property and a manager's unassigned one are
 * indistinguishable from one that does not exist. Pass `lock` inside a transaction to serialize writers.
 */
export async function findAccessibleProperty(db: Executor, user: Actor, propertyId: number, lock = false) {
  const query = db
    .select({ id: properties.id, name: properties.name, ownerId: properties.ownerId })
    .from(properties)
    .where(and(eq(properties.id, propertyId), propertyScope(user)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Property");
  return row;
}

/** Like findAccessibleProperty, for changes only owners may make: managers get 403, not 404. */
export async function findOwnedProperty(db: Executor, user: Actor, propertyId: number, lock = false) {
  if (!can(user.role, "properties.manage")) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
  return findAccessibleProperty(db, user, propertyId, lock);
}
