import { MESSAGES, can } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import type { Actor } from "./actor";
import { findScopedProperty } from "./repo";

export { type Actor, type ScopeKind, scopeKindOf, tenantOf } from "./actor";

/**
 * A property the user may see, or 404: another owner's property and a manager's unassigned one are
 * indistinguishable from one that does not exist.
 */
export async function findAccessibleProperty(db: Executor, user: Actor, propertyId: number) {
  const row = await findScopedProperty(db, { user, propertyId });
  if (!row) throw notFound("Property");
  return row;
}

/**
 * Like findAccessibleProperty, for changes only owners may make (managers get 403, not 404), with the
 * property's row locked until the transaction ends so its writers run one after another.
 */
export async function lockOwnedProperty(tx: Executor, user: Actor, propertyId: number) {
  if (!can(user.role, "properties.manage")) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
  const row = await findScopedProperty(tx, { user, propertyId, lock: true });
  if (!row) throw notFound("Property");
  return row;
}
