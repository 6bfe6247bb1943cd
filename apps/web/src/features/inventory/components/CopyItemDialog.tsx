import { zodResolver } from "@hookform/resolvers/zod";
import { copyItemFormSchema, formatQuantity, type InventoryItemDto, type PropertyDto } from "@stockroom/shared";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { TargetPropertyField } from "@/components/TargetPropertyField";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { toastError, toastSuccess } from "@/lib/notify";
import { useCreateItem } from "../api";

interface CopyItemDialogProps {
  /** Null: closed. */
  item: InventoryItemDto | null;
  /** Every property of the owner; the item's own is left out of the choices. */
  properties: PropertyDto[];
  onClose: () => void;
}

/**
 * Copy to Property (owners): the same item, with its settings, created in another property. Its stock goes
 * along only when asked (issue 37): uncounted goods would otherwise appear at the other hotel.
 */
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
  const create = useCreateItem();
  const { control, handleSubmit } = useForm<
    z.input<typeof copyItemFormSchema>,
    unknown,
    z.output<typeof copyItemFormSchema>
  >({
    resolver: zodResolver(copyItemFormSchema),
    defaultValues: { withStock: false },
  });

  const onSubmit = handleSubmit(({ propertyId, withStock }) =>
    create.mutate(
      {
        name: item.name,
        category: item.category,
        description: item.description,
        currentStock: withStock ? item.currentStock : 0,
        minStock: item.minStock,
        unit: item.unit,
        photoUrl: item.photoUrl,
        maxCapacity: item.maxCapacity,
        parLevel: item.parLevel,
        unitCost: item.unitCost,
        // The same product: its barcode goes along, unique per property only (decision 139).
        barcode: item.barcode,
        // The owner's supplier, whichever of their properties the copy goes to.
        supplierId: item.supplierId,
        propertyId,
        copiedFromId: item.id,
      },
      {
        onSuccess: () => {
          toastSuccess("Item copied successfully");
          onClose();
        },
        onError: (error) => toastError(error, "Failed to copy item"),
      },
    ),
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>Copy to Property</DialogTitle>
        <DialogDescription>
          Copy {item.name} with its settings (unit, levels, cost, supplier and barcode) to another property.
        </DialogDescription>
      </DialogHeader>
      {/* Columns of minmax(0, 1fr), as in the transfer dialog: a long "name - address" is cut short in the select
          at 360 px instead of widening the dialog past the screen. */}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid min-w-0 grid-cols-1 gap-4">
        <TargetPropertyField
          control={control}
          name="propertyId"
          targets={targets}
          description={
            targets.length === 0 ? (
              <p className="text-sm text-slate-600">There is no other property to copy to.</p>
            ) : undefined
          }
        />
        <Controller
          control={control}
          name="withStock"
          render={({ field }) => (
            <Checkbox
              label={`Copy its stock too (${formatQuantity(item.currentStock, item.unit)})`}
              description="Leave this off unless the other property has those goods on its shelves; to move goods, use Transfer."
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <DialogActions onCancel={onClose} label="Copy Item" pendingLabel="Copying..." pending={create.isPending} />
      </form>
    </>
  );
}
