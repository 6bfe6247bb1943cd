import { CATEGORY_INFO, type Category, type InventoryItemDto } from "@stockroom/shared";
import { PackageOpen, Plus, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ItemView } from "../useItemView";
import { ItemCard, type ItemActions } from "./ItemCard";
import { ItemRow } from "./ItemRow";

interface ItemGridProps {
  items: InventoryItemDto[];
  /** The tab's category; undefined on the 'all' tab. */
  category?: Category;
  highlightedId: number | null;
  actionsFor: (item: InventoryItemDto) => ItemActions;
  onAdd: () => void;
  /** The search the items answer, trimmed; empty when the list is not searched. */
  search?: string;
  onClearSearch?: () => void;
  /** Cards (the default) or the compact list. */
  view?: ItemView;
}

/** The items of one tab, or that tab's empty state. */
export function ItemGrid({
  items,
  category,
  highlightedId,
  actionsFor,
  onAdd,
  search,
  onClearSearch,
  view = "cards",
}: ItemGridProps) {
  if (items.length === 0 && search) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="size-12 text-slate-400" />
        <h2 className="text-lg font-semibold break-words text-slate-900">No items match &lsquo;{search}&rsquo;</h2>
        <p className="text-slate-600">Search by part of an item&apos;s name, its barcode or its label code.</p>
        <Button variant="outline" onClick={onClearSearch}>
          Clear search
        </Button>
      </Card>
    );
  }
  if (items.length === 0) {
    const info = category ? CATEGORY_INFO[category] : null;
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <PackageOpen aria-hidden="true" className="size-12 text-slate-400" />
        <h2 className="text-lg font-semibold text-slate-900">
          {info ? `No ${info.name.toLowerCase()} items yet` : "No inventory items yet"}
        </h2>
        <p className="text-slate-600">
          {info
            ? `Add ${info.description.toLowerCase()} to track them here.`
            : "Add your first item to start tracking stock."}
        </p>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add Item
        </Button>
      </Card>
    );
  }
  if (view === "list") {
    return (
      <ul aria-label="Items" className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} highlighted={item.id === highlightedId} actions={actionsFor(item)} />
        ))}
      </ul>
    );
  }
  return (
    <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <ItemCard key={item.id} item={item} highlighted={item.id === highlightedId} actions={actionsFor(item)} />
      ))}
    </div>
  );
}
