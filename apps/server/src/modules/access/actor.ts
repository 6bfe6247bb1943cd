/**
 * Who is acting and on whose account: pure rules, below both the property scope's queries (repo.ts) and the
 * checks built on them (scope.ts), so neither has to import the other both ways (decision 180).
 */
import type { PublicUser } from "../users/repo";

export type Actor = Pick<PublicUser, "id" | "role" | "createdBy">;

/** The account whose data a user works on: a manager's is the owner who created them, anyone else's their own. */
export function tenantOf(user: Pick<PublicUser, "id" | "role" | "createdBy">): string {
  return user.role === "manager" && user.createdBy ? user.createdBy : user.id;
}

/** The two shapes of the property scope (access/repo.ts): a manager's assigned properties, or the properties a user owns. */
export type ScopeKind = "manager" | "owner";

export function scopeKindOf(user: Actor): ScopeKind {
  return user.role === "manager" ? "manager" : "owner";
}
