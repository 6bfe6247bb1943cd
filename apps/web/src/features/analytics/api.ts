import { useQuery } from "@tanstack/react-query";
import type { AnalyticsPeriod, Category } from "@stockroom/shared";
import { apiQuery } from "@/lib/api/queries";

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

/** Analytics for the filters; the property detail waits until a property is chosen (the server needs one). */
export function useAnalytics(params: AnalyticsParams, { enabled = true }: { enabled?: boolean } = {}) {
  const { period, propertyId, category, view } = params;
  return useQuery({
    ...apiQuery("/api/analytics", { query: { period, propertyId, category, view } }),
    enabled: enabled && (view === "overview" || propertyId !== null),
    // Keeps the last figures on screen while a new filter loads, instead of flashing skeletons.
    placeholderData: (previous) => previous,
  });
}
