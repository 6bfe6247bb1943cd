import { formatQuantity } from "@stockroom/shared";
import { AlertTriangle, Check, PackageX, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NumberInput } from "@/components/NumberInput";
import { Label } from "@/components/ui/label";
import { exceedsApproved, type ItemMark, type ReceiveLine } from "../receiveState";

interface ReceiveLineRowProps {
  id: string;
  line: ReceiveLine;
  quantity: string;
  mark: ItemMark;
  onQuantityChange: (value: string) => void;
  onReceived: () => void;
  onMissing: () => void;
  onUndo: () => void;
}

/** One approved item: how many arrived, then Received or Missing; Undo reopens it. */
export function ReceiveLineRow({
  id,
  line,
  quantity,
  mark,
  onQuantityChange,
  onReceived,
  onMissing,
  onUndo,
}: ReceiveLineRowProps) {
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
            onChange={(event) => onQuantityChange(event.target.value)}
          />
        </div>
        {mark === null ? (
          <>
            <Button type="button" size="sm" onClick={onReceived}>
              <Check aria-hidden="true" />
              Received <span className="sr-only">{line.name}</span>
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={onMissing}>
              <PackageX aria-hidden="true" />
              Missing <span className="sr-only">{line.name}</span>
            </Button>
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
            <Button type="button" size="sm" variant="ghost" onClick={onUndo}>
              <Undo2 aria-hidden="true" />
              Undo <span className="sr-only">{line.name}</span>
            </Button>
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
