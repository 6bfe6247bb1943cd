import { ArrowRight, Coins } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatUsd } from "@/features/analytics";
import { useStockValue } from "../api";
import { VALUE_REPORT_PATH } from "../paths";

const TOP_PROPERTIES = 3;

/** "N items have no unit cost": the value leaves them out, so the owner knows it is partial. */
export function withoutCostText(count: number): string | null {
  if (count === 0) return null;
  return `${count} ${count === 1 ? "item has" : "items have"} no unit cost and count $0.`;
}

/** The dashboard's stock value: the total for the filter and the properties worth the most. */
export function StockValueCard({ propertyId }: { propertyId: number | null }) {
  const value = useStockValue(propertyId);
  const top = (value.data?.byProperty ?? []).slice(0, TOP_PROPERTIES);
  const partial = value.data ? withoutCostText(value.data.itemsWithoutCost) : null;
  return (
    <Card role="region" aria-labelledby="stock-value-title" className="mb-8 flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-center gap-3">
          <span className="hidden rounded-lg bg-emerald-50 p-2.5 text-emerald-700 sm:block">
            <Coins aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="stock-value-title" className="text-sm font-medium text-slate-600">
              Stock value
            </h2>
            {value.isError ? (
              <p role="alert" className="text-sm text-red-800">
                Failed to load the stock value
              </p>
            ) : value.data ? (
              <p className="text-2xl font-bold text-slate-900">{formatUsd(value.data.totalValue)}</p>
            ) : (
              <Skeleton className="mt-1 h-8 w-24" />
            )}
          </div>
        </div>
        <Link
          to={VALUE_REPORT_PATH}
          className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 underline-offset-4 hover:underline"
        >
          Value &amp; spend report
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {partial && <p className="text-xs text-slate-600">{partial}</p>}
      {propertyId === null && top.length > 1 && (
        <ul aria-label="Properties by stock value" className="grid gap-1 text-sm sm:grid-cols-3">
          {top.map((row) => (
            <li key={row.propertyId} className="flex min-w-0 justify-between gap-2 rounded-md bg-slate-50 px-3 py-2">
              <span className="truncate text-slate-700">{row.propertyName}</span>
              <span className="font-medium whitespace-nowrap text-slate-900">{formatUsd(row.value)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
