import { zodResolver } from "@hookform/resolvers/zod";
import { CATEGORIES, CATEGORY_INFO, UNITS, type Category, type InventoryItemDto } from "@stockroom/shared";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { NumberInput } from "@/components/NumberInput";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SelectField } from "@/components/ui/select-field";
import { Textarea } from "@/components/ui/textarea";
import { useSuppliers } from "@/features/suppliers";
import { useDialogDraft } from "@/components/useDialogDraft";
import { ApiError } from "@/lib/api";
import { toastError, toastSuccess } from "@/lib/notify";
import { useCreateItem, useUpdateItem } from "../api";
import {
  itemDraftSchema,
  itemFormDefaults,
  itemFormSchema,
  type ItemFormOutput,
  type ItemFormValues,
} from "../itemForm";
import { PhotoField } from "./PhotoField";

export interface ItemFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: number;
  /** Absent: the dialog adds an item. */
  item?: InventoryItemDto;
  /** Preselected category when adding from a category tab. */
  defaultCategory?: Category;
}

export function ItemFormDialog({ open, onOpenChange, ...rest }: ItemFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        {/* Mounted only while open, so each opening starts from the item's saved values. */}
        <ItemForm onClose={() => onOpenChange(false)} {...rest} />
      </DialogContent>
    </Dialog>
  );
}

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: CATEGORY_INFO[category].name }));
const NO_SUPPLIER = { value: null, label: "None" };

type ItemFormProps = Omit<ItemFormDialogProps, "open" | "onOpenChange"> & { onClose: () => void };

function ItemForm({ propertyId, item, defaultCategory, onClose }: ItemFormProps) {
  const [uploading, setUploading] = useState(false);
  const create = useCreateItem();
  const update = useUpdateItem();
  const suppliers = useSuppliers();
  const [start] = useState(() => itemFormDefaults(item, defaultCategory));
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<ItemFormValues, unknown, ItemFormOutput>({ resolver: zodResolver(itemFormSchema), defaultValues: start });
  // A new item's draft per property, an edit's per item: a reload, Back or an ended session keeps the typing.
  const draft = useDialogDraft({
    form: item ? `item:${item.id}` : `new-item:${propertyId}`,
    shape: itemDraftSchema,
    start,
    values: watch(),
    reset,
    what: item ? "change to this item" : "item",
  });
  const pending = create.isPending || update.isPending;
  // An item saved with a unit outside the list keeps it as a choice rather than losing it.
  const units =
    item && !UNITS.some((u) => u.value === item.unit) ? [...UNITS, { value: item.unit, label: item.unit }] : UNITS;
  const supplierOptions = [
    NO_SUPPLIER,
    ...(suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name })),
  ];

  const onSubmit = handleSubmit((values) => {
    const callbacks = {
      onSuccess: () => {
        draft.sent();
        toastSuccess(item ? "Item updated successfully" : "Item created successfully");
        onClose();
      },
      onError: (error: Error) => {
        // A name or barcode another item of the property has (409), or a supplier deleted meanwhile (400): said on
        // the field.
        const fields = error instanceof ApiError ? error.body?.fields : undefined;
        if (fields?.name) setError("name", { message: fields.name }, { shouldFocus: true });
        else if (fields?.barcode) setError("barcode", { message: fields.barcode }, { shouldFocus: true });
        else if (fields?.supplierId) setError("supplierId", { message: fields.supplierId }, { shouldFocus: true });
        else toastError(error, "Failed to save item");
      },
    };
    if (item) update.mutate({ id: item.id, body: values }, callbacks);
    else create.mutate({ ...values, propertyId }, callbacks);
  });

  return (
    <>
      <DialogHeading
        title={item ? "Edit Item" : "Add New Item"}
        description={item ? `Update ${item.name}.` : "Add a supply item to this property."}
      />
      {draft.notice}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <Field label="Item Name" error={errors.name?.message} className="content-start">
          <Input placeholder="e.g. Bath Towels" autoComplete="off" {...register("name")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={control}
            name="category"
            label="Category"
            options={CATEGORY_OPTIONS}
            placeholder="Select a category"
            className="content-start"
          />
          <SelectField
            control={control}
            name="unit"
            label="Unit"
            options={units}
            placeholder="Select a unit"
            className="content-start"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Current Stock" error={errors.currentStock?.message} className="content-start">
            <NumberInput {...register("currentStock")} />
          </Field>
          <Field label="Minimum Stock" error={errors.minStock?.message} className="content-start">
            <NumberInput {...register("minStock")} />
          </Field>
          <Field label="Max Capacity (optional)" error={errors.maxCapacity?.message} className="content-start">
            <NumberInput {...register("maxCapacity")} />
          </Field>
          <Field
            label="Par Level (optional)"
            hint="The stock to hold: suggested orders fill up to it."
            error={errors.parLevel?.message}
            className="content-start"
          >
            <NumberInput {...register("parLevel")} />
          </Field>
          <Field label="Unit Cost in $ (optional)" error={errors.unitCost?.message} className="content-start">
            <NumberInput decimal {...register("unitCost")} />
          </Field>
        </div>
        <SelectField
          control={control}
          name="supplierId"
          label="Preferred Supplier"
          options={supplierOptions}
          className="content-start"
        />
        <Field
          label="Barcode (optional)"
          hint="The code printed on the product, e.g. its EAN. Leave empty to use the Stockroom code."
          error={errors.barcode?.message}
          className="content-start"
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            // A scanner in keyboard mode ends the code with Enter: that finishes the field, not the form.
            onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
            {...register("barcode")}
          />
        </Field>
        <Field label="Description (optional)" error={errors.description?.message} className="content-start">
          <Textarea rows={3} {...register("description")} />
        </Field>
        <Controller
          control={control}
          name="photoUrl"
          render={({ field: { value, onChange } }) => (
            <PhotoField value={value} onChange={onChange} onUploadingChange={setUploading} />
          )}
        />
        <DialogActions
          onCancel={() => {
            // Cancel is a choice to drop the typing; closing otherwise (Escape, Back) keeps it as a draft.
            draft.discard();
            onClose();
          }}
          label={item ? "Save Changes" : "Add Item"}
          pendingLabel="Saving..."
          pending={pending}
          disabled={uploading}
        />
      </form>
    </>
  );
}
