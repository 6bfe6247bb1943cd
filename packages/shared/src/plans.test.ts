import { describe, expect, it } from "vitest";
import { PAID_PLANS, PLANS, formatCents, tierHasLowStockAlerts } from "./plans";

describe("plan catalogue", () => {
  it("sells low-stock alerts from Basic, as each plan's feature list says, and shows them in the demo", () => {
    for (const plan of PAID_PLANS) {
      expect(tierHasLowStockAlerts(plan.tier), plan.tier).toBe(plan.features.includes("Low stock alerts"));
    }
    expect(tierHasLowStockAlerts("starter")).toBe(false);
    expect(tierHasLowStockAlerts("basic")).toBe(true);
    expect(tierHasLowStockAlerts("demo")).toBe(true);
  });
  it("lists six paid plans from $19 in ascending price", () => {
    expect(PAID_PLANS.map((p) => p.tier)).toEqual(["starter", "basic", "growth", "pro", "pro_plus", "enterprise"]);
    expect(PAID_PLANS[0]?.price).toBe(1900);
    const prices = PAID_PLANS.map((p) => p.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
  it("charges ten months for a year", () => {
    for (const plan of PAID_PLANS) expect(plan.yearlyPrice).toBe(plan.price * 10);
  });
  it("lets only enterprise buy additional properties", () => {
    expect(PLANS.enterprise.additionalHotelPrice).toBe(1000);
    expect(PAID_PLANS.filter((p) => p.additionalHotelPrice !== null).map((p) => p.tier)).toEqual(["enterprise"]);
  });
  it("formats cents", () => {
    expect(formatCents(1900)).toBe("$19");
    expect(formatCents(199000)).toBe("$1,990");
    expect(formatCents(1050)).toBe("$10.50");
  });
});
