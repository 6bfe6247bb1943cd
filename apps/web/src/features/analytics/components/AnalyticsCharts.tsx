import type { AnalyticsOverviewDto, AnalyticsStockState } from "@stockroom/shared";
import type { ReactNode } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { Card } from "@/components/ui/card";
import { formatAxisDay, formatCalendarDay } from "@/lib/dates";
import { categoryName, STOCK_STATE_LABELS } from "../format";

const HEIGHT = 240;

const STATE_COLORS: Record<AnalyticsStockState, string> = {
  out_of_stock: "#b91c1c",
  low_stock: "#d97706",
  overstocked: "#2563eb",
  good: "#047857",
};

/**
 * A chart with its title and a text summary for screen readers; the SVG itself is hidden from them
 * (and kept out of the tab order) because the summary says the same.
 */
function ChartFigure({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Card className="p-4">
      <figure className="m-0">
        <figcaption className="mb-3 font-semibold text-slate-900">{title}</figcaption>
        <p className="sr-only">{summary}</p>
        <div aria-hidden="true">
          <ResponsiveContainer width="100%" height={HEIGHT}>
            {children}
          </ResponsiveContainer>
        </div>
      </figure>
    </Card>
  );
}

export function DemandByCategoryChart({ demand }: { demand: AnalyticsOverviewDto["categoryDemand"] }) {
  const data = demand.map((row) => ({ name: categoryName(row.category), quantity: row.requestedQuantity }));
  const summary = data.length
    ? `Requested quantity by category: ${data.map((d) => `${d.name} ${d.quantity}`).join(", ")}.`
    : "No requests in this period.";
  return (
    <ChartFigure title="Demand by Category" summary={summary}>
      <BarChart data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey="quantity" name="Requested quantity" fill="#047857" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ChartFigure>
  );
}

export function StockStatusChart({ status }: { status: AnalyticsOverviewDto["stockStatus"] }) {
  const states = Object.keys(STOCK_STATE_LABELS) as AnalyticsStockState[];
  const data = states.map((state) => ({
    name: STOCK_STATE_LABELS[state],
    value: status[state],
    fill: STATE_COLORS[state],
  }));
  const summary = `Items by stock status: ${data.map((d) => `${d.name} ${d.value}`).join(", ")}.`;
  return (
    <ChartFigure title="Stock Status" summary={summary}>
      <PieChart accessibilityLayer={false}>
        <Pie data={data} dataKey="value" nameKey="name" innerRadius={50} outerRadius={85} isAnimationActive={false} />
        <Tooltip />
        <Legend />
      </PieChart>
    </ChartFigure>
  );
}

export function RequestsOverTimeChart({ series }: { series: AnalyticsOverviewDto["requestsOverTime"] }) {
  const total = series.reduce((sum, day) => sum + day.requests, 0);
  const busiest = series.reduce<(typeof series)[number] | null>(
    (best, day) => (best === null || day.requests > best.requests ? day : best),
    null,
  );
  const summary = busiest
    ? `${total} requests on ${series.length} days; the busiest day was ${formatCalendarDay(busiest.date)} with ${busiest.requests}.`
    : "No requests in this period.";
  return (
    <ChartFigure title="Requests Over Time" summary={summary}>
      <AreaChart data={series} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tick={{ fontSize: 12 }} tickFormatter={formatAxisDay} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(label) => (typeof label === "string" ? formatCalendarDay(label) : label)} />
        <Legend />
        <Area type="monotone" dataKey="requests" name="Requests" stroke="#047857" fill="#a7f3d0" />
        <Area type="monotone" dataKey="quantity" name="Quantity" stroke="#2563eb" fill="#bfdbfe" />
      </AreaChart>
    </ChartFigure>
  );
}
