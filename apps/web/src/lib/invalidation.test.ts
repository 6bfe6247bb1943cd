import { describe, expect, it } from "vitest";
import { createQueryClient } from "./queryClient";
import { invalidatePropertyData, invalidateStockData } from "./invalidation";

/**
 * Which loaded answers a change to stock makes stale. Queries are kept until invalidated (staleTime Infinity), so a
 * figure missing here stays as it was until a reload: the dashboard's stock value did after counts, receipts,
 * transfers and item edits (issue 35).
 */
function clientWith(keys: unknown[][]) {
  const client = createQueryClient();
  for (const key of keys) client.setQueryData(key, {});
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
  return { client, stale };
}

const STOCK_FIGURES = [
  ["/api/inventory/42"],
  ["/api/low-stock"],
  ["/api/dashboard/stats"],
  ["/api/stock-value", { propertyId: undefined }],
  ["/api/stock-value", { propertyId: 42 }],
  ["/api/spend", { propertyId: 42, months: 6 }],
];

describe("after a change to stock", () => {
  it("refetches the stock value and the spend with the lists, counts and low stock, and nothing else", async () => {
    const { client, stale } = clientWith([...STOCK_FIGURES, ["/api/suppliers"], ["/api/usage-limits"]]);
    await invalidateStockData(client);
    expect(stale().sort()).toEqual(STOCK_FIGURES.map(([path]) => path).sort());
  });

  it("after a change to properties, also the plan usage", async () => {
    const { client, stale } = clientWith([...STOCK_FIGURES, ["/api/usage-limits"], ["/api/suppliers"]]);
    await invalidatePropertyData(client);
    expect(stale()).toContain("/api/stock-value");
    expect(stale()).toContain("/api/usage-limits");
    expect(stale()).not.toContain("/api/suppliers");
  });
});
