import { type Placeholder, and, eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { properties, propertyManagers } from "../../db/schema";
import type { Actor, ScopeKind } from "./scope";

/**
 * The one rule for which properties a user may see, as a condition on `properties`: managers their
 * assigned properties, everyone else the properties they own — active ones only, since a downgrade
 * deactivates the properties beyond the new plan until an upgrade brings them back. Lists, counts and
 * lookups all use it.
 */
export function propertyScope(user: Actor): SQL {
  return scopeOf(user.role === "manager", user.id);
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

/** Which property to read and whether to lock its row (inside a transaction, to serialize writers). */
export interface ScopedPropertyQuery {
  user: Actor;
  propertyId: number;
  lock?: boolean;
}

/** The property if it is in the user's scope, else undefined. */
export async function findScopedProperty(db: Executor, { user, propertyId, lock = false }: ScopedPropertyQuery) {
  const query = db
    .select({ id: properties.id, name: properties.name, ownerId: properties.ownerId })
    .from(properties)
    .where(and(eq(properties.id, propertyId), propertyScope(user)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}
