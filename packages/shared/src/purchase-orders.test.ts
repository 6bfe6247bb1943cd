import { describe, expect, it } from "vitest";
import { formatUsdCents, lineTotalCents, orderTotalCents, purchaseOrderNumber } from "./purchase-orders";

describe("purchase order rules", () => {
  it("numbers an order from its id, six digits at least", () => {
    expect(purchaseOrderNumber(42)).toBe("PO-000042");
    expect(purchaseOrderNumber(1234567)).toBe("PO-1234567");
  });

  it("totals lines in whole cents, a line without a cost costing 0", () => {
    expect(lineTotalCents(3, 1299)).toBe(3897);
    expect(lineTotalCents(5, null)).toBe(0);
    const lines = [
      { quantity: 3, unitCostCents: 1299 },
      { quantity: 10, unitCostCents: 7 },
      { quantity: 2, unitCostCents: null },
    ];
    expect(orderTotalCents(lines)).toBe(3897 + 70);
    expect(orderTotalCents([])).toBe(0);
  });

  it("keeps large orders exact: integer cents, no floating point drift", () => {
    // 0.1 + 0.2 in dollars would drift; in cents it cannot.
    expect(
      orderTotalCents([
        { quantity: 1, unitCostCents: 10 },
        { quantity: 1, unitCostCents: 20 },
      ]),
    ).toBe(30);
    expect(lineTotalCents(1000, 99_999_99)).toBe(9_999_999_000);
  });

  it("prints cents as US dollars", () => {
    expect(formatUsdCents(123456)).toBe("$1,234.56");
    expect(formatUsdCents(0)).toBe("$0.00");
  });
});
