import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { ANALYTICS, type Category } from "@stockroom/shared";
import type { Database } from "../../../db/client";
import { preparedOnce, variantName } from "../../../db/prepared";
import { analyticsVersions, inventoryItems, properties, requestItems, requests } from "../../../db/schema";
import { preparedPropertyScope } from "../../access/repo";
import { type Actor, type ScopeKind, scopeKindOf, tenantOf } from "../../access/scope";
import { isLow } from "../../inventory/repo/columns";

/** Whose properties the overview covers, optionally one of them, optionally one category of items. */
export interface OverviewScope {
  user: Actor;
  propertyId?: number;
  category?: Category;
}

/** The user's account, the tenant key every table of these statements is filtered by. */
const inAccount = sql.placeholder("ownerId");

/**
 * The overview's reads of properties, items and open requests, each prepared once per scope kind and
 * filter combination (decision 118): the analytics page calls them on every visit. Every table they read is
 * constrained to the user's account (`ownerId`, the tenant key of decision 155).
 */
export function overviewReads(db: Database, scope: OverviewScope) {
  const kind = scopeKindOf(scope.user);
  const variant = variantName(kind, {
    property: scope.propertyId !== undefined,
    category: scope.category !== undefined,
  });
  const params = {
    userId: scope.user.id,
    ownerId: tenantOf(scope.user),
    propertyId: scope.propertyId,
    category: scope.category,
  };
  // Built only when a variant is first prepared.
  const where = () => statementScope(kind, scope);
  return {
    properties: () =>
      preparedOnce(db, `analytics_properties_${variant}`, (name) =>
        db
          .select({ id: properties.id, name: properties.name })
          .from(properties)
          .where(where().properties)
          .orderBy(asc(properties.name))
          .prepare(name),
      ).execute(params),
    itemFigures: () =>
      preparedOnce(db, `analytics_items_${variant}`, (name) => prepareItemFigures(db, where().items, name)).execute(
        params,
      ),
    openRequests: () =>
      preparedOnce(db, `analytics_open_requests_${variant}`, (name) =>
        db
          .select({
            active: count(),
            pending: sql<number>`count(*) filter (where ${requests.status} = 'pending')`.mapWith(Number),
          })
          .from(requests)
          .innerJoin(properties, eq(properties.id, requests.propertyId))
          .where(
            and(
              where().properties,
              eq(requests.ownerId, inAccount),
              inArray(requests.status, ["pending", "approved"]),
              // OFFSET 0 keeps this a probe of each open request's lines (a few thousand index lookups); as a
              // semi-join the planner hashed every line of the category instead (~140 ms on the large set).
              scope.category
                ? sql`exists (select 1 from ${requestItems} join ${inventoryItems} on ${inventoryItems.id} = ${requestItems.itemId}
                    where ${requestItems.requestId} = ${requests.id} and ${requestItems.ownerId} = ${inAccount}
                      and ${inventoryItems.ownerId} = ${inAccount} and ${inventoryItems.category} = ${sql.placeholder("category")} offset 0)`
                : undefined,
            ),
          )
          .prepare(name),
      ).execute(params),
    criticalItems: () =>
      preparedOnce(db, `analytics_critical_${variant}`, (name) =>
        db
          .select({
            id: inventoryItems.id,
            name: inventoryItems.name,
            propertyName: properties.name,
            currentStock: inventoryItems.currentStock,
            minStock: inventoryItems.minStock,
            maxCapacity: inventoryItems.maxCapacity,
          })
          .from(inventoryItems)
          .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
          .where(and(where().items, isLow))
          .orderBy(asc(inventoryItems.currentStock), asc(inventoryItems.name))
          .limit(ANALYTICS.criticalItems)
          .prepare(name),
      ).execute(params),
  };
}

/**
 * The data version of the overview's scope (decision 137): each property's id and counter, in id order, or
 * null when the scope holds no property (or not the one asked for). One indexed read of a few rows.
 */
export async function selectAnalyticsVersion(
  db: Database,
  scope: Omit<OverviewScope, "category">,
): Promise<string | null> {
  const kind = scopeKindOf(scope.user);
  const variant = variantName(kind, { property: scope.propertyId !== undefined });
  const [row] = await preparedOnce(db, `analytics_version_${variant}`, (name) =>
    db
      .select({
        version: sql<
          string | null
        >`string_agg(${properties.id} || ':' || coalesce(${analyticsVersions.version}, 0), ',' order by ${properties.id})`,
      })
      .from(properties)
      // In the join, not the WHERE: a property whose counter was never raised still reads as version 0.
      .leftJoin(
        analyticsVersions,
        and(eq(analyticsVersions.propertyId, properties.id), eq(analyticsVersions.ownerId, inAccount)),
      )
      .where(preparedPropertyScope(kind, scope.propertyId !== undefined))
      .prepare(name),
  ).execute({ userId: scope.user.id, ownerId: tenantOf(scope.user), propertyId: scope.propertyId });
  return row?.version ?? null;
}

/**
 * The scope as conditions with placeholders: on properties, and on items joined to them (in the account, with
 * the category filter).
 */
function statementScope(kind: ScopeKind, scope: OverviewScope): { properties: SQL; items: SQL } {
  const onProperties = preparedPropertyScope(kind, scope.propertyId !== undefined);
  return {
    properties: onProperties,
    items: and(
      onProperties,
      eq(inventoryItems.ownerId, inAccount),
      scope.category ? eq(inventoryItems.category, sql.placeholder("category")) : undefined,
    )!,
  };
}

/**
 * The items' figures over the scope and category, for all of them (propertyId null) and per property, in
 * one pass (grouping sets) instead of one scan per card.
 */
function prepareItemFigures(db: Database, where: SQL, name: string) {
  return db
    .select({
      propertyId: sql<number | null>`${inventoryItems.propertyId}`,
      total: count(),
      average: sql<number>`coalesce(avg(${inventoryItems.currentStock}), 0)`.mapWith(Number),
      valueCents:
        sql<number>`coalesce(sum(${inventoryItems.currentStock}::bigint * coalesce(${inventoryItems.unitCostCents}, 0)), 0)`.mapWith(
          Number,
        ),
      low: sql<number>`count(*) filter (where ${isLow})`.mapWith(Number),
      well: sql<number>`count(*) filter (where ${inventoryItems.currentStock} > ${ANALYTICS.wellStockedFactor}::numeric * ${inventoryItems.minStock})`.mapWith(
        Number,
      ),
      out: sql<number>`count(*) filter (where ${inventoryItems.currentStock} = 0)`.mapWith(Number),
      lowAboveZero: sql<number>`count(*) filter (where ${inventoryItems.currentStock} > 0 and ${isLow})`.mapWith(
        Number,
      ),
      over: sql<number>`count(*) filter (where ${inventoryItems.currentStock} > ${inventoryItems.minStock} and ${inventoryItems.currentStock} > coalesce(${inventoryItems.maxCapacity}, ${ANALYTICS.overstockFactorWithoutMax}::integer * ${inventoryItems.minStock}))`.mapWith(
        Number,
      ),
    })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(where)
    .groupBy(sql`grouping sets ((), (${inventoryItems.propertyId}))`)
    .prepare(name);
}
