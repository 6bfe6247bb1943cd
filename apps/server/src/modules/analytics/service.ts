import { ANALYTICS_PERIOD_LABELS, periodStart, type AnalyticsDto, type analyticsQuerySchema } from "@stockroom/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { type Actor, findAccessibleProperty, tenantOf } from "../access/scope";
import { type AnalyticsScope, analyticsOverview } from "./overview";
import type { OverviewCache } from "./overview-cache";
import { analyticsPropertyDetail } from "./property-detail";
import { selectAnalyticsVersion } from "./repo/overview";
import { selectPropertyHeading } from "./repo/property-detail";

type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** One call of GET /api/analytics: its query, the overview cache when one is on, and the time of the call. */
export interface AnalyticsRequest {
  query: AnalyticsQuery;
  cache?: OverviewCache;
  now?: Date;
}

/** GET /api/analytics: the overview or one property's detail, over the user's properties only. */
export async function getAnalytics(
  db: Database,
  user: Actor,
  { query, cache, now = new Date() }: AnalyticsRequest,
): Promise<AnalyticsDto> {
  const from = periodStart(query.period, now);
  const base: AnalyticsDto = {
    view: query.view,
    period: {
      key: query.period,
      label: ANALYTICS_PERIOD_LABELS[query.period],
      from: from.toISOString(),
      to: now.toISOString(),
    },
    filters: { propertyId: query.propertyId ?? null, category: query.category ?? null },
  };
  if (query.view === "property-detail") {
    if (query.propertyId === undefined) throw new AppError("BAD_REQUEST", "Choose a property to see its details");
    await findAccessibleProperty(db, user, query.propertyId);
    const ownerId = tenantOf(user);
    const property = await selectPropertyHeading(db, { ownerId, propertyId: query.propertyId });
    return {
      ...base,
      propertyDetail: await analyticsPropertyDetail(db, { ownerId, property, category: query.category }),
    };
  }
  const scope: AnalyticsScope = { user, propertyId: query.propertyId, category: query.category, from };
  const overview = cache
    ? await cachedOverview(db, { scope, cache, period: query.period, now })
    : await scopedOverview(db, scope);
  return { ...base, overview };
}

async function scopedOverview(db: Database, scope: AnalyticsScope) {
  if (scope.propertyId !== undefined) await findAccessibleProperty(db, scope.user, scope.propertyId);
  return analyticsOverview(db, scope);
}

/**
 * The overview from the cache while no write has touched its properties (decision 137). The version is read
 * before the figures: a write landing in between makes the stored version older than the figures, which only
 * costs the next call a recomputation, never a stale answer.
 */
async function cachedOverview(
  db: Database,
  { scope, cache, period, now }: { scope: AnalyticsScope; cache: OverviewCache; period: string; now: Date },
) {
  const version = await selectAnalyticsVersion(db, scope);
  // No version: the asked-for property is not the user's (404), or the user has no property at all.
  if (version === null) return scopedOverview(db, scope);
  const lookup = {
    key: { userId: scope.user.id, period, propertyId: scope.propertyId, category: scope.category },
    version,
    now: now.getTime(),
  };
  const cached = cache.get(lookup);
  if (cached) return cached;
  const overview = await analyticsOverview(db, scope);
  cache.set(lookup, overview);
  return overview;
}
