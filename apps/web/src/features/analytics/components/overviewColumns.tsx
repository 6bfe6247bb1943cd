import type { AnalyticsOverviewDto } from "@stockroom/shared";
import { Badge } from "@/components/ui/badge";
import type { DataTableSpec } from "@/components/ui/data-table";
import { STOCK_STATE_BADGE, STOCK_STATE_LABELS } from "../format";

type Overview = AnalyticsOverviewDto;
export type HighDemandRow = Overview["highDemandItems"][number];
export type PerformanceRow = Overview["propertyPerformance"][number];
export type CriticalRow = Overview["criticalActions"]["criticalItems"][number];
export type DemandRow = Overview["categoryDemand"][number];

export const HIGH_DEMAND_TABLE: DataTableSpec<HighDemandRow> = {
  title: "High-Demand Items",
  columns: [
    { header: "Item Name", value: (row) => row.name },
    { header: "Property", value: (row) => row.propertyName },
    { header: "Requested Quantity", value: (row) => row.requestedQuantity },
    { header: "Requests", value: (row) => row.requestCount },
  ],
  rowKey: (row) => `${row.itemId ?? "x"}-${row.name}-${row.propertyName}`,
};

export const PERFORMANCE_TABLE: DataTableSpec<PerformanceRow> = {
  title: "Property Performance",
  columns: [
    { header: "Property", value: (row) => row.name },
    { header: "Items", value: (row) => row.items },
    { header: "Low Stock", value: (row) => row.lowStock },
    { header: "Requests", value: (row) => row.requests },
    {
      header: "Efficiency",
      value: (row) => `${row.efficiency}%`,
      cell: (row) => <Badge variant={row.badge}>{row.efficiency}% efficient</Badge>,
    },
  ],
  rowKey: (row) => row.propertyId,
};

export const CRITICAL_TABLE: DataTableSpec<CriticalRow> = {
  title: "Critical Items",
  columns: [
    { header: "Item Name", value: (row) => row.name },
    { header: "Property", value: (row) => row.propertyName },
    { header: "Current Stock", value: (row) => row.currentStock },
    { header: "Min Threshold", value: (row) => row.minStock },
    {
      header: "Status",
      value: (row) => STOCK_STATE_LABELS[row.state],
      cell: (row) => <Badge variant={STOCK_STATE_BADGE[row.state]}>{STOCK_STATE_LABELS[row.state]}</Badge>,
    },
  ],
  rowKey: (row) => row.id,
};
