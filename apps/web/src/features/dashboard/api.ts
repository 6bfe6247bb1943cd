import { useQuery } from "@tanstack/react-query";
import type { DashboardStatsDto } from "@stockroom/shared";
import { getJson, withQuery } from "@/lib/api";

/** Shared by the dashboard and the pending badges: both read the same cache entry when unfiltered. */
export function useDashboardStats(propertyId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ["/api/dashboard/stats", { propertyId }],
    queryFn: ({ signal }) => getJson<DashboardStatsDto>(withQuery("/api/dashboard/stats", { propertyId }), signal),
    enabled,
    // The spec's one exception to "never stale": stats are refetched on every mount and window focus.
    staleTime: 0,
    refetchOnMount: "always",
    refetchOnWindowFocus: "always",
  });
}
