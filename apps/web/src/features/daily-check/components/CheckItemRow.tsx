import { formatQuantity, type InventoryItemDto } from "@stockroom/shared";
import { FieldError } from "@/components/FieldError";
import { Button } from "@/components/ui/button";
import { NumberInput } from "@/components/NumberInput";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { countProblem, itemCheckState, type CheckEntry } from "../checkState";

const STATE_TEXT = { unchecked: "Not checked", counted: "Counted", skipped: "Skipped" } as const;

interface CheckItemRowProps {
  item: InventoryItemDto;
  entry: CheckEntry | undefined;
  onCountChange: (count: string) => void;
  onToggleSkip: () => void;
}

export function CheckItemRow({ item, entry, onCountChange, onToggleSkip }: CheckItemRowProps) {
  const id = `daily-check-item-${item.id}`;
  const state = itemCheckState(entry);
  const problem = state === "counted" ? countProblem(entry!.count) : null;
  const invalid = problem !== null;
  return (
    <li
      className={cn(
        "flex flex-wrap items-end gap-3 rounded-md border p-3",
        state === "skipped" ? "border-slate-200 bg-slate-50" : "border-slate-200 bg-white",
        state === "counted" && !invalid && "border-emerald-300",
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
        <Label htmlFor={id} className="text-xs">
          Count <span className="sr-only">for {item.name}</span>
        </Label>
        <NumberInput
          id={id}
          placeholder={String(item.currentStock)}
          value={entry?.skipped ? "" : (entry?.count ?? "")}
          disabled={state === "skipped"}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => onCountChange(event.target.value)}
        />
      </div>
      <Button type="button" variant="outline" size="sm" className="mb-0.5" onClick={onToggleSkip}>
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
