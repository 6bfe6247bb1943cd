import { formatQuantity } from "@stockroom/shared";
import { AlertTriangle, Check, PackageX, Undo2, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { useController, type Control } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { NumberInput } from "@/components/NumberInput";
import { Label } from "@/components/ui/label";
import { exceedsApproved, type ItemMark, type ReceiveForm, type ReceiveLine } from "../receiveState";

interface ReceiveLineRowProps {
  id: string;
  line: ReceiveLine;
  /** The dialog's receive form, whose field `lines.<index>.quantity` this row fills in. */
  control: Control<ReceiveForm>;
  index: number;
  mark: ItemMark;
  onReceived: () => void;
  onMissing: () => void;
  onUndo: () => void;
}

/** One approved item: how many arrived, then Received or Missing; Undo reopens it. */
export function ReceiveLineRow({ id, line, control, index, mark, onReceived, onMissing, onUndo }: ReceiveLineRowProps) {
  const { field } = useController({ control, name: `lines.${index}.quantity` });
  const quantity = field.value;
  const warningId = `${id}-warning`;
  const tooMany = mark?.kind !== "missing" && exceedsApproved(quantity, line);
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">{line.name}</span>
        <span className="text-sm text-slate-600">Approved: {formatQuantity(line.approved, line.unit)}</span>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid w-36 gap-1">
          <Label htmlFor={id} className="text-xs">
            Received quantity <span className="sr-only">for {line.name}</span>
          </Label>
          <NumberInput
            id={id}
            value={quantity}
            disabled={mark !== null}
            aria-describedby={tooMany ? warningId : undefined}
            onChange={(event) => field.onChange(event.target.value)}
          />
        </div>
        {mark === null ? (
          <>
            {/* Both choices look alike until one is made: a filled button read as already chosen (issue 37). */}
            <LineAction icon={Check} label="Received" lineName={line.name} variant="outline" onClick={onReceived} />
            <LineAction icon={PackageX} label="Missing" lineName={line.name} variant="outline" onClick={onMissing} />
          </>
        ) : (
          <>
            <p role="status" className="flex-1 text-sm font-semibold">
              {mark.kind === "received" ? (
                <span className="text-green-800">✓ Received {formatQuantity(mark.quantity, line.unit)}</span>
              ) : (
                <span className="text-red-800">✗ Missing</span>
              )}
            </p>
            <LineAction icon={Undo2} label="Undo" lineName={line.name} variant="ghost" onClick={onUndo} />
          </>
        )}
      </div>
      {tooMany && (
        <p id={warningId} className="flex items-center gap-1.5 text-sm text-amber-800">
          <AlertTriangle aria-hidden="true" className="size-4" />
          Warning: more than the approved {formatQuantity(line.approved, line.unit)}
        </p>
      )}
    </li>
  );
}

interface LineActionProps {
  icon: LucideIcon;
  label: string;
  lineName: string;
  variant?: ComponentProps<typeof Button>["variant"];
  onClick: () => void;
}

/** A button acting on one line, named after the line for screen readers ("Received Towels"). */
function LineAction({ icon: Icon, label, lineName, variant, onClick }: LineActionProps) {
  return (
    <Button type="button" size="sm" variant={variant} onClick={onClick}>
      <Icon aria-hidden="true" />
      {label} <span className="sr-only">{lineName}</span>
    </Button>
  );
}
