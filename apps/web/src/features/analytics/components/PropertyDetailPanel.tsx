import { ANALYTICS, type AnalyticsItemRowDto, type AnalyticsPropertyDetailDto } from "@stockroom/shared";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { categoryName, formatDate, formatUsd, STOCK_STATE_BADGE, STOCK_STATE_LABELS } from "../format";
import { FigureCard } from "@/components/FigureCard";
import { Section } from "./OverviewPanel";

type ActivityRow = AnalyticsPropertyDetailDto["recentActivity"][number];

const money = (amount: number | null) => (amount === null ? "" : amount.toFixed(2));

const ITEM_COLUMNS: DataColumn<AnalyticsItemRowDto>[] = [
  { header: "Item Name", value: (row) => row.name },
  { header: "Current Stock", value: (row) => row.currentStock },
  { header: "Min Threshold", value: (row) => row.minThreshold },
  { header: "Max Capacity", value: (row) => row.maxCapacity, cell: (row) => row.maxCapacity ?? "—" },
  { header: "Par Level", value: (row) => row.parLevel, cell: (row) => row.parLevel ?? "—" },
  {
    header: "Unit Cost",
    value: (row) => money(row.unitCost),
    cell: (row) => (row.unitCost === null ? "—" : formatUsd(row.unitCost)),
  },
  { header: "Total Value", value: (row) => money(row.totalValue), cell: (row) => formatUsd(row.totalValue) },
  {
    header: "Status",
    value: (row) => STOCK_STATE_LABELS[row.status],
    cell: (row) => <Badge variant={STOCK_STATE_BADGE[row.status]}>{STOCK_STATE_LABELS[row.status]}</Badge>,
  },
  { header: "Orders Pending", value: (row) => row.ordersPending },
  { header: "Last Counted", value: (row) => row.lastCounted?.slice(0, 10), cell: (row) => formatDate(row.lastCounted) },
];

const ACTIVITY_COLUMNS: DataColumn<ActivityRow>[] = [
  { header: "Date", value: (row) => row.createdAt.slice(0, 10), cell: (row) => formatDate(row.createdAt) },
  { header: "Item Name", value: (row) => row.itemName },
  { header: "Quantity", value: (row) => row.quantity },
  { header: "Requested By", value: (row) => row.requester ?? "Unknown" },
  {
    header: "Status",
    value: (row) => row.status,
    cell: (row) => (
      <Badge variant="outline" className="capitalize">
        {row.status}
      </Badge>
    ),
  },
];

/** One property in depth: its totals, every item per category and its latest requests. */
export function PropertyDetailPanel({ detail }: { detail: AnalyticsPropertyDetailDto }) {
  const { property, totals } = detail;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{property.name}</h3>
        <p className="text-sm text-slate-600">{property.address || "No address on file"}</p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard label="Total Items" value={totals.items} />
        <FigureCard label="Total Value" value={formatUsd(totals.totalValue)} />
        <FigureCard label="Low Stock" value={totals.lowStock} />
        <FigureCard label="Pending Orders" value={totals.pendingOrders} />
      </div>
      {detail.categories.length === 0 ? (
        <p className="text-sm text-slate-600">This property has no items in this selection.</p>
      ) : (
        detail.categories.map(({ category, items }) => (
          <Section key={category} title={categoryName(category)}>
            <DataTable
              title={`${property.name} ${categoryName(category)} Items`}
              hideTitle
              columns={ITEM_COLUMNS}
              rows={items}
              rowKey={(row) => row.id}
              emptyText="No items."
            />
          </Section>
        ))
      )}
      <Section title="Recent Activity">
        <DataTable
          title={`${property.name} Recent Activity`}
          hideTitle
          columns={ACTIVITY_COLUMNS}
          rows={detail.recentActivity.slice(0, ANALYTICS.recentActivity)}
          rowKey={(row) => row.id}
          emptyText="No requests yet."
        />
      </Section>
    </div>
  );
}
