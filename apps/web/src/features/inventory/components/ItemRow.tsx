import { formatQuantity, STOCK_STATUS_LABEL, stockStatus } from "@stockroom/shared";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { itemCardId, type ItemCardProps, ItemMenu, STATUS_CLASS } from "./ItemCard";

/**
 * An item in the compact list view (issue 37): one row with what a round of the storeroom needs (name, code,
 * stock against its minimum, status) and the card's menu; a 360 px phone shows about eight to a screen.
 */
export function ItemRow({ item, highlighted, actions }: ItemCardProps) {
  const titleId = useId();
  const status = stockStatus(item);
  return (
    <li>
      <div
        id={itemCardId(item.id)}
        role="article"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn(
          "flex items-center gap-3 px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600",
          highlighted && "ring-4 ring-amber-400 ring-inset",
        )}
      >
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span id={titleId} className="font-medium break-words text-slate-900">
              {item.name}
            </span>
            <Badge className={STATUS_CLASS[status]}>{STOCK_STATUS_LABEL[status]}</Badge>
            {item.nameConflict && (
              <Badge className="border-amber-300 bg-amber-50 text-amber-900">Name used twice</Badge>
            )}
          </p>
          <p className="text-xs text-slate-600">
            <span className="font-mono break-all">{item.code}</span>
            {item.onOrder > 0 && <> · {formatQuantity(item.onOrder, item.unit)} on order</>}
          </p>
        </div>
        <p className="shrink-0 text-right text-sm">
          <span className="block font-semibold text-slate-900">{formatQuantity(item.currentStock, item.unit)}</span>
          <span className="block text-xs text-slate-600">min {formatQuantity(item.minStock, item.unit)}</span>
        </p>
        <ItemMenu item={item} actions={actions} />
      </div>
    </li>
  );
}
