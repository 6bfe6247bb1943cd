import type { SpendMonthDto, StockValueDto } from "@stockroom/shared";
import type { DataTableSpec } from "@/components/ui/data-table";
import { categoryName, formatUsd } from "@/features/analytics";
import { formatCalendarMonth } from "@/lib/dates";

type PropertyRow = StockValueDto["byProperty"][number];
type CategoryRow = StockValueDto["byCategory"][number];

// Amounts go to the CSV as plain numbers (a spreadsheet sums them); the screen shows them as dollars.
const dollars = (amount: number) => <span className="whitespace-nowrap">{formatUsd(amount)}</span>;

export const VALUE_BY_PROPERTY_TABLE: DataTableSpec<PropertyRow> = {
  title: "Stock Value by Property",
  columns: [
    { header: "Property", value: (row) => row.propertyName },
    { header: "Items", value: (row) => row.items },
    { header: "Value (USD)", value: (row) => row.value, cell: (row) => dollars(row.value) },
  ],
  rowKey: (row) => row.propertyId,
};

export const VALUE_BY_CATEGORY_TABLE: DataTableSpec<CategoryRow> = {
  title: "Stock Value by Category",
  columns: [
    { header: "Category", value: (row) => categoryName(row.category) },
    { header: "Items", value: (row) => row.items },
    { header: "Value (USD)", value: (row) => row.value, cell: (row) => dollars(row.value) },
  ],
  rowKey: (row) => row.category,
};

export const SPEND_TABLE: DataTableSpec<SpendMonthDto> = {
  title: "Spend by Month",
  columns: [
    { header: "Month", value: (row) => row.month, cell: (row) => formatCalendarMonth(row.month) },
    { header: "Received Units", value: (row) => row.receivedUnits },
    { header: "Spend (USD)", value: (row) => row.spend, cell: (row) => dollars(row.spend) },
  ],
  rowKey: (row) => row.month,
};
