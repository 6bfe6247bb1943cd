import { describe, expect, it } from "vitest";
import {
  LABEL_LAYOUTS,
  LABEL_LIMITS,
  LABEL_MESSAGES,
  LABEL_SHEETS,
  labelPageCount,
  labelPosition,
  labelsPerPage,
  labelsQuerySchema,
} from "./labels";

const issues = (query: Record<string, string>) => {
  const result = labelsQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("label sheets", () => {
  it("fill their page exactly: margins, labels and gaps add up to its width and height", () => {
    for (const layout of LABEL_LAYOUTS) {
      const s = LABEL_SHEETS[layout];
      const width = 2 * s.marginLeft + s.columns * s.labelWidth + (s.columns - 1) * s.gapX;
      const height = 2 * s.marginTop + s.rows * s.labelHeight + (s.rows - 1) * s.gapY;
      expect(width, layout).toBeCloseTo(s.pageWidth, 1);
      expect(height, layout).toBeCloseTo(s.pageHeight, 1);
    }
  });

  it("count 30 or 21 labels a page and place them row by row", () => {
    expect(LABEL_LAYOUTS.map(labelsPerPage)).toEqual([30, 21, 30, 21]);
    const l7160 = LABEL_SHEETS["a4-3x7"];
    expect(labelPosition("a4-3x7", 0)).toEqual({ page: 0, x: l7160.marginLeft, y: l7160.marginTop });
    expect(labelPosition("a4-3x7", 4)).toEqual({
      page: 0,
      x: l7160.marginLeft + l7160.labelWidth + l7160.gapX,
      y: l7160.marginTop + l7160.labelHeight,
    });
    expect(labelPosition("a4-3x7", 21)).toMatchObject({ page: 1, x: l7160.marginLeft, y: l7160.marginTop });
    expect(labelPageCount("letter-3x10", { count: 30, skip: 0 })).toBe(1);
    expect(labelPageCount("letter-3x10", { count: 30, skip: 1 })).toBe(2);
    expect(labelPageCount("a4-3x7", { count: 43, skip: 0 })).toBe(3);
  });
});

describe("GET /api/labels.pdf query", () => {
  it("defaults to A4 3×10 with nothing skipped and reads ids without repeats", () => {
    expect(labelsQuerySchema.parse({ propertyId: "4" })).toEqual({ propertyId: 4, layout: "a4-3x10", skip: 0 });
    expect(
      labelsQuerySchema.parse({
        propertyId: "4",
        layout: "letter-3x7",
        category: "kitchen",
        itemIds: "7,3,7",
        skip: "20",
      }),
    ).toEqual({ propertyId: 4, layout: "letter-3x7", category: "kitchen", itemIds: [7, 3], skip: 20 });
  });

  it("refuses bad layouts, categories, ids and skips with the shared messages", () => {
    expect(issues({})).toEqual(["propertyId must be a positive whole number"]);
    expect(issues({ propertyId: "1", layout: "a5" })).toEqual([LABEL_MESSAGES.layout]);
    expect(issues({ propertyId: "1", category: "garden" })).toEqual([LABEL_MESSAGES.category]);
    for (const itemIds of ["", "1,,2", "a", "1 ,2", "0", "1,-2", "99999999999"]) {
      expect(issues({ propertyId: "1", itemIds }), itemIds).toEqual([LABEL_MESSAGES.itemIds]);
    }
    const many = Array.from({ length: LABEL_LIMITS.maxLabels + 1 }, (_, i) => i + 1).join(",");
    expect(issues({ propertyId: "1", itemIds: many })).toEqual([LABEL_MESSAGES.tooManyIds]);
    expect(issues({ propertyId: "1", skip: "-1" })).toEqual([LABEL_MESSAGES.skipWhole]);
    expect(issues({ propertyId: "1", skip: "29" })).toEqual([]);
    expect(issues({ propertyId: "1", skip: "30" })).toEqual([LABEL_MESSAGES.skip("a4-3x10")]);
    expect(issues({ propertyId: "1", layout: "a4-3x7", skip: "21" })).toEqual([
      "Labels to skip must be a whole number from 0 to 20",
    ]);
  });
});
