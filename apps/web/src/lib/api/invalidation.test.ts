import { describe, expect, it } from "vitest";
import { createQueryClient } from "../queryClient";
import { invalidateAfter, type Mutation } from "./invalidation";
import { apiKey } from "./queries";

/**
 * Which loaded answers a change makes stale. Queries are kept until invalidated (staleTime Infinity), so a figure
 * missing here stays as it was until a reload: the dashboard's stock value did after counts, receipts, transfers
 * and item edits (issue 35).
 */
function clientWith(keys: readonly (readonly unknown[])[]) {
  const client = createQueryClient();
  for (const key of keys) client.setQueryData(key, {});
  const stale = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
  return { client, stale };
}

const STOCK_FIGURES = [
  apiKey("/api/stock-value"),
  apiKey("/api/stock-value", { query: { propertyId: 42 } }),
  apiKey("/api/spend", { query: { propertyId: 42, months: 6 } }),
  apiKey("/api/dashboard/stats", { query: { propertyId: 42 } }),
  apiKey("/api/low-stock"),
  apiKey("/api/properties/{id}/inventory", { path: { id: 42 } }),
];
const UNRELATED = [apiKey("/api/suppliers"), apiKey("/api/admin/users")];

describe("invalidateAfter", () => {
  const stockChanges: Mutation[] = [
    "POST /api/daily-checks",
    "POST /api/receive-request-bulk/{id}",
    "POST /api/receive-request/{id}",
    "POST /api/transfers",
    "PUT /api/inventory/{id}",
    "POST /api/inventory",
    "DELETE /api/inventory/{id}",
    "POST /api/properties/{id}/items/import",
  ];

  it.each(stockChanges)("%s refetches the stock value, the spend and the stock lists, and not the rest", async (m) => {
    const { client, stale } = clientWith([...STOCK_FIGURES, ...UNRELATED]);
    await invalidateAfter(client, m);
    expect(stale()).toEqual(STOCK_FIGURES.map((key) => JSON.stringify(key)));
  });

  it("after a request is approved, refetches the tabs, their counts, the receiving lists and the stats", async () => {
    const requestLists = [
      apiKey("/api/requests/counts", { query: { propertyId: 2 } }),
      [...apiKey("/api/requests", { query: { status: "pending", limit: 50 } }), "pages"],
      apiKey("/api/requests/{id}", { path: { id: 5 } }),
      ["/api/approved-requests?limit=50", "pages"],
      apiKey("/api/dashboard/stats"),
    ];
    const { client, stale } = clientWith([...requestLists, apiKey("/api/inventory/summary"), ...UNRELATED]);

    await invalidateAfter(client, "PUT /api/requests/{id}/status");

    expect(stale()).toEqual(requestLists.map((key) => JSON.stringify(key)));
  });

  it("matches a template's own key and the URLs it stands for, never a longer path", async () => {
    const keys = [["/api/properties"], ["/api/properties?items=false"], ["/api/properties/7/inventory"]];
    const { client, stale } = clientWith(keys);

    await invalidateAfter(client, "POST /api/users/create-manager");

    expect(stale()).toEqual(['["/api/properties"]', '["/api/properties?items=false"]']);
  });

  it("changes nothing for a call that changes nothing the app shows", async () => {
    const { client, stale } = clientWith([...STOCK_FIGURES, ...UNRELATED]);
    await invalidateAfter(client, "POST /api/auth/forgot-password");
    expect(stale()).toEqual([]);
  });
});
