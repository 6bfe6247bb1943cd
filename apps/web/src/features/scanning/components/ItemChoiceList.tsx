import type { InventoryItemDto } from "@stockroom/shared";
import { Button } from "@/components/ui/button";

interface ItemChoiceListProps {
  items: InventoryItemDto[];
  /** What the button says besides the name, e.g. the property. */
  detail: (item: InventoryItemDto) => string;
  onChoose: (item: InventoryItemDto) => void;
  disabled?: boolean;
  label: string;
}

/** Items to pick one of, each a button, in a list that scrolls inside its dialog on a phone. */
export function ItemChoiceList({ items, detail, onChoose, disabled, label }: ItemChoiceListProps) {
  return (
    <ul aria-label={label} className="grid max-h-64 gap-1 overflow-y-auto">
      {items.map((item) => (
        <li key={item.id}>
          <Button
            type="button"
            variant="ghost"
            disabled={disabled}
            className="h-auto w-full justify-between gap-3 py-2 text-left whitespace-normal"
            onClick={() => onChoose(item)}
          >
            <span className="font-medium text-slate-900">{item.name}</span>
            <span className="text-xs text-slate-600">{detail(item)}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
