import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/queryClient";
import { invalidateRequestData } from "./api";

describe("invalidateRequestData", () => {
  it("marks the tab counts, the paged tabs, the receiving lists and the stats stale, and nothing else", async () => {
    const client = createQueryClient();
    const keys = [
      ["/api/requests/counts", { propertyId: null }],
      ["/api/requests?status=pending&propertyId=2&limit=50", "pages"],
      ["/api/approved-requests?limit=50", "pages"],
      ["/api/received-requests?propertyId=2&limit=50", "pages"],
      ["/api/dashboard/stats", { propertyId: null }],
      ["/api/inventory/summary", { propertyId: null }],
    ];
    for (const key of keys) client.setQueryData(key, []);

    await invalidateRequestData(client);

    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true, true, false]);
  });
});
