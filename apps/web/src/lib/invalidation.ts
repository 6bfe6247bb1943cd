import type { QueryClient } from "@tanstack/react-query";

/**
 * Every answer whose figures change when items, stock or properties change (cards, badges, stats, low stock, and
 * the stock value and spend the dashboard and reports show).
 */
const STOCK_DATA_PATHS = [
  "/api/properties",
  "/api/managed-properties",
  "/api/inventory",
  "/api/low-stock",
  "/api/dashboard/stats",
  "/api/stock-value",
  "/api/spend",
];

function invalidatePaths(queryClient: QueryClient, paths: string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = queryKey[0];
      return typeof path === "string" && paths.some((prefix) => path.startsWith(prefix));
    },
  });
}

/** After an item is created, edited, copied or deleted. */
export function invalidateStockData(queryClient: QueryClient): Promise<void> {
  return invalidatePaths(queryClient, STOCK_DATA_PATHS);
}

/** After a property or manager assignment changes: the plan usage changes too (core §7). */
export function invalidatePropertyData(queryClient: QueryClient): Promise<void> {
  return invalidatePaths(queryClient, [...STOCK_DATA_PATHS, "/api/usage-limits"]);
}
