import { and, eq } from "drizzle-orm";
import { ANALYTICS_PERIOD_LABELS, periodStart, type AnalyticsDto, type analyticsQuerySchema } from "@stockroom/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { properties } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { type Actor, findAccessibleProperty, propertyScope, scopeKindOf } from "../access/scope";
import { analyticsOverview } from "./overview";
import { analyticsPropertyDetail } from "./property-detail";

type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** GET /api/analytics: the overview or one property's detail, over the user's properties only. */
export async function getAnalytics(
  db: Database,
  user: Actor,
  query: AnalyticsQuery,
  now = new Date(),
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
    const [property] = await db
      .select({ id: properties.id, name: properties.name, address: properties.address })
      .from(properties)
      .where(eq(properties.id, query.propertyId));
    return { ...base, propertyDetail: await analyticsPropertyDetail(db, property, query.category) };
  }
  if (query.propertyId !== undefined) await findAccessibleProperty(db, user, query.propertyId);
  const scope = and(
    propertyScope(user),
    query.propertyId !== undefined ? eq(properties.id, query.propertyId) : undefined,
  )!;
  const overview = await analyticsOverview(db, {
    properties: scope,
    kind: scopeKindOf(user),
    userId: user.id,
    propertyId: query.propertyId,
    category: query.category,
    from,
  });
  return { ...base, overview };
}
