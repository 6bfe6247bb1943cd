import type { AnalyticsOverviewDto } from "@stockroom/shared";
import type { DataTableSpec } from "@/components/ui/data-table";
import { categoryName } from "@/features/analytics";

type DayRow = AnalyticsOverviewDto["requestsOverTime"][number];
type DemandRow = AnalyticsOverviewDto["categoryDemand"][number];

export const DAY_TABLE: DataTableSpec<DayRow> = {
  title: "Requests by Day",
  columns: [
    { header: "Date", value: (row) => row.date },
    { header: "Requests", value: (row) => row.requests },
    { header: "Quantity", value: (row) => row.quantity },
  ],
  rowKey: (row) => row.date,
};

export const DEMAND_TABLE: DataTableSpec<DemandRow> = {
  title: "Demand by Category",
  columns: [
    { header: "Category", value: (row) => categoryName(row.category) },
    { header: "Requested Quantity", value: (row) => row.requestedQuantity },
    { header: "Share", value: (row) => `${row.percentage}%` },
  ],
  rowKey: (row) => row.category,
};
