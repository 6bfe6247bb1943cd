import { describe, expect, it } from "vitest";
import { analyticsStockState, efficiencyBadge, efficiencyPercent, periodStart } from "./analytics";

describe("analytics rules", () => {
  const now = new Date("2026-11-22T15:30:00Z");
  it("starts periods N days back, on the 1st of the month, or on 1 January", () => {
    expect(periodStart("7", now).toISOString()).toBe("2026-11-15T15:30:00.000Z");
    expect(periodStart("month", now).toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(periodStart("year", now).toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(periodStart("365", now).toISOString()).toBe("2025-11-22T15:30:00.000Z");
  });
  it("classifies stock: out, low, overstocked against max or 3 × minimum, good", () => {
    expect(analyticsStockState({ currentStock: 0, minStock: 5, maxCapacity: 10 })).toBe("out_of_stock");
    expect(analyticsStockState({ currentStock: 5, minStock: 5, maxCapacity: 10 })).toBe("low_stock");
    expect(analyticsStockState({ currentStock: 11, minStock: 5, maxCapacity: 10 })).toBe("overstocked");
    expect(analyticsStockState({ currentStock: 16, minStock: 5, maxCapacity: null })).toBe("overstocked");
    expect(analyticsStockState({ currentStock: 15, minStock: 5, maxCapacity: null })).toBe("good");
  });
  it("grades efficiency above 80 / above 60 / otherwise", () => {
    expect(efficiencyPercent(9, 3)).toBe(67);
    expect(efficiencyPercent(0, 0)).toBe(100);
    expect(efficiencyBadge(81)).toBe("default");
    expect(efficiencyBadge(80)).toBe("secondary");
    expect(efficiencyBadge(60)).toBe("destructive");
  });
});
