import { describe, expect, it } from "vitest";
import {
  daysUntilOutLabel,
  FORECAST_TEXT,
  forecastUsage,
  forecastWindowStart,
  historyDays,
  ledgerUsage,
  type LedgerRow,
  useIn,
} from "./forecast";
import { MAX_STOCK } from "./quantities";

const now = new Date("2026-11-24T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const row = (delta: number, reason: LedgerRow["reason"], ago: number): LedgerRow => ({
  delta,
  reason,
  createdAt: daysAgo(ago),
});
const forecastOf = (rows: LedgerRow[], onHand: number) => forecastUsage({ ...ledgerUsage(rows, now), onHand, now });

describe("useIn", () => {
  it("counts the decreases of counts and edits as use", () => {
    expect(useIn({ delta: -4, reason: "counted" })).toBe(4);
    expect(useIn({ delta: -3, reason: "edited" })).toBe(3);
  });
  it("never counts receipts, opening stock, copies or increases", () => {
    expect(useIn({ delta: 10, reason: "received" })).toBe(0);
    expect(useIn({ delta: -10, reason: "received" })).toBe(0);
    expect(useIn({ delta: 50, reason: "created" })).toBe(0);
    expect(useIn({ delta: 50, reason: "copied" })).toBe(0);
    expect(useIn({ delta: 6, reason: "counted" })).toBe(0);
    expect(useIn({ delta: 0, reason: "counted" })).toBe(0);
  });
});

describe("ledgerUsage", () => {
  it("sums the use inside the last 30 days and finds the first row", () => {
    const rows = [row(100, "created", 60), row(-20, "counted", 31), row(-5, "counted", 29), row(-3, "edited", 1)];
    expect(ledgerUsage(rows, now)).toEqual({ used: 8, firstMovementAt: daysAgo(60) });
  });
  it("includes a row exactly at the window's start and leaves out rows after now", () => {
    expect(forecastWindowStart(now)).toEqual(daysAgo(30));
    expect(ledgerUsage([row(-2, "counted", 30), row(-9, "counted", -1)], now).used).toBe(2);
  });
  it("has no first row for an item without a ledger", () => {
    expect(ledgerUsage([], now)).toEqual({ used: 0, firstMovementAt: null });
  });
});

describe("forecastUsage", () => {
  it("averages 30 days of use and floors the days the stock lasts", () => {
    const rows = [row(100, "created", 90), row(-30, "counted", 20), row(-15, "edited", 10)];
    // 45 units in 30 days: 1.5 a day; 10 on hand last 6.67 days.
    expect(forecastOf(rows, 10)).toEqual({ status: "ok", avgDailyUse: 1.5, daysUntilOut: 6 });
  });
  it("averages a young item over the days it has existed, not over 30", () => {
    const rows = [row(50, "created", 10), row(-20, "counted", 5)];
    expect(forecastOf(rows, 30)).toEqual({ status: "ok", avgDailyUse: 2, daysUntilOut: 15 });
  });
  it("says out today when nothing is on hand", () => {
    const rows = [row(10, "created", 40), row(-10, "counted", 3)];
    expect(forecastOf(rows, 0)).toEqual({ status: "ok", avgDailyUse: 0.33, daysUntilOut: 0 });
  });
  it("has not enough data for an item created yesterday, however fast it went", () => {
    const rows = [row(100, "created", 1), row(-90, "counted", 0.5)];
    expect(forecastOf(rows, 10)).toEqual({ status: "too_little_history", avgDailyUse: null, daysUntilOut: null });
  });
  it("needs seven whole days of history", () => {
    const sixDays = new Date(daysAgo(7).getTime() + 1);
    expect(historyDays(sixDays, now)).toBe(6);
    expect(forecastUsage({ used: 7, firstMovementAt: sixDays, onHand: 7, now }).status).toBe("too_little_history");
    expect(forecastUsage({ used: 7, firstMovementAt: daysAgo(7), onHand: 7, now })).toEqual({
      status: "ok",
      avgDailyUse: 1,
      daysUntilOut: 7,
    });
  });
  it("has not enough data without any ledger row", () => {
    expect(forecastOf([], 5).status).toBe("too_little_history");
  });
  it("has no forecast when nothing was used in the window, even with stock 0", () => {
    expect(forecastOf([row(10, "created", 90)], 10)).toEqual({
      status: "no_recent_use",
      avgDailyUse: 0,
      daysUntilOut: null,
    });
    expect(forecastOf([row(0, "created", 90)], 0).status).toBe("no_recent_use");
  });
  it("has no forecast when the stock only ever came from receipts", () => {
    const rows = [row(0, "created", 60), row(40, "received", 20), row(25, "received", 2)];
    expect(forecastOf(rows, 65).status).toBe("no_recent_use");
  });
  it("ignores use older than the window", () => {
    const rows = [row(100, "created", 90), row(-60, "counted", 45)];
    expect(forecastOf(rows, 40).status).toBe("no_recent_use");
  });
  it("stays exact with the largest stocks and uses", () => {
    const rows = [row(MAX_STOCK, "created", 365), row(-MAX_STOCK, "counted", 20), row(MAX_STOCK, "received", 19)];
    rows.push(...Array.from({ length: 29 }, (_, i) => row(-MAX_STOCK, "edited", i)));
    const forecast = forecastOf(rows, MAX_STOCK);
    expect(forecast).toEqual({ status: "ok", avgDailyUse: MAX_STOCK, daysUntilOut: 1 });
    // One unit in 30 days: the full stock lasts 30 × MAX_STOCK days, still a safe integer.
    expect(forecastOf([row(MAX_STOCK, "created", 40), row(-1, "counted", 3)], MAX_STOCK).daysUntilOut).toBe(
      30 * MAX_STOCK,
    );
  });
});

describe("daysUntilOutLabel", () => {
  it("names days, today, or the lack of data", () => {
    expect(daysUntilOutLabel({ daysUntilOut: 12 })).toBe("12 days");
    expect(daysUntilOutLabel({ daysUntilOut: 1 })).toBe("1 day");
    expect(daysUntilOutLabel({ daysUntilOut: 0 })).toBe("Out today");
    expect(daysUntilOutLabel({ daysUntilOut: null })).toBe(FORECAST_TEXT.notEnoughData);
    expect(daysUntilOutLabel({ daysUntilOut: 1500 })).toBe("1,500 days");
  });
});
