import { LOW_STOCK_ALERT_NAMES, type InventoryItemDto } from "@stockroom/shared";
import { AlertTriangle } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";

interface LowStockAlertProps {
  /** The first low items of the selected property in list order; up to five are named. */
  items: InventoryItemDto[];
  /** How many items of the property are low in all. */
  total: number;
  onShow: (item: InventoryItemDto) => void;
}

/** Names of up to five low items plus '+N more'; choosing a name shows that item. */
export function LowStockAlert({ items, total, onShow }: LowStockAlertProps) {
  const titleId = useId();
  if (total === 0 || items.length === 0) return null;
  const shown = items.slice(0, LOW_STOCK_ALERT_NAMES);
  // The count and the names are two answers; while one refetches they may briefly disagree.
  const more = Math.max(0, total - shown.length);
  return (
    <section aria-labelledby={titleId} className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4">
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-red-900">
        <AlertTriangle aria-hidden="true" className="size-5" />
        Low Stock Alert
      </h2>
      <p className="mt-1 text-sm text-red-900">
        {total === 1 ? "1 item is" : `${total} items are`} at or below minimum stock.
      </p>
      <ul className="mt-3 flex flex-wrap items-center gap-2">
        {shown.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onShow(item)}
              className="rounded-full border border-red-300 bg-white px-3 py-1 text-sm font-medium text-red-800 hover:bg-red-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
            >
              {item.name}
            </button>
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
