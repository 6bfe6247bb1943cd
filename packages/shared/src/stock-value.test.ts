import { describe, expect, it } from "vitest";
import { centsToDollars, fillSpendMonths, spendMonths, spendQuerySchema, utcMonth } from "./stock-value";

describe("spendMonths", () => {
  it("ends with the current UTC month and counts back across a year", () => {
    const range = spendMonths(3, new Date("2026-02-10T12:00:00Z"));
    expect(range.months).toEqual(["2025-12", "2026-01", "2026-02"]);
    expect(range.from.toISOString()).toBe("2025-12-01T00:00:00.000Z");
    expect(range.to.toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });

  it("takes the UTC month, not the local one, at a month boundary", () => {
    // 23:30 on 30 November in New York is already 1 December in UTC.
    const now = new Date("2026-12-01T04:30:00Z");
    expect(spendMonths(1, now).months).toEqual(["2026-12"]);
    expect(utcMonth(new Date("2026-11-30T23:59:59.999Z"))).toBe("2026-11");
  });

  it("gives 36 distinct months at the most", () => {
    const { months } = spendMonths(36, new Date("2026-11-24T00:00:00Z"));
    expect(months).toHaveLength(36);
    expect(new Set(months).size).toBe(36);
    expect(months[0]).toBe("2023-12");
    expect(months[35]).toBe("2026-11");
  });
});

describe("fillSpendMonths", () => {
  it("fills months without receipts with zeros and sums the total in cents", () => {
    const result = fillSpendMonths(
      ["2026-09", "2026-10", "2026-11"],
      [
        { month: "2026-09", spendCents: 10, receivedUnits: 1 },
        { month: "2026-11", spendCents: 20, receivedUnits: 2 },
      ],
    );
    expect(result.months).toEqual([
      { month: "2026-09", spend: 0.1, receivedUnits: 1 },
      { month: "2026-10", spend: 0, receivedUnits: 0 },
      { month: "2026-11", spend: 0.2, receivedUnits: 2 },
    ]);
    // 0.1 + 0.2 in dollars would be 0.30000000000000004; summed in cents it is 0.3.
    expect(result.total).toBe(0.3);
  });

  it("leaves out rows outside the range", () => {
    const result = fillSpendMonths(["2026-11"], [{ month: "2025-11", spendCents: 500, receivedUnits: 5 }]);
    expect(result).toEqual({ months: [{ month: "2026-11", spend: 0, receivedUnits: 0 }], total: 0 });
  });
});

describe("spendQuerySchema", () => {
  it("defaults to 12 months and accepts 1 to 36", () => {
    expect(spendQuerySchema.parse({})).toEqual({ months: 12 });
    expect(spendQuerySchema.parse({ months: "36", propertyId: "4" })).toEqual({ months: 36, propertyId: 4 });
    for (const months of ["0", "37", "1.5", "-1", "x"]) {
      expect(spendQuerySchema.safeParse({ months }).success).toBe(false);
    }
  });
});

it("centsToDollars keeps cents exact", () => {
  expect(centsToDollars(319410)).toBe(3194.1);
  expect(centsToDollars(0)).toBe(0);
});
