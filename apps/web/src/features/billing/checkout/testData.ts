import { makeSummary, makeUsageLimits, PAYMENT_OK, STATS } from "@/test/fixtures";
import { jsonResponse, type mockFetch } from "@/test/utils";

export type Routes = Parameters<typeof mockFetch>[0];

/** What the signed-in dashboard loads, for tests that end there. */
export const DASHBOARD_ROUTES: Routes = {
  ...PAYMENT_OK,
  "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
  "GET /api/inventory/summary": () => jsonResponse(200, makeSummary()),
  "GET /api/usage-limits": () => jsonResponse(200, makeUsageLimits()),
  "GET /api/properties?items=false": () => jsonResponse(200, []),
};
