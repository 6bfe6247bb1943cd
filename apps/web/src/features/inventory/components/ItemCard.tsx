import {
  CATEGORY_INFO,
  formatQuantity,
  STOCK_STATUS_LABEL,
  stockStatus,
  type InventoryItemDto,
  type StockStatus,
} from "@stockroom/shared";
import { ArrowLeftRight, Copy, History, Pencil } from "lucide-react";
import { useId, useState } from "react";
import { CardActionsMenu, type CardAction } from "@/components/CardActionsMenu";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ClampedText } from "@/components/ui/clamped-text";
import { TransferAction, useTransferTargets } from "@/features/transfers";
import { cn } from "@/lib/utils";
import { UsageForecast } from "./UsageForecast";

export const STATUS_CLASS: Record<StockStatus, string> = {
  low: "border-transparent bg-red-100 text-red-800",
  running_low: "border-transparent bg-amber-100 text-amber-900",
  in_stock: "border-transparent bg-green-100 text-green-800",
};

export interface ItemActions {
  onEdit: () => void;
  /** Absent when the user may not copy (managers). */
  onCopy?: () => void;
  onHistory: () => void;
  onDelete: () => void;
}

/** DOM id of an item's card: the low-stock alert scrolls to it. */
export const itemCardId = (itemId: number) => `inventory-item-${itemId}`;

/** What an item's card, or its row in the list view, shows and offers. */
export interface ItemCardProps {
  item: InventoryItemDto;
  highlighted: boolean;
  actions: ItemActions;
}

export function ItemCard({ item, highlighted, actions }: ItemCardProps) {
  const titleId = useId();
  const status = stockStatus(item);
  return (
    <Card
      id={itemCardId(item.id)}
      role="article"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        "flex flex-col gap-3 p-4 transition-shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600",
        highlighted && "ring-4 ring-amber-400 ring-offset-2",
      )}
    >
      <div className="flex items-start gap-3">
        {item.photoUrl && (
          <img
            src={item.photoUrl}
            alt={item.name}
            className="size-16 shrink-0 rounded-md border border-slate-200 object-cover"
          />
        )}
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold break-words text-slate-900">
            {item.name}
          </h3>
          <p className="text-xs text-slate-600">{CATEGORY_INFO[item.category].name}</p>
          {/* What the item's label carries and a scan finds: its barcode, else SR and its id. */}
          <p className="text-xs text-slate-600">
            Code <span className="font-mono break-all text-slate-700">{item.code}</span>
          </p>
          <Badge className={cn("mt-1.5", STATUS_CLASS[status])}>{STOCK_STATUS_LABEL[status]}</Badge>
          {item.nameConflict && (
            <Badge className="mt-1.5 ml-1.5 border-amber-300 bg-amber-50 text-amber-900">Name used twice</Badge>
          )}
        </div>
        <ItemMenu item={item} actions={actions} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Stock</dt>
          <dd className="font-semibold text-slate-900">{formatQuantity(item.currentStock, item.unit)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Minimum</dt>
          <dd className="font-semibold text-slate-900">{formatQuantity(item.minStock, item.unit)}</dd>
        </div>
        {item.maxCapacity !== null && (
          <div>
            <dt className="text-slate-600">Max capacity</dt>
            <dd className="text-slate-900">{formatQuantity(item.maxCapacity, item.unit)}</dd>
          </div>
        )}
        {item.parLevel !== null && (
          <div>
            <dt className="text-slate-600">Par level</dt>
            <dd className="text-slate-900">{formatQuantity(item.parLevel, item.unit)}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">On order</dt>
          <dd className="text-slate-900">{formatQuantity(item.onOrder, item.unit)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Suggested order</dt>
          <dd className={item.suggestedOrder > 0 ? "font-semibold text-emerald-800" : "text-slate-900"}>
            {formatQuantity(item.suggestedOrder, item.unit)}
          </dd>
        </div>
        {item.unitCost !== null && (
          <div>
            <dt className="text-slate-600">Unit cost</dt>
            <dd className="text-slate-900">${item.unitCost.toFixed(2)}</dd>
          </div>
        )}
        <UsageForecast item={item} />
      </dl>
      {item.description && <ClampedText className="text-sm text-slate-700">{item.description}</ClampedText>}
    </Card>
  );
}

/** An item's actions menu (Edit, Copy, Transfer, History, Delete), on its card or its list row. */
export function ItemMenu({ item, actions }: { item: InventoryItemDto; actions: ItemActions }) {
  // Owners with another property may move stock there (issue 22.2); the dialog is loaded on first use.
  const transferTargets = useTransferTargets(item);
  const [transferOpen, setTransferOpen] = useState(false);
  const entries: CardAction[] = [
    { icon: Pencil, label: "Edit Item", onSelect: actions.onEdit },
    ...(actions.onCopy ? [{ icon: Copy, label: "Copy to Property", onSelect: actions.onCopy }] : []),
    ...(transferTargets.length > 0
      ? [{ icon: ArrowLeftRight, label: "Transfer…", onSelect: () => setTransferOpen(true) }]
      : []),
    { icon: History, label: "Stock History", onSelect: actions.onHistory },
  ];
  return (
    <>
      <CardActionsMenu
        name={item.name}
        triggerClassName="-mt-1 -mr-2 shrink-0"
        actions={entries}
        deleteAction={{ label: "Delete Item", onSelect: actions.onDelete }}
      />
      <TransferAction
        item={item}
        targets={transferTargets}
        open={transferOpen}
        onClose={() => setTransferOpen(false)}
      />
    </>
  );
}
