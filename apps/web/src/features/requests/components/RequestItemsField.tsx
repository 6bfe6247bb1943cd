import { formatQuantity, type InventoryItemDto, type RequestFormValues } from "@stockroom/shared";
import { Trash2 } from "lucide-react";
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from "react-hook-form";
import { FieldError } from "@/components/FieldError";
import { ItemPicker } from "@/components/ItemPicker";
import { NumberInput } from "@/components/NumberInput";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";

interface RequestItemsFieldProps {
  idPrefix: string;
  lines: UseFieldArrayReturn<RequestFormValues, "items">;
  /** The chosen property's items; undefined while loading or before a property is chosen. */
  catalogue: InventoryItemDto[] | undefined;
  hasProperty: boolean;
  register: UseFormRegister<RequestFormValues>;
  errors: FieldErrors<RequestFormValues>["items"];
}

/** The item picker and one row per chosen item with its quantity; an item can be chosen once. */
export function RequestItemsField({
  idPrefix,
  lines,
  catalogue,
  hasProperty,
  register,
  errors,
}: RequestItemsFieldProps) {
  const chosen = new Set(lines.fields.map((line) => line.itemId));
  const listError = errors?.root?.message ?? errors?.message;
  const byId = new Map((catalogue ?? []).map((item) => [item.id, item]));

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Items</legend>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-picker`}>Add an item</Label>
        <ItemPicker
          id={`${idPrefix}-picker`}
          items={catalogue}
          onPick={(item) => lines.append({ itemId: item.id, quantity: "1" })}
          unavailable={(item) => (chosen.has(item.id) ? "Already selected" : undefined)}
          aria-describedby={listError ? `${idPrefix}-error` : undefined}
          placeholder={
            !hasProperty ? "Select a property first" : catalogue ? "Search by name or code" : "Loading items..."
          }
        />
        {catalogue?.length === 0 && <p className="text-sm text-slate-600">This property has no items yet.</p>}
      </div>

      {lines.fields.length > 0 && (
        <ul className="grid gap-2">
          {lines.fields.map((line, index) => {
            const item = byId.get(line.itemId);
            const name = item?.name ?? `Item ${line.itemId}`;
            const inputId = `${idPrefix}-${line.id}`;
            const error = errors?.[index]?.quantity?.message;
            return (
              <li key={line.id} className="flex flex-wrap items-start gap-3 rounded-md border border-slate-200 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{name}</p>
                  {item && (
                    <p className="text-xs text-slate-600">{formatQuantity(item.currentStock, item.unit)} in stock</p>
                  )}
                </div>
                <div className="grid w-32 gap-1">
                  <Label htmlFor={inputId} className="text-xs">
                    Quantity <span className="sr-only">for {name}</span>
                  </Label>
                  <NumberInput
                    id={inputId}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    {...register(`items.${index}.quantity`)}
                  />
                  <FieldError id={`${inputId}-error`} message={error} />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mt-5"
                  aria-label={`Remove ${name}`}
                  onClick={() => lines.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={`${idPrefix}-error`} message={listError} />
    </fieldset>
  );
}
