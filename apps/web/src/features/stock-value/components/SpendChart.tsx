import type { SpendMonthDto } from "@stockroom/shared";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card } from "@/components/ui/card";
import { formatUsd } from "@/features/analytics";
import { formatCalendarMonth } from "@/lib/dates";

/**
 * Spend per month as bars, with a text summary for screen readers; the SVG is hidden from them because
 * the summary and the table below say the same. Loaded lazily: recharts is heavy.
 */
export function SpendChart({ months }: { months: SpendMonthDto[] }) {
  const summary = `Spend by month: ${months.map((m) => `${formatCalendarMonth(m.month)} ${formatUsd(m.spend)}`).join(", ")}.`;
  return (
    <Card className="p-4">
      <figure className="m-0">
        <figcaption className="mb-3 font-semibold text-slate-900">Spend per Month</figcaption>
        <p className="sr-only">{summary}</p>
        <div aria-hidden="true">
          <ResponsiveContainer width="100%" height={240}>
            <BarChart data={months} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="month" tick={{ fontSize: 12 }} tickFormatter={formatCalendarMonth} />
              <YAxis tick={{ fontSize: 12 }} width={56} />
              <Tooltip
                formatter={(value) => formatUsd(Number(value))}
                labelFormatter={(label) => (typeof label === "string" ? formatCalendarMonth(label) : label)}
              />
              <Bar dataKey="spend" name="Spend" fill="#047857" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </Card>
  );
}
