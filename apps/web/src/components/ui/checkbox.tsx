import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type CheckboxProps = Omit<
  ComponentProps<typeof CheckboxPrimitive.Root>,
  "checked" | "defaultChecked" | "onCheckedChange" | "className" | "children"
> & {
  label: ReactNode;
  /** A line under the label that the box is described by. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Classes of the row holding the box and its texts. */
  className?: string;
};

/**
 * A checkbox with its label (and optional description) beside it, named and described for screen readers.
 * Controlled; with react-hook-form, drive it from a Controller (`checked={field.value}`, `onCheckedChange={field.onChange}`).
 */
export function Checkbox({ label, description, checked, onCheckedChange, className, id, ...boxProps }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <CheckboxPrimitive.Root
        id={boxId}
        checked={checked}
        // Only two states here: Radix's "indeterminate" is never set, so anything but true is unchecked.
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-describedby={description ? `${boxId}-description` : undefined}
        className="peer mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-sm border border-slate-400 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600/40 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-emerald-700 data-[state=checked]:bg-emerald-700 data-[state=checked]:text-white"
        {...boxProps}
      >
        <CheckboxPrimitive.Indicator>
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="grid gap-1">
        <Label htmlFor={boxId} className="leading-5">
          {label}
        </Label>
        {description && (
          <p id={`${boxId}-description`} className="text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
