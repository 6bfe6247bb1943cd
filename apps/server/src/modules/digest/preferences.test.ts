import { describe, expect, it } from "vitest";
import { storePreferences } from "../../test/digest-data";
import { useAccount, useTestContext } from "../../test/suite";

/** The digest's day in the notification preferences API (issue 20.5, decision 135). */

const { ctx, api } = useTestContext({ seed: false });
const owner = useAccount(ctx);

describe("PUT and GET /api/auth/preferences with the digest day", () => {
  it("reads preferences stored before the day existed as Monday, in the session user too", async () => {
    await storePreferences(ctx.database.db, owner.id, {
      lowStockAlerts: false,
      requestUpdates: true,
      weeklyReports: true,
    });
    const read = await api("GET", "/api/auth/preferences", owner.cookie);
    expect(read.body).toEqual({
      lowStockAlerts: false,
      requestUpdates: true,
      weeklyReports: true,
      weeklyReportDay: "monday",
    });
    const session = await api("GET", "/api/auth/user", owner.cookie);
    expect(session.body.notificationPreferences.weeklyReportDay).toBe("monday");
  });

  it("saves a chosen day and refuses one that is not a weekday", async () => {
    const chosen = { lowStockAlerts: true, requestUpdates: true, weeklyReports: true, weeklyReportDay: "friday" };
    expect((await api("PUT", "/api/auth/preferences", owner.cookie, chosen)).body).toEqual(chosen);
    expect((await api("GET", "/api/auth/preferences", owner.cookie)).body).toEqual(chosen);

    const bad = await api("PUT", "/api/auth/preferences", owner.cookie, { ...chosen, weeklyReportDay: "funday" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Choose a day of the week");
    expect((await api("GET", "/api/auth/preferences", owner.cookie)).body.weeklyReportDay).toBe("friday");
  });
});
