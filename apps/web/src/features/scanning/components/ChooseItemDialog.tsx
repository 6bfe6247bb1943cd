import type { InventoryItemDto } from "@stockroom/shared";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { DialogCloseActions } from "@/components/ui/dialog-actions";
import { ItemChoiceList } from "./ItemChoiceList";

interface ChooseItemDialogProps {
  /** The code several items carry (a product's EAN in several hotels); null: closed. */
  code: string | null;
  items: InventoryItemDto[];
  propertyName: (propertyId: number) => string;
  onChoose: (item: InventoryItemDto) => void;
  onClose: () => void;
}

export function ChooseItemDialog({ code, items, propertyName, onChoose, onClose }: ChooseItemDialogProps) {
  return (
    <Dialog open={code !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeading title="Which item?" description={`Code ${code ?? ""} is on ${items.length} items.`} />
        <ItemChoiceList
          label="Items with this code"
          items={items}
          detail={(item) => propertyName(item.propertyId)}
          onChoose={(item) => {
            onClose();
            onChoose(item);
          }}
        />
        <DialogCloseActions onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
