import { describe, expect, it } from "vitest";
import { numberSeparators, readLocaleNumber } from "./item-import-format";
import { ITEM_IMPORT_PRESETS, headerMapping, matchColumns, normalizeHeader } from "./item-import-mapping";

describe("matchColumns", () => {
  it("matches the template, the form's labels and other tools' headers by name, in any case", () => {
    expect(matchColumns(["\uFEFFName", " CURRENTSTOCK ", "category"])).toEqual(["name", "currentStock", "category"]);
    expect(matchColumns(["Item Name", "Current Stock", "Unit Cost in $ (optional)", "Min Threshold"])).toEqual([
      "name",
      "currentStock",
      "unitCost",
      "minStock",
    ]);
    expect(matchColumns(["Entry Name", "Quantity", "Min Level", "Price", "Primary Folder", "Tags"])).toEqual([
      "name",
      "currentStock",
      "minStock",
      "unitCost",
      "category",
      "ignore",
    ]);
    expect(matchColumns(["Company", "Name", "QTY", "Min Amount", "Purchase Cost", "Min. QTY"])).toEqual([
      "ignore",
      "name",
      "currentStock",
      "minStock",
      "unitCost",
      "ignore",
    ]);
  });

  it("ignores unknown and blank headers and a field's second column", () => {
    expect(matchColumns(["name", "colour", "", "Barcode/QR1-Data", "barcode"])).toEqual([
      "name",
      "ignore",
      "ignore",
      "barcode",
      "ignore",
    ]);
  });

  it("follows a preset or a saved mapping before the synonyms", () => {
    const sortly = ITEM_IMPORT_PRESETS.find((preset) => preset.id === "sortly")!.mapping;
    expect(matchColumns(["Name", "Notes", "Value", "Folder"], sortly)).toEqual([
      "name",
      "description",
      "ignore",
      "category",
    ]);
    const saved = headerMapping(["Artikel", "Menge"], ["name", "currentStock"]);
    expect(saved).toEqual({ artikel: "name", menge: "currentStock" });
    expect(matchColumns(["ARTIKEL", "Menge", "Notes"], saved)).toEqual(["name", "currentStock", "description"]);
  });

  it("compares headers without a byte-order mark, case, '(optional)' or extra spaces", () => {
    expect(normalizeHeader("\uFEFF Barcode  (optional) ")).toBe("barcode");
  });
});

describe("readLocaleNumber", () => {
  const us = numberSeparators("en-US");
  const german = numberSeparators("de-DE");
  const french = numberSeparators("fr-FR");
  const swiss = numberSeparators("de-CH");

  it("reads each locale's decimal and thousands separators", () => {
    expect(readLocaleNumber("1,234.5", us)).toBe(1234.5);
    expect(readLocaleNumber("1.234,5", german)).toBe(1234.5);
    expect(readLocaleNumber("6,50", german)).toBe(6.5);
    expect(readLocaleNumber("1 234,5", french)).toBe(1234.5);
    expect(readLocaleNumber("1\u202F234,5", french)).toBe(1234.5);
    expect(readLocaleNumber("1'234.50", swiss)).toBe(1234.5);
    expect(readLocaleNumber(" 0042 ", us)).toBe(42);
    expect(readLocaleNumber("-0", us)).toBe(0);
  });

  it("refuses broken groups, notation and signs", () => {
    for (const text of ["1,5", "12,34.5", "1e3", "0x10", "+5", "$3", "6,50", ""]) {
      expect(readLocaleNumber(text, us)).toBeNull();
    }
    expect(readLocaleNumber("6.50", german)).toBeNull();
  });
});
