import { describe, expect, it } from "vitest";
import { UNITS } from "./enums";
import { formatCount, formatTotalsByUnit, formatQuantity, unitFor } from "./units";

describe("formatQuantity", () => {
  it("uses the singular after one and the plural otherwise", () => {
    expect(formatQuantity(1, "pieces")).toBe("1 piece");
    expect(formatQuantity(5, "pieces")).toBe("5 pieces");
    expect(formatQuantity(0, "boxes")).toBe("0 boxes");
    expect(formatQuantity(1, "boxes")).toBe("1 box");
    expect(formatQuantity(-1, "bottles")).toBe("-1 bottle");
    expect(formatQuantity(1, "units")).toBe("1 unit");
  });

  it("has a singular for every unit the item form offers", () => {
    const singulars = UNITS.map((unit) => formatQuantity(1, unit.value));

    expect(singulars).toEqual(["1 piece", "1 bottle", "1 pack", "1 box", "1 roll", "1 set", "1 liter", "1 kg"]);
    expect(UNITS.map((unit) => formatQuantity(2, unit.value))).toEqual(UNITS.map((unit) => `2 ${unit.value}`));
  });

  it("leaves a unit typed by hand as it is", () => {
    expect(formatQuantity(1, "glasses")).toBe("1 glasses");
    expect(unitFor(1, "Pieces")).toBe("Pieces");
  });

  it("writes plain digits, as the request texts need", () => {
    expect(formatQuantity(12000, "pieces")).toBe("12000 pieces");
  });

  it("writes counts for people with thousands separators", () => {
    expect(formatCount(30000, "units")).toBe("30,000 units");
    expect(formatCount(1, "items")).toBe("1 item");
    expect(formatCount(1250, "items")).toBe("1,250 items");
  });

  it("adds quantities up only within a unit", () => {
    const line = (quantity: number, unit: string) => ({ quantity, unit });
    expect(formatTotalsByUnit([line(100, "pieces"), line(5, "pieces")])).toBe("105 pieces");
    expect(formatTotalsByUnit([line(100, "bottles"), line(5, "boxes")])).toBe("100 bottles and 5 boxes");
    expect(formatTotalsByUnit([line(1, "boxes"), line(2, "packs"), line(1200, "pieces"), line(1, "boxes")])).toBe(
      "2 boxes, 2 packs and 1,200 pieces",
    );
    expect(formatTotalsByUnit([])).toBe("0 units");
  });
});
