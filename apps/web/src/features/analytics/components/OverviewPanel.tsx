import { ANALYTICS, type AnalyticsOverviewDto } from "@stockroom/shared";
import { AlertTriangle, Building2, ClipboardList, DollarSign } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { categoryName, formatUsd } from "../format";
import { DemandByCategoryChart, RequestsOverTimeChart, StockStatusChart } from "./AnalyticsCharts";
import { FigureCard } from "@/components/FigureCard";
import { CRITICAL_TABLE, HIGH_DEMAND_TABLE, PERFORMANCE_TABLE } from "./overviewColumns";

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-4">
      <h3 className="mb-3 font-semibold text-slate-900">{title}</h3>
      {children}
    </Card>
  );
}

/** The four headline cards of the overview. */
export function OverviewCards({ cards }: { cards: AnalyticsOverviewDto["cards"] }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <FigureCard label="Total Properties" value={cards.totalProperties} icon={Building2} />
      <FigureCard label="Inventory Value" value={formatUsd(cards.inventoryValue)} icon={DollarSign} />
      <FigureCard
        label="Active Requests"
        value={cards.activeRequests}
        hint={`${cards.pendingRequests} pending`}
        icon={ClipboardList}
      />
      <FigureCard
        label="Critical Stock"
        value={cards.criticalStock}
        hint="Out of or low on stock"
        icon={AlertTriangle}
      />
    </div>
  );
}

export function CategoryDemand({ demand }: { demand: AnalyticsOverviewDto["categoryDemand"] }) {
  return (
    <Section title="Category Demand Analysis">
      {demand.length === 0 ? (
        <p className="text-sm text-slate-600">No requests in this period.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {demand.map((row) => (
            <li key={row.category}>
              <div className="flex justify-between text-sm">
                <span className="font-medium text-slate-800">{categoryName(row.category)}</span>
                <span className="text-slate-700">
                  {row.requestedQuantity} requested · {row.percentage}%
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
                <div className="h-2 rounded-full bg-emerald-600" style={{ width: `${row.percentage}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function InventoryPerformance({ performance }: { performance: AnalyticsOverviewDto["inventoryPerformance"] }) {
  const rows: [string, ReactNode][] = [
    ["Total Items", performance.totalItems],
    ["Average Stock", performance.averageStock],
    ["Well Stocked", performance.wellStocked],
    ["Low Stock", performance.lowStock],
  ];
  return (
    <Section title="Inventory Performance">
      <dl className="grid grid-cols-2 gap-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function CriticalActions({ actions }: { actions: AnalyticsOverviewDto["criticalActions"] }) {
  return (
    <Section title="Critical Actions Required">
      {actions.pendingAlert && (
        <p role="status" className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {actions.pendingRequests} requests are waiting for approval. Review them to avoid running out.
        </p>
      )}
      <DataTable
        {...CRITICAL_TABLE}
        rows={actions.criticalItems.slice(0, ANALYTICS.criticalItems)}
        emptyText="No items are out of or low on stock."
      />
    </Section>
  );
}

/** Everything of the overview view: cards, charts, demand, performance and what needs action. */
export function OverviewPanel({ overview }: { overview: AnalyticsOverviewDto }) {
  return (
    <div className="flex flex-col gap-4">
      <OverviewCards cards={overview.cards} />
      <div className="grid gap-4 lg:grid-cols-3">
        <DemandByCategoryChart demand={overview.categoryDemand} />
        <StockStatusChart status={overview.stockStatus} />
        <RequestsOverTimeChart series={overview.requestsOverTime} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <CategoryDemand demand={overview.categoryDemand} />
        <InventoryPerformance performance={overview.inventoryPerformance} />
      </div>
      <Section title="High-Demand Items">
        <DataTable
          {...HIGH_DEMAND_TABLE}
          hideTitle
          rows={overview.highDemandItems.slice(0, ANALYTICS.topDemandItems)}
          emptyText="No requests in this period."
        />
      </Section>
      <Section title="Property Performance">
        <DataTable
          {...PERFORMANCE_TABLE}
          hideTitle
          rows={overview.propertyPerformance}
          emptyText="No properties yet."
        />
      </Section>
      <CriticalActions actions={overview.criticalActions} />
    </div>
  );
}
