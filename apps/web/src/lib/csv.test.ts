import { describe, expect, it } from "vitest";
import { buildCsv, csvFileName, type CsvColumn } from "./csv";

interface Row {
  name: string;
  qty: number | null;
}

const columns: CsvColumn<Row>[] = [
  { header: "Item Name", value: (row) => row.name },
  { header: "Quantity", value: (row) => row.qty },
];

describe("buildCsv", () => {
  it("writes the header row and plain cells unquoted", () => {
    expect(buildCsv(columns, [{ name: "Towels", qty: 4 }])).toBe("Item Name,Quantity\r\nTowels,4");
  });

  it("quotes cells with commas, quotes and newlines, doubling inner quotes", () => {
    const csv = buildCsv(columns, [
      { name: "Soap, lavender", qty: 1 },
      { name: 'The "big" mop', qty: 2 },
      { name: "Line one\nline two", qty: 3 },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "Item Name,Quantity",
      '"Soap, lavender",1',
      '"The ""big"" mop",2',
      '"Line one\nline two",3',
    ]);
  });

  it("prefixes formula-like text with a single quote and leaves numbers alone", () => {
    const csv = buildCsv(columns, [
      { name: '=HYPERLINK("http://x")', qty: -5 },
      { name: "+1", qty: 0 },
      { name: "-2", qty: null },
      { name: "@SUM(A1)", qty: 1 },
      { name: "=1\n+2", qty: 1 },
      { name: "a=b", qty: 1 },
    ]);
    expect(csv.split("\r\n").slice(1)).toEqual([
      '"\'=HYPERLINK(""http://x"")",-5',
      '"\'+1",0',
      '"\'-2",',
      '"\'@SUM(A1)",1',
      '"\'=1\n+2",1',
      "a=b,1",
    ]);
  });

  it("still writes the header row for no rows", () => {
    expect(buildCsv(columns, []).trimEnd()).toBe("Item Name,Quantity");
  });
});

describe("csvFileName", () => {
  it("slugs the title and dates the file", () => {
    expect(csvFileName("High-Demand Items", new Date("2025-06-07T10:00:00Z"))).toBe("high-demand-items-2025-06-07.csv");
  });
});
