import type { StockValueDto } from "@stockroom/shared";

/** An answer of GET /api/stock-value for the web tests: four properties, one worth nothing. */
export function stockValue(overrides: Partial<StockValueDto> = {}): StockValueDto {
  return {
    totalValue: 1234.5,
    items: 12,
    itemsWithoutCost: 0,
    byProperty: [
      { propertyId: 1, propertyName: "Harbor View Hotel", value: 1000, items: 6 },
      { propertyId: 2, propertyName: "Maple Grove Inn", value: 200.5, items: 4 },
      { propertyId: 3, propertyName: "Sunset Boutique Suites", value: 34, items: 1 },
      { propertyId: 4, propertyName: "Annex", value: 0, items: 1 },
    ],
    byCategory: [{ category: "housekeeping", value: 1234.5, items: 12 }],
    ...overrides,
  };
}
