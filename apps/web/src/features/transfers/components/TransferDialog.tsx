import { zodResolver } from "@hookform/resolvers/zod";
import {
  formatQuantity,
  transferFormSchema,
  type InventoryItemDto,
  type PropertyDto,
  type TransferFormValues,
} from "@stockroom/shared";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { TargetPropertyField } from "@/components/TargetPropertyField";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api";
import { toastError, toastSuccess } from "@/lib/notify";
import { useCreateTransfer, useTransferTarget } from "../api";

interface TransferDialogProps {
  item: InventoryItemDto;
  /** The owner's other properties. */
  targets: PropertyDto[];
  onClose: () => void;
}

/** Transfer…: moves units of an item to another of the owner's properties (decision 146). */
export default function TransferDialog({ item, targets, onClose }: TransferDialogProps) {
  const create = useCreateTransfer();
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TransferFormValues, unknown, z.output<typeof transferFormSchema>>({
    resolver: zodResolver(transferFormSchema),
    // With one other property there is nothing to choose.
    defaultValues: { toPropertyId: targets.length === 1 ? targets[0].id : undefined, quantity: "" },
  });
  const toPropertyId = watch("toPropertyId") ?? null;
  const targetName = targets.find((p) => p.id === toPropertyId)?.name ?? "";

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      { fromItemId: item.id, ...values },
      {
        onSuccess: () => {
          toastSuccess(`Moved ${formatQuantity(values.quantity, item.unit)} of ${item.name} to ${targetName}`);
          onClose();
        },
        onError: (error) => {
          // Too many for the stock on hand (409) or the item's own property (400): said on the field.
          const fields = error instanceof ApiError ? error.body?.fields : undefined;
          if (fields?.quantity) setError("quantity", { message: fields.quantity }, { shouldFocus: true });
          else if (fields?.toPropertyId) setError("toPropertyId", { message: fields.toPropertyId });
          else toastError(error, "Failed to transfer stock");
        },
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Transfer Stock</DialogTitle>
          <DialogDescription>
            Move units of {item.name} to another property. In stock here: {formatQuantity(item.currentStock, item.unit)}
            .
          </DialogDescription>
        </DialogHeader>
        {/* Columns of minmax(0, 1fr): a long "name - address" is cut short in the select at 360 px, not widening the dialog. */}
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid min-w-0 grid-cols-1 gap-4">
          <TargetPropertyField control={control} name="toPropertyId" targets={targets} />
          <Field label={`Quantity (${item.unit})`} error={errors.quantity?.message}>
            <Input inputMode="numeric" autoComplete="off" {...register("quantity")} />
          </Field>
          <TargetPreview item={item} toPropertyId={toPropertyId} propertyName={targetName} />
          <DialogActions
            onCancel={onClose}
            label="Transfer"
            pendingLabel="Transferring..."
            pending={create.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

interface TargetPreviewProps {
  item: InventoryItemDto;
  toPropertyId: number | null;
  propertyName: string;
}

/** Whether the units join an item of the target property or a copy of this one made there. */
function TargetPreview({ item, toPropertyId, propertyName }: TargetPreviewProps) {
  const target = useTransferTarget(item.id, toPropertyId);
  let text = "";
  if (toPropertyId !== null && target.isSuccess) {
    const existing = target.data.item;
    text = existing
      ? `Adds to '${existing.name}' in ${propertyName} (${formatQuantity(existing.currentStock, existing.unit)} in stock).`
      : `Creates '${item.name}' in ${propertyName}.`;
  }
  return (
    <p aria-live="polite" className="min-h-5 text-sm text-slate-700">
      {text}
    </p>
  );
}
