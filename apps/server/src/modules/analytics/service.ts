import { ANALYTICS_PERIOD_LABELS, periodStart, type AnalyticsDto, type analyticsQuerySchema } from "@stockroom/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { type Actor, findAccessibleProperty } from "../access/scope";
import { analyticsOverview } from "./overview";
import { analyticsPropertyDetail } from "./property-detail";
import { selectPropertyHeading } from "./repo/property-detail";

type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** GET /api/analytics: the overview or one property's detail, over the user's properties only. */
export async function getAnalytics(db: Database, user: Actor, query: AnalyticsQuery): Promise<AnalyticsDto> {
  const now = new Date();
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
    const property = await selectPropertyHeading(db, query.propertyId);
    return { ...base, propertyDetail: await analyticsPropertyDetail(db, property, query.category) };
  }
  if (query.propertyId !== undefined) await findAccessibleProperty(db, user, query.propertyId);
  const overview = await analyticsOverview(db, {
    user,
    propertyId: query.propertyId,
    category: query.category,
    from,
  });
  return { ...base, overview };
}
