import type { AnalyticsOverviewDto } from "@stockroom/shared";
import type { DataColumn } from "@/components/ui/data-table";
import { categoryName } from "@/features/analytics";

type DayRow = AnalyticsOverviewDto["requestsOverTime"][number];
type DemandRow = AnalyticsOverviewDto["categoryDemand"][number];

export const DAY_COLUMNS: DataColumn<DayRow>[] = [
  { header: "Date", value: (row) => row.date },
  { header: "Requests", value: (row) => row.requests },
  { header: "Quantity", value: (row) => row.quantity },
];

export const DEMAND_COLUMNS: DataColumn<DemandRow>[] = [
  { header: "Category", value: (row) => categoryName(row.category) },
  { header: "Requested Quantity", value: (row) => row.requestedQuantity },
  { header: "Share", value: (row) => `${row.percentage}%` },
];
