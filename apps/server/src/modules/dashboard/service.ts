import type { DashboardStatsDto } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { type Actor, scopeKindOf, tenantOf } from "../access/scope";
import { notFound } from "../../lib/errors";
import { countDashboard } from "./repo";

/**
 * The four dashboard figures over the user's properties, or one property of theirs. A property the user
 * may not see counts as no property at all, which is the same 404 as findAccessibleProperty's.
 */
export async function getDashboardStats(db: Database, user: Actor, propertyId?: number): Promise<DashboardStatsDto> {
  const counts = await countDashboard(db, {
    kind: scopeKindOf(user),
    userId: user.id,
    ownerId: tenantOf(user),
    propertyId,
  });
  if (propertyId !== undefined && counts.totalProperties === 0) throw notFound("Property");
  return counts;
}
