import type { InventoryItemDto, PropertyDto } from "@stockroom/shared";
import { useId, useState, type FormEvent } from "react";
import { FieldError } from "@/components/FieldError";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toastError, toastSuccess } from "@/lib/notify";
import { useCreateItem } from "../api";

interface CopyItemDialogProps {
  /** Null: closed. */
  item: InventoryItemDto | null;
  /** Every property of the owner; the item's own is left out of the choices. */
  properties: PropertyDto[];
  onClose: () => void;
}

/** Copy to Property (owners): the same item, stock included, created in another property. */
export function CopyItemDialog({ item, properties, onClose }: CopyItemDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {item && (
          <CopyForm item={item} targets={properties.filter((p) => p.id !== item.propertyId)} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CopyForm({ item, targets, onClose }: { item: InventoryItemDto; targets: PropertyDto[]; onClose: () => void }) {
  const id = useId();
  const [target, setTarget] = useState("");
  const [missingTarget, setMissingTarget] = useState(false);
  const create = useCreateItem();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return setMissingTarget(true);
    create.mutate(
      {
        name: item.name,
        category: item.category,
        description: item.description,
        currentStock: item.currentStock,
        minStock: item.minStock,
        unit: item.unit,
        photoUrl: item.photoUrl,
        maxCapacity: item.maxCapacity,
        unitCost: item.unitCost,
        propertyId: Number(target),
        copiedFromId: item.id,
      },
      {
        onSuccess: () => {
          toastSuccess("Item copied successfully");
          onClose();
        },
        onError: (error) => toastError(error, "Failed to copy item"),
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Copy to Property</DialogTitle>
        <DialogDescription>Copy {item.name} with its stock levels to another property.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={id}>Target Property</Label>
          <Select
            value={target}
            onValueChange={(value) => {
              setTarget(value);
              setMissingTarget(false);
            }}
          >
            <SelectTrigger
              id={id}
              aria-invalid={missingTarget ? true : undefined}
              aria-describedby={missingTarget ? `${id}-error` : undefined}
            >
              <SelectValue placeholder="Select a property" />
            </SelectTrigger>
            <SelectContent>
              {targets.map((property) => (
                <SelectItem key={property.id} value={String(property.id)}>
                  {property.address ? `${property.name} - ${property.address}` : property.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError id={`${id}-error`} message={missingTarget ? "Please select a property" : undefined} />
          {targets.length === 0 && <p className="text-sm text-slate-600">There is no other property to copy to.</p>}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Copying..." : "Copy Item"}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
