import { formatCents, type UpgradeCalculationDto } from "@stockroom/shared";
import { formatBillingDate } from "../display";

type Calculation = UpgradeCalculationDto["calculation"];

/** What an upgrade costs now and later: the figures the customer agrees to before paying. */
export function UpgradeSummary({ calculation }: { calculation: Calculation }) {
  const { chargeAmount, unusedValue, proratedDays, summary } = calculation;
  const rows: [string, string][] = [
    ["Amount due now", formatCents(chargeAmount)],
    ["Credit for unused time", formatCents(unusedValue)],
    ["Prorated days", `${proratedDays} ${proratedDays === 1 ? "day" : "days"}`],
    ["Next charge", `${formatCents(summary.nextChargeAmount)} on ${formatBillingDate(summary.nextChargeDate)}`],
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="text-right font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">{calculation.message}</p>
    </div>
  );
}
