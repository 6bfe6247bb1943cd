import { formatCents, type UpgradeCalculationDto } from "@stockroom/shared";
import { formatBillingDate } from "../display";

type Calculation = UpgradeCalculationDto["calculation"];

/**
 * What an upgrade costs now and later: the figures the customer agrees to before paying.
 * `changedMessage`: the server refused the earlier price and these are the new figures.
 */
export function UpgradeSummary({ calculation, changedMessage }: { calculation: Calculation; changedMessage?: string }) {
  const { chargeAmount, unusedValue, proratedDays, summary } = calculation;
  const rows: [string, string][] = [
    ["Amount due now", formatCents(chargeAmount)],
    ["Credit for unused time", formatCents(unusedValue)],
    ["Prorated days", `${proratedDays} ${proratedDays === 1 ? "day" : "days"}`],
    ["Next charge", `${formatCents(summary.nextChargeAmount)} on ${formatBillingDate(summary.nextChargeDate)}`],
  ];
  return (
    <div className="grid gap-3">
      {changedMessage && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {changedMessage}
        </p>
      )}
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
