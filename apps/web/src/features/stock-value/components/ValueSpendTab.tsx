import { SPEND_MONTHS } from "@stockroom/shared";
import { lazy, Suspense, useState } from "react";
import { FigureCard } from "@/components/FigureCard";
import { DataTable } from "@/components/ui/data-table";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { FilterSelect, formatUsd } from "@/features/analytics";
import { useSpend, useStockValue } from "../api";
import { SPEND_TABLE, VALUE_BY_CATEGORY_TABLE, VALUE_BY_PROPERTY_TABLE } from "../columns";
import { withoutCostText } from "./StockValueCard";

// recharts loads only when the tab is opened.
const SpendChart = lazy(() => import("./SpendChart").then((m) => ({ default: m.SpendChart })));

const RANGES = [6, 12, 24, SPEND_MONTHS.max].map((months) => ({
  value: String(months),
  label: `Last ${months} months`,
}));

/** Reports' Value & Spend tab: what the stock is worth now and what was received, month by month. */
export function ValueSpendTab({ propertyId }: { propertyId: number | null }) {
  const [months, setMonths] = useState<number>(SPEND_MONTHS.default);
  const value = useStockValue(propertyId);
  const spend = useSpend(propertyId, months);
  if (value.isError || spend.isError) {
    return (
      <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to load stock value and spend. Please try again.
      </p>
    );
  }
  if (!value.data || !spend.data) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading stock value and spend" />
      </div>
    );
  }
  const partial = withoutCostText(value.data.itemsWithoutCost);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FigureCard label="Stock Value" value={formatUsd(value.data.totalValue)} hint={partial} />
        <FigureCard
          label={`Spend, last ${months} months`}
          value={formatUsd(spend.data.total)}
          hint="Received quantities at the unit cost on the day of receipt."
        />
      </div>
      <DataTable {...VALUE_BY_PROPERTY_TABLE} rows={value.data.byProperty} emptyText="No properties yet." />
      <DataTable {...VALUE_BY_CATEGORY_TABLE} rows={value.data.byCategory} emptyText="No items yet." />
      <FilterSelect
        className="sm:w-56"
        label="Spend range"
        value={String(months)}
        options={RANGES}
        onChange={(next) => setMonths(Number(next))}
      />
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <SpendChart months={spend.data.months} />
      </Suspense>
      <DataTable {...SPEND_TABLE} rows={spend.data.months} emptyText="Nothing was received in this range." />
    </div>
  );
}
