import { describe, expect, it } from "vitest";
import { categoryStatus, percentStockedColour, percentStockedOf, stockStatus } from "./stock";

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

describe("percentStockedOf", () => {
  it("is 100 with no items", () => {
    expect(percentStockedOf(0, 0)).toBe(100);
  });
  it("rounds the share of items that are not low", () => {
    expect(percentStockedOf(3, 1)).toBe(67);
    expect(percentStockedOf(8, 1)).toBe(88);
  });
  it("colours green from 90, orange from 70, red below", () => {
    expect(percentStockedColour(90)).toBe("green");
    expect(percentStockedColour(89)).toBe("orange");
    expect(percentStockedColour(70)).toBe("orange");
    expect(percentStockedColour(69)).toBe("red");
  });
});

describe("categoryStatus", () => {
  it("is empty, not 100% stocked, for a category without items", () => {
    expect(categoryStatus(0, 0)).toEqual({ kind: "empty" });
  });
  it("is good with its percent when nothing is low", () => {
    expect(categoryStatus(1, 0)).toEqual({ kind: "good", percent: 100, colour: "green" });
  });
  it("counts the low items and colours the percent by the spec's thresholds", () => {
    expect(categoryStatus(10, 1)).toEqual({ kind: "low", lowCount: 1, percent: 90, colour: "green" });
    expect(categoryStatus(4, 1)).toEqual({ kind: "low", lowCount: 1, percent: 75, colour: "orange" });
    expect(categoryStatus(3, 2)).toEqual({ kind: "low", lowCount: 2, percent: 33, colour: "red" });
  });
});
