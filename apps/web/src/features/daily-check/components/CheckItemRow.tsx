import { formatQuantity, type InventoryItemDto } from "@stockroom/shared";
import { useController, type Control } from "react-hook-form";
import { FieldError } from "@/components/FieldError";
import { Button } from "@/components/ui/button";
import { NumberInput } from "@/components/NumberInput";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { entryField, entryProblem, itemCheckState, type CheckEntry, type CheckForm } from "../checkState";

const STATE_TEXT = { unchecked: "Not checked", counted: "Counted", skipped: "Skipped" } as const;

/** The count field's id, which a scan of the item focuses. */
export const checkItemFieldId = (itemId: number) => `daily-check-item-${itemId}`;

const UNTOUCHED: CheckEntry = { count: "", skipped: false };

interface CheckItemRowProps {
  item: InventoryItemDto;
  /** The page's check form, whose field `entries.<item id>` this row fills in. */
  control: Control<CheckForm>;
}

export function CheckItemRow({ item, control }: CheckItemRowProps) {
  const { field } = useController({ control, name: entryField(item.id) });
  const entry = field.value;
  const id = checkItemFieldId(item.id);
  const state = itemCheckState(entry);
  const problem = entryProblem(entry);
  const invalid = problem !== null;
  const describedBy = [`${id}-last`, invalid && `${id}-error`].filter(Boolean).join(" ");
  return (
    <li
      className={cn(
        "flex flex-wrap items-end gap-3 rounded-md border p-3",
        state === "skipped" ? "border-slate-200 bg-slate-50" : "border-slate-200 bg-white",
        state === "counted" && "border-emerald-300",
        invalid && "border-red-300",
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{item.name}</p>
        <p className="text-sm text-slate-600">
          Recorded: {formatQuantity(item.currentStock, item.unit)} ·{" "}
          <span className="font-medium">{STATE_TEXT[state]}</span>
        </p>
      </div>
      <div className="grid w-32 gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <Label htmlFor={id} className="text-xs">
            Count <span className="sr-only">for {item.name}</span>
          </Label>
          {/* A label, not a placeholder: a grey "35" in the field read as a count already typed (issue 17.3). */}
          <span id={`${id}-last`} className="text-xs text-slate-600">
            last: {item.currentStock}
          </span>
        </div>
        <NumberInput
          id={id}
          value={entry?.skipped ? "" : (entry?.count ?? "")}
          disabled={state === "skipped"}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => field.onChange({ ...(entry ?? UNTOUCHED), count: event.target.value })}
        />
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mb-0.5"
        onClick={() => field.onChange({ count: "", skipped: !entry?.skipped })}
      >
        {state === "skipped" ? "Unskip" : "Skip"} <span className="sr-only">{item.name}</span>
      </Button>
      {invalid && (
        <div className="basis-full">
          <FieldError id={`${id}-error`} message={problem ?? undefined} />
        </div>
      )}
    </li>
  );
}
