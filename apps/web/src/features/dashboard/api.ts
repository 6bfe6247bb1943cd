import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api/queries";

/** Shared by the dashboard and the pending badges: both read the same cache entry when unfiltered. */
export function useDashboardStats(propertyId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...apiQuery("/api/dashboard/stats", { query: { propertyId } }),
    enabled,
    // The spec's one exception to "never stale": stats are refetched on every mount and window focus.
    staleTime: 0,
    refetchOnMount: "always",
    refetchOnWindowFocus: "always",
  });
}
