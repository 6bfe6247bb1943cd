import { zodResolver } from "@hookform/resolvers/zod";
import { CATEGORIES, CATEGORY_INFO, UNITS, type Category, type InventoryItemDto } from "@stockroom/shared";
import { useId, useState, type ReactNode } from "react";
import { Controller, useForm, type UseFormRegisterReturn } from "react-hook-form";
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
import { NumberInput } from "@/components/NumberInput";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toastError, toastSuccess } from "@/lib/notify";
import { useCreateItem, useUpdateItem } from "../api";
import { itemFormDefaults, itemFormSchema, type ItemFormOutput, type ItemFormValues } from "../itemForm";
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

type ItemFormProps = Omit<ItemFormDialogProps, "open" | "onOpenChange"> & { onClose: () => void };

function ItemForm({ propertyId, item, defaultCategory, onClose }: ItemFormProps) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const create = useCreateItem();
  const update = useUpdateItem();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ItemFormValues, unknown, ItemFormOutput>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: itemFormDefaults(item, defaultCategory),
  });
  const pending = create.isPending || update.isPending;
  // An item saved with a unit outside the list keeps it as a choice rather than losing it.
  const units =
    item && !UNITS.some((u) => u.value === item.unit) ? [...UNITS, { value: item.unit, label: item.unit }] : UNITS;

  const onSubmit = handleSubmit((values) => {
    const callbacks = {
      onSuccess: () => {
        toastSuccess(item ? "Item updated successfully" : "Item created successfully");
        onClose();
      },
      onError: (error: Error) => toastError(error, "Failed to save item"),
    };
    if (item) update.mutate({ id: item.id, body: values }, callbacks);
    else create.mutate({ ...values, propertyId }, callbacks);
  });

  const a11y = (name: keyof ItemFormValues) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof ItemFormValues) => (
    <FieldError id={`${id}-${name}-error`} message={errors[name]?.message} />
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{item ? "Edit Item" : "Add New Item"}</DialogTitle>
        <DialogDescription>{item ? `Update ${item.name}.` : "Add a supply item to this property."}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-name`}>Item Name</Label>
          <Input placeholder="e.g. Bath Towels" autoComplete="off" {...a11y("name")} {...register("name")} />
          {error("name")}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <Controller
              control={control}
              name="category"
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <Select value={value ?? ""} onValueChange={onChange}>
                  <SelectTrigger ref={ref} onBlur={onBlur} {...a11y("category")}>
                    <SelectValue placeholder="Select a category" />
                  </SelectTrigger>
                  <SelectContent>
                    {CATEGORIES.map((category) => (
                      <SelectItem key={category} value={category}>
                        {CATEGORY_INFO[category].name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            {error("category")}
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-unit`}>Unit</Label>
            <Controller
              control={control}
              name="unit"
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <Select value={value ?? ""} onValueChange={onChange}>
                  <SelectTrigger ref={ref} onBlur={onBlur} {...a11y("unit")}>
                    <SelectValue placeholder="Select a unit" />
                  </SelectTrigger>
                  <SelectContent>
                    {units.map((unit) => (
                      <SelectItem key={unit.value} value={unit.value}>
                        {unit.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            {error("unit")}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField label="Current Stock" attrs={a11y("currentStock")} registration={register("currentStock")}>
            {error("currentStock")}
          </NumberField>
          <NumberField label="Minimum Stock" attrs={a11y("minStock")} registration={register("minStock")}>
            {error("minStock")}
          </NumberField>
          <NumberField
            label="Max Capacity (optional)"
            attrs={a11y("maxCapacity")}
            registration={register("maxCapacity")}
          >
            {error("maxCapacity")}
          </NumberField>
          <NumberField
            label="Unit Cost in $ (optional)"
            decimal
            attrs={a11y("unitCost")}
            registration={register("unitCost")}
          >
            {error("unitCost")}
          </NumberField>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-description`}>Description (optional)</Label>
          <Textarea rows={3} {...a11y("description")} {...register("description")} />
          {error("description")}
        </div>
        <Controller
          control={control}
          name="photoUrl"
          render={({ field: { value, onChange } }) => (
            <PhotoField value={value} onChange={onChange} onUploadingChange={setUploading} />
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending || uploading}>
            {pending ? "Saving..." : item ? "Save Changes" : "Add Item"}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

interface NumberFieldProps {
  label: string;
  decimal?: boolean;
  attrs: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };
  registration: UseFormRegisterReturn;
  children: ReactNode;
}

function NumberField({ label, decimal, attrs, registration, children }: NumberFieldProps) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={attrs.id}>{label}</Label>
      <NumberInput decimal={decimal} {...attrs} {...registration} />
      {children}
    </div>
  );
}
