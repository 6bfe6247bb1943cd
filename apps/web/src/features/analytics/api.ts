import { useQuery } from "@tanstack/react-query";
import type { AnalyticsDto, AnalyticsPeriod, Category } from "@stockroom/shared";
import { getJson, withQuery } from "@/lib/api";

export type AnalyticsView = "overview" | "property-detail";

export interface AnalyticsParams {
  period: AnalyticsPeriod;
  propertyId: number | null;
  category: Category | null;
  view: AnalyticsView;
}

export const DEFAULT_ANALYTICS_PARAMS: AnalyticsParams = {
  period: "30",
  propertyId: null,
  category: null,
  view: "overview",
};

export function analyticsPath({ period, propertyId, category, view }: AnalyticsParams): string {
  return withQuery("/api/analytics", { period, propertyId, category, view });
}

/** Analytics for the filters; the property detail waits until a property is chosen (the server needs one). */
export function useAnalytics(params: AnalyticsParams, { enabled = true }: { enabled?: boolean } = {}) {
  const path = analyticsPath(params);
  return useQuery({
    queryKey: ["/api/analytics", params],
    queryFn: ({ signal }) => getJson<AnalyticsDto>(path, signal),
    enabled: enabled && (params.view === "overview" || params.propertyId !== null),
    // Keeps the last figures on screen while a new filter loads, instead of flashing skeletons.
    placeholderData: (previous) => previous,
  });
}
