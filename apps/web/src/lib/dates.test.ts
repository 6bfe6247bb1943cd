import { describe, expect, it } from "vitest";
import { formatAxisDay, formatCalendarDay, formatCalendarMonth, formatDay, formatDayTime } from "./dates";

// Local times, so the expectations hold in any time zone.
const at = (...args: [number, number, number, number, number]) => new Date(...args).toISOString();

describe("dates", () => {
  it("formats a day like 'Mar 5, 2025'", () => {
    expect(formatDay(at(2025, 2, 5, 14, 5))).toBe("Mar 5, 2025");
    expect(formatDay(at(2024, 8, 30, 0, 0))).toBe("Sep 30, 2024");
  });

  it("adds the time on a 12-hour clock", () => {
    expect(formatDayTime(at(2025, 2, 5, 14, 5))).toBe("Mar 5, 2025 at 2:05 PM");
    expect(formatDayTime(at(2025, 0, 1, 0, 0))).toBe("Jan 1, 2025 at 12:00 AM");
    expect(formatDayTime(at(2025, 11, 31, 12, 30))).toBe("Dec 31, 2025 at 12:30 PM");
  });
});

describe("calendar days and months the API sends without a time", () => {
  it("read as written, whatever the browser's time zone, in the app's format", () => {
    expect(formatCalendarDay("2026-11-01")).toBe("Nov 1, 2026");
    expect(formatAxisDay("2026-12-31")).toBe("Dec 31");
    expect(formatCalendarMonth("2026-01")).toBe("Jan 2026");
  });
});
