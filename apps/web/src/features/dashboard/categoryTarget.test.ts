import type { Category } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { categoryTarget, inventoryHref } from "./categoryTarget";

const summary = (category: Category, firstLowPropertyId: number | null, propertyIds: number[]) => ({
  category,
  firstLowPropertyId,
  propertyIds,
});

describe("categoryTarget", () => {
  it("prefers the property of the first low-stock item of the category", () => {
    expect(
      categoryTarget({ summary: summary("kitchen", 3, [1, 3, 4]), selectedPropertyId: 1, propertyIds: [1, 2, 3, 4] }),
    ).toEqual({ category: "kitchen", propertyId: 3 });
  });

  it("falls back to the selected property when nothing in the category is low", () => {
    expect(
      categoryTarget({ summary: summary("kitchen", null, [1]), selectedPropertyId: 2, propertyIds: [1, 2] }),
    ).toEqual({ category: "kitchen", propertyId: 2 });
  });

  it("then takes the first property, in list order, that has an item of the category", () => {
    expect(
      categoryTarget({
        summary: summary("front_desk", null, [2, 3]),
        selectedPropertyId: null,
        propertyIds: [1, 3, 2],
      }),
    ).toEqual({ category: "front_desk", propertyId: 3 });
  });

  it("sends only the category when no property qualifies", () => {
    expect(
      categoryTarget({ summary: summary("maintenance", null, []), selectedPropertyId: null, propertyIds: [1] }),
    ).toEqual({ category: "maintenance" });
  });
});

describe("inventoryHref", () => {
  it("puts propertyId before category and leaves it out when unknown", () => {
    expect(inventoryHref({ category: "kitchen", propertyId: 7 })).toBe("/inventory?propertyId=7&category=kitchen");
    expect(inventoryHref({ category: "front_desk" })).toBe("/inventory?category=front_desk");
  });
});
