import { formatQuantity } from "@stockroom/shared";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "@/components/FieldError";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ApprovalLine } from "../approval";

interface ApprovalQuantityFieldProps {
  id: string;
  line: ApprovalLine;
  /** 0 denies the item; any quantity above 0 restores it (core §4). */
  denied: boolean;
  error?: string;
  registration: UseFormRegisterReturn;
}

export function ApprovalQuantityField({ id, line, denied, error, registration }: ApprovalQuantityFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5 rounded-md border border-slate-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>Approved quantity for {line.name}</Label>
        {denied && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Denied</span>
        )}
      </div>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={line.cap ?? undefined}
        step={1}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        {...registration}
      />
      <p id={hintId} className="text-xs text-slate-600">
        Requested {formatQuantity(line.requested, line.unit)}
        {line.cap !== null && ` · ${line.cap} in stock`}
        {" · 0 denies this item"}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
