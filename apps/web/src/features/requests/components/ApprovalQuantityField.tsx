import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "@/components/FieldError";
import { NumberInput } from "@/components/NumberInput";
import { Label } from "@/components/ui/label";
import { formatUsdCents, type ApprovalLine } from "@stockroom/shared";
import type { LinePrice } from "./ApprovalPrices";

interface ApprovalQuantityFieldProps {
  id: string;
  line: ApprovalLine;
  /** 0 denies the item; any quantity above 0 restores it (core §4). */
  denied: boolean;
  error?: string;
  /** Receiving this much would take the item past its max capacity: allowed, but said. */
  warning: string | null;
  /** Today's unit cost and supplier of the line's item; undefined while loading or when the item is gone. */
  price?: LinePrice;
  registration: UseFormRegisterReturn;
}

export function ApprovalQuantityField({
  id,
  line,
  denied,
  error,
  warning,
  price,
  registration,
}: ApprovalQuantityFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const describedBy = [hintId, error && errorId, !error && warning && warningId].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5 rounded-md border border-slate-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>Approved quantity for {line.name}</Label>
        {denied && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Denied</span>
        )}
      </div>
      <NumberInput id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...registration} />
      <p id={hintId} className="text-xs text-slate-600">
        Requested {line.requested} {line.unit}
        {line.currentStock !== null && ` · ${line.currentStock} in stock`}
        {line.maxCapacity !== null && ` · max capacity ${line.maxCapacity}`}
        {" · 0 denies this item"}
      </p>
      {price && (
        <p className="text-xs text-slate-600">
          {price.unitCost === null ? "No unit cost" : `${formatUsdCents(Math.round(price.unitCost * 100))} each`}
          {` · ${price.supplier ?? "No supplier"}`}
        </p>
      )}
      <FieldError id={errorId} message={error} />
      {!error && warning && (
        <p id={warningId} className="text-sm text-amber-800">
          {warning}
        </p>
      )}
    </div>
  );
}
