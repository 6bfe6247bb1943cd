import {
  daysUntilOutLabel,
  formatQuantity,
  LOW_STOCK_ALERT_NAMES,
  type LowStockItemDto,
  type LowStockSort,
} from "@stockroom/shared";
import { AlertTriangle } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

interface LowStockAlertProps {
  /** The first low items of the selected property in the chosen order; up to five are named. */
  items: LowStockItemDto[];
  /** How many items of the property are low in all. */
  total: number;
  onShow: (item: LowStockItemDto) => void;
  sort: LowStockSort;
  onSortChange: (sort: LowStockSort) => void;
}

const SORT_LABELS: Record<LowStockSort, string> = { name: "Name", daysUntilOut: "Days until out" };

/**
 * Names of up to five low items plus '+N more'; choosing a name shows that item. Each name carries its
 * days until out, what is on order and the suggested order, and the list sorts by name or soonest out.
 */
export function LowStockAlert({ items, total, onShow, sort, onSortChange }: LowStockAlertProps) {
  const titleId = useId();
  const sortId = useId();
  if (total === 0 || items.length === 0) return null;
  const shown = items.slice(0, LOW_STOCK_ALERT_NAMES);
  // The count and the names are two answers; while one refetches they may briefly disagree.
  const more = Math.max(0, total - shown.length);
  return (
    <section aria-labelledby={titleId} className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-red-900">
          <AlertTriangle aria-hidden="true" className="size-5" />
          Low Stock Alert
        </h2>
        <div role="group" aria-labelledby={sortId} className="flex items-center gap-1 text-sm">
          <span id={sortId} className="mr-1 text-red-900">
            Sort by
          </span>
          {(Object.keys(SORT_LABELS) as LowStockSort[]).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={sort === value}
              onClick={() => onSortChange(value)}
              className={cn(
                "rounded-md border px-2 py-1 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-700",
                sort === value
                  ? "border-red-700 bg-red-700 text-white"
                  : "border-red-300 bg-white text-red-800 hover:bg-red-100",
              )}
            >
              {SORT_LABELS[value]}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-1 text-sm text-red-900">
        {total === 1 ? "1 item is" : `${total} items are`} at or below minimum stock.
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {shown.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <button
              type="button"
              onClick={() => onShow(item)}
              className="rounded-full border border-red-300 bg-white px-3 py-1 text-sm font-medium text-red-800 hover:bg-red-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
            >
              {item.name}
            </button>
            <LowItemFigures item={item} />
          </li>
        ))}
        {more > 0 && (
          <li>
            <Badge variant="destructive">+{more} more</Badge>
          </li>
        )}
      </ul>
    </section>
  );
}

/** Days until out, on order and the suggested order of one low item, as a short list of terms. */
function LowItemFigures({ item }: { item: LowStockItemDto }) {
  const figures = [
    ["Days until out", daysUntilOutLabel(item)],
    ["On order", formatQuantity(item.onOrder, item.unit)],
    ["Suggested order", formatQuantity(item.suggestedOrder, item.unit)],
  ] as const;
  return (
    <dl className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-red-900">
      {figures.map(([term, value]) => (
        <div key={term} className="flex gap-1">
          <dt>{term}:</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
