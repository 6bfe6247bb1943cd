import { describe, expect, it } from "vitest";
import { percentStocked, percentStockedColour, stockStatus } from "./stock";

describe("stockStatus", () => {
  it("is low at or below the minimum", () => {
    expect(stockStatus({ currentStock: 5, minStock: 5 })).toBe("low");
    expect(stockStatus({ currentStock: 0, minStock: 0 })).toBe("low");
  });
  it("is running low up to 1.5 × the minimum", () => {
    expect(stockStatus({ currentStock: 15, minStock: 10 })).toBe("running_low");
    expect(stockStatus({ currentStock: 16, minStock: 10 })).toBe("in_stock");
  });
});

describe("percentStocked", () => {
  it("is 100 with no items", () => {
    expect(percentStocked([])).toBe(100);
  });
  it("rounds the share of items that are not low", () => {
    const items = [
      { currentStock: 1, minStock: 5 },
      { currentStock: 10, minStock: 5 },
      { currentStock: 10, minStock: 5 },
    ];
    expect(percentStocked(items)).toBe(67);
  });
  it("colours green from 90, orange from 70, red below", () => {
    expect(percentStockedColour(90)).toBe("green");
    expect(percentStockedColour(89)).toBe("orange");
    expect(percentStockedColour(70)).toBe("orange");
    expect(percentStockedColour(69)).toBe("red");
  });
});
