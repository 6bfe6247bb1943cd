import { describe, expect, it } from "vitest";
import { MAX_STOCK } from "./quantities";
import { PAR_LEVEL_MESSAGES, parLevelProblem, reorderTarget, suggestedOrder } from "./reorder";

const item = { currentStock: 0, minStock: 10, maxCapacity: null, parLevel: null, onOrder: 0 };

describe("reorderTarget", () => {
  it("is the par level when one is set, whatever the capacity", () => {
    expect(reorderTarget({ ...item, parLevel: 30, maxCapacity: 50 })).toBe(30);
  });
  it("falls back to the max capacity without a par level", () => {
    expect(reorderTarget({ ...item, maxCapacity: 50 })).toBe(50);
    expect(reorderTarget({ ...item, maxCapacity: 0, minStock: 0 })).toBe(0);
  });
  it("falls back to twice the minimum without a par level or capacity", () => {
    expect(reorderTarget(item)).toBe(20);
    expect(reorderTarget({ ...item, minStock: 0 })).toBe(0);
  });
  it("caps twice the minimum at the most an item may hold", () => {
    expect(reorderTarget({ ...item, minStock: MAX_STOCK })).toBe(MAX_STOCK);
    expect(reorderTarget({ ...item, minStock: MAX_STOCK / 2 + 1 })).toBe(MAX_STOCK);
  });
});

describe("suggestedOrder", () => {
  it("orders up to par from on hand and on order", () => {
    expect(suggestedOrder({ ...item, parLevel: 40, currentStock: 5, onOrder: 10 })).toBe(25);
  });
  it("orders up to the fallback target without a par level", () => {
    expect(suggestedOrder({ ...item, currentStock: 4 })).toBe(16);
    expect(suggestedOrder({ ...item, maxCapacity: 30, currentStock: 4, onOrder: 6 })).toBe(20);
  });
  it("orders up to the minimum when the par level equals it", () => {
    expect(suggestedOrder({ ...item, parLevel: 10, currentStock: 3 })).toBe(7);
    expect(suggestedOrder({ ...item, parLevel: 10, currentStock: 10 })).toBe(0);
  });
  it("is 0 when stock is above par", () => {
    expect(suggestedOrder({ ...item, parLevel: 20, currentStock: 25 })).toBe(0);
  });
  it("is 0 when what is on order covers the gap, and never negative when it overshoots", () => {
    expect(suggestedOrder({ ...item, parLevel: 20, currentStock: 5, onOrder: 15 })).toBe(0);
    expect(suggestedOrder({ ...item, parLevel: 20, currentStock: 5, onOrder: 1_000 })).toBe(0);
    expect(suggestedOrder({ ...item, parLevel: 20, currentStock: 5, onOrder: 14 })).toBe(1);
  });
  it("is 0 for an item with no minimum, no par level and no capacity", () => {
    expect(suggestedOrder({ ...item, minStock: 0 })).toBe(0);
  });
  it("stays exact at the largest values", () => {
    expect(suggestedOrder({ ...item, parLevel: MAX_STOCK })).toBe(MAX_STOCK);
    expect(suggestedOrder({ ...item, minStock: MAX_STOCK })).toBe(MAX_STOCK);
    expect(suggestedOrder({ ...item, parLevel: MAX_STOCK, currentStock: MAX_STOCK - 1 })).toBe(1);
    expect(suggestedOrder({ ...item, parLevel: MAX_STOCK, onOrder: 200_000_000 })).toBe(0);
  });
});

describe("parLevelProblem", () => {
  it("accepts no par level, and one between the minimum and the capacity, both ends included", () => {
    expect(parLevelProblem({ minStock: 10, maxCapacity: 5, parLevel: null })).toBeNull();
    expect(parLevelProblem({ minStock: 10, maxCapacity: 50, parLevel: 10 })).toBeNull();
    expect(parLevelProblem({ minStock: 10, maxCapacity: 50, parLevel: 50 })).toBeNull();
    expect(parLevelProblem({ minStock: 10, maxCapacity: null, parLevel: MAX_STOCK })).toBeNull();
  });
  it("refuses a par level below the minimum or above the capacity", () => {
    expect(parLevelProblem({ minStock: 10, maxCapacity: 50, parLevel: 9 })).toBe(PAR_LEVEL_MESSAGES.belowMinimum);
    expect(parLevelProblem({ minStock: 10, maxCapacity: 50, parLevel: 51 })).toBe(PAR_LEVEL_MESSAGES.aboveCapacity);
  });
  it("leaves a side it does not know to the server's check of the stored row", () => {
    expect(parLevelProblem({ parLevel: 3 })).toBeNull();
    expect(parLevelProblem({ minStock: 5, parLevel: 3 })).toBe(PAR_LEVEL_MESSAGES.belowMinimum);
  });
});
