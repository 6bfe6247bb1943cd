import { describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES, notificationPreferencesSchema } from "./accounts";
import { WEEKDAYS, weeklyReportHint } from "./digest";

describe("notificationPreferencesSchema and the digest day", () => {
  it("reads JSON stored before the day existed as Monday", () => {
    expect(
      notificationPreferencesSchema.parse({ lowStockAlerts: true, requestUpdates: false, weeklyReports: true }),
    ).toEqual({
      lowStockAlerts: true,
      requestUpdates: false,
      weeklyReports: true,
      weeklyReportDay: "monday",
    });
  });

  it("keeps a chosen day and refuses anything else", () => {
    for (const day of WEEKDAYS)
      expect(
        notificationPreferencesSchema.parse({ ...DEFAULT_NOTIFICATION_PREFERENCES, weeklyReportDay: day })
          .weeklyReportDay,
      ).toBe(day);
    for (const bad of ["Monday", "funday", 1, null]) {
      const result = notificationPreferencesSchema.safeParse({
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        weeklyReportDay: bad,
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe("Choose a day of the week");
    }
  });

  it("defaults to weekly reports off, on Mondays once turned on", () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toMatchObject({ weeklyReports: false, weeklyReportDay: "monday" });
    expect(weeklyReportHint("thursday")).toContain("every Thursday from 07:00 UTC");
  });
});
