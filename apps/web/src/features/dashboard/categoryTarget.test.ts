import type { Category } from "@stockroom/shared";
import { describe, expect, it } from "vitest";
import { categoryTarget, inventoryHref } from "./categoryTarget";

const item = (category: Category, propertyId: number, currentStock: number, minStock: number) => ({
  category,
  propertyId,
  currentStock,
  minStock,
});

describe("categoryTarget", () => {
  it("prefers the property of the first low-stock item of the category", () => {
    const items = [
      item("kitchen", 1, 50, 10),
      item("housekeeping", 2, 1, 10),
      item("kitchen", 3, 5, 10),
      item("kitchen", 4, 0, 10),
    ];

    expect(categoryTarget({ category: "kitchen", items, selectedPropertyId: 1, propertyIds: [1, 2, 3, 4] })).toEqual({
      category: "kitchen",
      propertyId: 3,
    });
  });

  it("counts stock equal to the minimum as low", () => {
    const items = [item("maintenance", 1, 11, 10), item("maintenance", 2, 10, 10)];

    expect(categoryTarget({ category: "maintenance", items, selectedPropertyId: null, propertyIds: [1, 2] })).toEqual({
      category: "maintenance",
      propertyId: 2,
    });
  });

  it("falls back to the selected property when nothing in the category is low", () => {
    const items = [item("kitchen", 1, 50, 10), item("housekeeping", 2, 0, 10)];

    expect(categoryTarget({ category: "kitchen", items, selectedPropertyId: 2, propertyIds: [1, 2] })).toEqual({
      category: "kitchen",
      propertyId: 2,
    });
  });

  it("then takes the first property, in list order, that has an item of the category", () => {
    const items = [item("front_desk", 3, 50, 10), item("front_desk", 2, 40, 10)];

    expect(categoryTarget({ category: "front_desk", items, selectedPropertyId: null, propertyIds: [1, 2, 3] })).toEqual(
      { category: "front_desk", propertyId: 2 },
    );
  });

  it("sends only the category when no property qualifies", () => {
    const items = [item("kitchen", 1, 0, 10)];

    expect(categoryTarget({ category: "maintenance", items, selectedPropertyId: null, propertyIds: [1] })).toEqual({
      category: "maintenance",
    });
  });
});

describe("inventoryHref", () => {
  it("puts propertyId before category and leaves it out when unknown", () => {
    expect(inventoryHref({ category: "kitchen", propertyId: 7 })).toBe("/inventory?propertyId=7&category=kitchen");
    expect(inventoryHref({ category: "front_desk" })).toBe("/inventory?category=front_desk");
  });
});
