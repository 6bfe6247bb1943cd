import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedOnce, variantName } from "../../db/prepared";
import { inventoryItems, properties, requests } from "../../db/schema";
import { preparedPropertyScope } from "../access/repo";
import type { ScopeKind } from "../access/scope";
import { isLow } from "../inventory/repo/columns";

export interface DashboardCounts {
  totalProperties: number;
  pendingRequests: number;
  lowStockItems: number;
  totalItems: number;
}

/** Whose figures: the user, their account (tenantOf, decision 155), their scope kind, optionally one property. */
export interface DashboardScope {
  kind: ScopeKind;
  userId: string;
  ownerId: string;
  propertyId?: number;
}

/**
 * The four dashboard figures in one statement, over the properties the user may see or one of them, every
 * table constrained to the user's account. Prepared once per database, role kind and filter (decision 118):
 * the dashboard calls it on every visit.
 */
export async function countDashboard(db: Database, scope: DashboardScope): Promise<DashboardCounts> {
  const oneProperty = scope.propertyId !== undefined;
  const [row] = await statementFor(db, scope.kind, oneProperty).execute({
    userId: scope.userId,
    ownerId: scope.ownerId,
    propertyId: scope.propertyId ?? 0,
  });
  return {
    totalProperties: Number(row.totalProperties),
    pendingRequests: Number(row.pendingRequests),
    lowStockItems: Number(row.lowStockItems),
    totalItems: Number(row.totalItems),
  };
}

function statementFor(db: Database, kind: ScopeKind, oneProperty: boolean) {
  const name = variantName(`dashboard_counts_${kind}`, { property: oneProperty });
  return preparedOnce(db, name, () => prepareCounts(db, { kind, oneProperty, name }));
}

function prepareCounts(db: Database, variant: { kind: ScopeKind; oneProperty: boolean; name: string }) {
  const scope = preparedPropertyScope(variant.kind, variant.oneProperty);
  const ownerId = sql.placeholder("ownerId");
  return db
    .select({
      totalProperties: sql<string>`p.count`,
      pendingRequests: sql<string>`r.count`,
      totalItems: sql<string>`i.total`,
      lowStockItems: sql<string>`i.low`,
    })
    .from(
      sql`(select count(*) from ${properties} where ${scope}) p,
      (select count(*) from ${requests} join ${properties} on ${properties.id} = ${requests.propertyId}
        where ${scope} and ${requests.ownerId} = ${ownerId} and ${requests.status} = 'pending') r,
      (select count(*) as total, count(*) filter (where ${isLow}) as low
        from ${inventoryItems} join ${properties} on ${properties.id} = ${inventoryItems.propertyId}
        where ${scope} and ${inventoryItems.ownerId} = ${ownerId}) i`,
    )
    .prepare(variant.name);
}
