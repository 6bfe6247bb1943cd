import { describe, expect, it } from "vitest";
import { QUANTITY_LIMITS } from "./quantities";
import { type ReorderLineDto, byRestockUrgency, fitOneRequest, reorderQuerySchema } from "./reorder-api";
import { restockOmittedNote, restockRequestPath } from "./restock-texts";

let nextId = 1;
function line(overrides: Partial<ReorderLineDto> = {}): ReorderLineDto {
  const itemId = nextId++;
  return {
    itemId,
    name: `Item ${itemId}`,
    category: "housekeeping",
    unit: "pieces",
    currentStock: 1,
    minStock: 5,
    parLevel: null,
    onOrder: 0,
    belowMinimum: true,
    suggestedQuantity: 9,
    ...overrides,
  };
}

describe("byRestockUrgency", () => {
  it("puts items at or below their minimum first, then the emptiest shelf, then the name", () => {
    const belowParOnly = line({ name: "Par", currentStock: 0, minStock: 0, parLevel: 10, belowMinimum: false });
    const halfMinimum = line({ name: "Half", currentStock: 5, minStock: 10 });
    const emptyB = line({ name: "B empty", currentStock: 0, minStock: 4 });
    const emptyA = line({ name: "A empty", currentStock: 0, minStock: 2 });
    const sorted = [belowParOnly, halfMinimum, emptyB, emptyA].sort(byRestockUrgency);
    expect(sorted.map((l) => l.name)).toEqual(["A empty", "B empty", "Half", "Par"]);
  });

  it("reads a minimum of 0 as a level of 1, so an empty shelf still sorts first", () => {
    const zeroMinimum = line({ name: "Zero", currentStock: 0, minStock: 0 });
    const someLeft = line({ name: "Some", currentStock: 1, minStock: 3 });
    expect([someLeft, zeroMinimum].sort(byRestockUrgency).map((l) => l.name)).toEqual(["Zero", "Some"]);
  });
});

describe("fitOneRequest", () => {
  it("keeps every line that fits", () => {
    const lines = [line(), line(), line()];
    expect(fitOneRequest(lines)).toEqual({ lines, omitted: 0 });
  });

  it("stops at the request's line limit and counts the rest", () => {
    const lines = Array.from({ length: QUANTITY_LIMITS.maxRequestLines + 3 }, () =>
      line({ name: "x", suggestedQuantity: 1 }),
    );
    const fitted = fitOneRequest(lines);
    expect(fitted.lines).toHaveLength(QUANTITY_LIMITS.maxRequestLines);
    expect(fitted.omitted).toBe(3);
  });

  it("caps a line at the line limit and keeps the request's total within it", () => {
    const huge = line({ suggestedQuantity: QUANTITY_LIMITS.maxLineQuantity + 5 });
    const next = line({ suggestedQuantity: 1 });
    const fitted = fitOneRequest([huge, next]);
    expect(fitted.lines.map((l) => l.suggestedQuantity)).toEqual([QUANTITY_LIMITS.maxLineQuantity]);
    expect(fitted.omitted).toBe(1);
  });

  it("stops before the multi-item text outgrows the request's reason", () => {
    const longName = "N".repeat(240);
    const lines = Array.from({ length: 30 }, (_, i) => line({ name: `${longName}${i}` }));
    const fitted = fitOneRequest(lines);
    // 'Multiple items requested: ' and ', ' joined lines of about 255 characters: 19 fit in 5000.
    expect(fitted.lines).toHaveLength(19);
    expect(fitted.omitted).toBe(11);
    expect(fitted.lines).toEqual(lines.slice(0, 19));
  });
});

describe("restock texts and paths", () => {
  it("builds New Request's address with or without the property", () => {
    expect(restockRequestPath(7)).toBe("/requests/new?restock=1&propertyId=7");
    expect(restockRequestPath(null)).toBe("/requests/new?restock=1");
  });

  it("says how many low items did not fit", () => {
    expect(restockOmittedNote(1)).toMatch(/^1 more low item does not fit/);
    expect(restockOmittedNote(4)).toMatch(/^4 more low items do not fit/);
  });

  it("needs one property as digits", () => {
    expect(reorderQuerySchema.safeParse({ propertyId: "12" })).toEqual({ success: true, data: { propertyId: 12 } });
    expect(reorderQuerySchema.safeParse({}).success).toBe(false);
    expect(reorderQuerySchema.safeParse({ propertyId: "1e3" }).success).toBe(false);
  });
});
