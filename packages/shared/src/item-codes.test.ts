import { describe, expect, it } from "vitest";
import {
  BARCODE_MESSAGES,
  barcodeSchema,
  generatedCodeItemId,
  generatedItemCode,
  itemCode,
  itemLabelUrl,
  itemLookupQuerySchema,
  matchesItemSearch,
  scannedCode,
} from "./item-codes";

describe("item codes", () => {
  it("derives a padded code from the id and reads the id back", () => {
    expect(generatedItemCode(42)).toBe("SR00000042");
    expect(generatedItemCode(123_456_789)).toBe("SR123456789");
    expect(generatedCodeItemId("SR00000042")).toBe(42);
    expect(generatedCodeItemId("SR123456789")).toBe(123_456_789);
    for (const other of ["SR0000042", "sr00000042", "SR00000000", "4006381333931", "SR0000004A"]) {
      expect(generatedCodeItemId(other), other).toBeNull();
    }
  });

  it("prints the barcode when there is one, else the generated code", () => {
    expect(itemCode({ id: 7, barcode: null })).toBe("SR00000007");
    expect(itemCode({ id: 7, barcode: "4006381333931" })).toBe("4006381333931");
  });

  it("finds items by name or code, ignoring case and spaces, and by a scanned label's address", () => {
    const towels = { id: 42, name: "Bath Towels", barcode: null };
    const cups = { id: 7, name: "Paper Cups", barcode: "4006381333931" };
    const found = (text: string) => [towels, cups].filter((item) => matchesItemSearch(item, text)).map((i) => i.id);
    expect(found("  towel ")).toEqual([42]);
    expect(found("sr00000042")).toEqual([42]);
    expect(found("https://stockroom.example/inventory?code=SR00000042")).toEqual([42]);
    expect(found("333931")).toEqual([7]);
    expect(found("")).toEqual([42, 7]);
    expect(found("soap")).toEqual([]);
  });

  it("accepts printable barcodes and refuses the generated shape, control characters and length", () => {
    expect(barcodeSchema.parse("  4006381333931 ")).toBe("4006381333931");
    expect(barcodeSchema.parse("")).toBeNull();
    expect(barcodeSchema.parse(null)).toBeNull();
    const problem = (value: string) => barcodeSchema.safeParse(value).error?.issues[0].message;
    expect(problem("SR00000042")).toBe(BARCODE_MESSAGES.reserved);
    expect(problem("ab\tc")).toBe(BARCODE_MESSAGES.invalid);
    expect(problem("é")).toBe(BARCODE_MESSAGES.invalid);
    expect(problem("9".repeat(65))).toBe(BARCODE_MESSAGES.tooLong);
  });

  it("reads the code from a label's address or from a scanner's raw text", () => {
    const url = itemLabelUrl("https://stock.example.com/", "A B/1");
    expect(url).toBe("https://stock.example.com/inventory?code=A%20B%2F1");
    expect(scannedCode(url)).toBe("A B/1");
    expect(scannedCode(" 4006381333931\r\n")).toBe("4006381333931");
    expect(scannedCode("https://example.com/no-code")).toBe("https://example.com/no-code");
  });

  it("validates the lookup query", () => {
    expect(itemLookupQuerySchema.parse({ code: " SR00000001 ", propertyId: "3" })).toEqual({
      code: "SR00000001",
      propertyId: 3,
    });
    expect(itemLookupQuerySchema.safeParse({ code: " " }).error?.issues[0].message).toBe(BARCODE_MESSAGES.codeRequired);
  });
});
