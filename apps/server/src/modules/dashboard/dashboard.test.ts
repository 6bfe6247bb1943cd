import { describe, expect, it } from "vitest";
import { createAccount } from "../../test/fixtures";
import { useSeededSuite } from "../../test/suite";

const { ctx, api, group } = useSeededSuite();

// Counted by hand from apps/server/src/db/seed-data.ts: Harbor View has 9 items of which 3 are at or
// below their minimum, Maple Grove 5 (1 low), Sunset 6 (1 low); two requests are pending, one at
// Harbor View and one at Maple Grove.
describe("GET /api/dashboard/stats", () => {
  it("sums the whole group for the owner", async () => {
    const { status, body } = await api("GET", "/api/dashboard/stats", group.owner.cookie);
    expect(status).toBe(200);
    expect(body).toEqual({ totalProperties: 3, pendingRequests: 2, lowStockItems: 5, totalItems: 20 });
  });

  it("narrows to one property", async () => {
    const harbor = await api("GET", `/api/dashboard/stats?propertyId=${group.harbor}`, group.owner.cookie);
    expect(harbor.body).toEqual({ totalProperties: 1, pendingRequests: 1, lowStockItems: 3, totalItems: 9 });
    const sunset = await api("GET", `/api/dashboard/stats?propertyId=${group.sunset}`, group.owner.cookie);
    expect(sunset.body).toEqual({ totalProperties: 1, pendingRequests: 0, lowStockItems: 1, totalItems: 6 });
  });

  it("shows a manager only the assigned property", async () => {
    const { body } = await api("GET", "/api/dashboard/stats", group.manager.cookie);
    expect(body).toEqual({ totalProperties: 1, pendingRequests: 1, lowStockItems: 3, totalItems: 9 });
    expect((await api("GET", `/api/dashboard/stats?propertyId=${group.maple}`, group.manager.cookie)).status).toBe(404);
  });

  it("shows another owner zeros and 404 for this group's property", async () => {
    const stranger = await createAccount(ctx.app, ctx.database.db);
    const { body } = await api("GET", "/api/dashboard/stats", stranger.cookie);
    expect(body).toEqual({ totalProperties: 0, pendingRequests: 0, lowStockItems: 0, totalItems: 0 });
    expect((await api("GET", `/api/dashboard/stats?propertyId=${group.harbor}`, stranger.cookie)).status).toBe(404);
  });

  it("rejects a malformed filter and anonymous callers", async () => {
    expect((await api("GET", "/api/dashboard/stats?propertyId=abc", group.owner.cookie)).status).toBe(400);
    expect((await api("GET", "/api/dashboard/stats")).status).toBe(401);
  });
});
