import { type Placeholder, and, eq, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { properties, propertyManagers } from "../../db/schema";
import { type Actor, type ScopeKind, tenantOf } from "./actor";

/**
 * The one rule for which properties a user may see, as a condition on `properties`: managers their
 * assigned properties, everyone else the properties they own — active ones only, since a downgrade
 * deactivates the properties beyond the new plan until an upgrade brings them back — always within the
 * user's account (the tenant key, decision 155). Lists, counts and lookups all use it.
 */
export function propertyScope(user: Actor): SQL {
  return scopeOf(user.role === "manager", { userId: user.id, ownerId: tenantOf(user) });
}

/** The caller's account id (tenantOf), or in a statement prepared once the placeholder `ownerId` standing for it. */
export type TenantKey = string | Placeholder<"ownerId">;

/**
 * The same rule with the ids left as the placeholders `userId` and `ownerId` (tenantOf the user), for
 * statements prepared once per role: managers' and everyone else's differ in shape, not only in the id.
 * `oneProperty` narrows it to the property in the placeholder `propertyId`.
 */
export function preparedPropertyScope(kind: ScopeKind, oneProperty = false): SQL {
  const scope = scopeOf(kind === "manager", { userId: sql.placeholder("userId"), ownerId: sql.placeholder("ownerId") });
  return oneProperty ? and(scope, eq(properties.id, sql.placeholder("propertyId")))! : scope;
}

function scopeOf(
  manager: boolean,
  { userId, ownerId }: { userId: string | Placeholder<"userId">; ownerId: TenantKey },
): SQL {
  const inAccount = and(eq(properties.isActive, true), eq(properties.ownerId, ownerId))!;
  if (manager) {
    return and(
      inAccount,
      sql`${properties.id} in (select ${propertyManagers.propertyId} from ${propertyManagers} where ${propertyManagers.ownerId} = ${ownerId} and ${propertyManagers.managerId} = ${userId})`,
    )!;
  }
  return inAccount;
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
