import { describe, expect, it } from "vitest";
import { BARCODE_MESSAGES } from "./item-codes";
import { ITEM_IMPORT_MESSAGES, checkImportRow, importCategory } from "./item-import";
import { numberSeparators } from "./item-import-format";
import { QUANTITY_MESSAGES } from "./quantities";
import { PAR_LEVEL_MESSAGES } from "./reorder";

describe("importCategory", () => {
  it("takes the key or the display name in any case", () => {
    expect(importCategory("front_desk")).toBe("front_desk");
    expect(importCategory(" Front Desk ")).toBe("front_desk");
    expect(importCategory("KITCHEN")).toBe("kitchen");
    expect(importCategory("Garden")).toBe("Garden");
  });
});

describe("checkImportRow for a new item", () => {
  it("fills the create defaults for blank cells", () => {
    const check = checkImportRow({ name: " Soap ", category: "Housekeeping", unitCost: "1.5" }, null);
    expect(check.errors).toEqual({});
    expect(check.fields).toMatchObject({
      name: "Soap",
      category: "housekeeping",
      currentStock: 0,
      minStock: 0,
      unit: "pieces",
      unitCost: 1.5,
      barcode: null,
      description: null,
    });
  });

  it("reports each field with the item form's messages", () => {
    const check = checkImportRow(
      { name: "", category: "Garden", currentStock: "-5", minStock: "2.5", maxCapacity: "1e3", unitCost: "$3" },
      null,
    );
    expect(check.errors).toEqual({
      name: "Item name is required",
      category: "Category must be one of Housekeeping, Maintenance, Front Desk, Kitchen",
      currentStock: "Current stock must be 0 or greater",
      minStock: QUANTITY_MESSAGES.wholeNumber,
      maxCapacity: QUANTITY_MESSAGES.wholeNumber,
      unitCost: ITEM_IMPORT_MESSAGES.unitCost,
    });
  });

  it("checks the par level against the row's minimum and capacity", () => {
    const check = checkImportRow({ name: "Soap", category: "kitchen", minStock: "10", parLevel: "5" }, null);
    expect(check.errors).toEqual({ parLevel: PAR_LEVEL_MESSAGES.belowMinimum });
  });

  it("refuses text cells a spreadsheet would run as a formula", () => {
    for (const text of ["=1+2", "+cmd", "-x", "@SUM(A1)", "\tTab", "\rCR", "  =HYPERLINK()"]) {
      expect(checkImportRow({ name: text, category: "kitchen" }, null).errors.name).toBe(ITEM_IMPORT_MESSAGES.formula);
    }
    const check = checkImportRow({ name: "Soap", category: "kitchen", supplier: "=evil", description: "@x" }, null);
    expect(check.errors).toEqual({ supplier: ITEM_IMPORT_MESSAGES.formula, description: ITEM_IMPORT_MESSAGES.formula });
    expect(check.supplier).toBeUndefined();
  });

  it("uses the barcode rules of the item form", () => {
    expect(checkImportRow({ name: "Soap", category: "kitchen", barcode: "SR00000042" }, null).errors).toEqual({
      barcode: BARCODE_MESSAGES.reserved,
    });
  });

  it("hands the supplier name on for the server to look up", () => {
    expect(checkImportRow({ name: "Soap", category: "kitchen", supplier: " Acme " }, null).supplier).toBe("Acme");
  });
});

describe("checkImportRow for an existing item", () => {
  const stored = { minStock: 10, maxCapacity: 100, parLevel: 50 };

  it("keeps blank cells out of the fields, so they keep the stored values", () => {
    const check = checkImportRow({ name: "Soap", currentStock: "7", category: "" }, stored);
    expect(check.errors).toEqual({});
    expect(check.fields).toEqual({ name: "Soap", currentStock: 7 });
  });

  it("checks a changed level against the stored ones", () => {
    expect(checkImportRow({ name: "Soap", parLevel: "200" }, stored).errors).toEqual({
      parLevel: PAR_LEVEL_MESSAGES.aboveCapacity,
    });
    expect(checkImportRow({ name: "Soap", minStock: "60" }, stored).errors).toEqual({
      parLevel: PAR_LEVEL_MESSAGES.belowMinimum,
    });
  });
});

describe("checkImportRow in the user's locale", () => {
  const german = { separators: numberSeparators("de-DE"), categories: {} };

  it("reads decimal commas and thousands separators, and a workbook's numbers as they are", () => {
    const check = checkImportRow(
      { name: "Soap", category: "kitchen", unitCost: "1.234,50", currentStock: "1.250", minStock: 3 },
      null,
      german,
    );
    expect(check.errors).toEqual({});
    expect(check.fields).toMatchObject({ unitCost: 1234.5, currentStock: 1250, minStock: 3 });
    expect(checkImportRow({ name: "Soap", category: "kitchen", unitCost: 6.5 }, null, german).fields.unitCost).toBe(
      6.5,
    );
  });

  it("refuses what the locale does not write", () => {
    const check = checkImportRow(
      { name: "Soap", category: "kitchen", unitCost: "6.50", maxCapacity: "2,5" },
      null,
      german,
    );
    expect(check.errors).toEqual({
      unitCost: ITEM_IMPORT_MESSAGES.unitCost,
      maxCapacity: QUANTITY_MESSAGES.wholeNumber,
    });
    expect(checkImportRow({ name: "Soap", category: "kitchen", unitCost: 6.505 }, null).errors).toEqual({
      unitCost: ITEM_IMPORT_MESSAGES.unitCost,
    });
  });

  it("takes the user's match for a category outside the four", () => {
    const reading = { separators: numberSeparators("en-US"), categories: { linen: "housekeeping" as const } };
    expect(checkImportRow({ name: "Sheets", category: " LINEN " }, null, reading).fields.category).toBe("housekeeping");
    expect(checkImportRow({ name: "Sheets", category: "Spa" }, null, reading).errors).toEqual({
      category: ITEM_IMPORT_MESSAGES.unknownCategory,
    });
  });
});
