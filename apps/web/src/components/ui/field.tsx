import { cloneElement, useId, type ReactElement, type ReactNode } from "react";
import { FieldError } from "@/components/FieldError";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** The props Field gives its control, so the label, the texts describing it and its error belong to it. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  label: ReactNode;
  /** The control's id; one is made up when the caller does not need to know it. */
  id?: string;
  error?: string;
  /** A short line under the control, e.g. "Optional". */
  hint?: ReactNode;
  /** More the control is described by, e.g. the password checklist: an element that takes the id it is referred by. */
  description?: ReactElement<{ id?: string }>;
  /** The label is read by screen readers only (a filter whose purpose the page makes plain). */
  hideLabel?: boolean;
  className?: string;
  /**
   * The control: an input (react-hook-form's `register(...)` spread on it), or any component that passes id and
   * aria props to its focusable element, e.g. a Controller-driven PropertySelect. Where that element sits inside
   * others (a Controller around a Radix Select), a function that spreads the props it is given on it.
   */
  children: ReactElement<FieldControlProps> | ((control: FieldControlProps) => ReactNode);
}

/** A labelled control with its hint, description and validation message wired to it for screen readers. */
export function Field({ label, id, error, hint, description, hideLabel, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const describedBy =
    [hint && `${controlId}-hint`, description && `${controlId}-description`, error && `${controlId}-error`]
      .filter(Boolean)
      .join(" ") || undefined;
  const control: FieldControlProps = {
    id: controlId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={controlId} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </Label>
      {typeof children === "function" ? children(control) : cloneElement(children, control)}
      {hint && (
        <p id={`${controlId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {description && cloneElement(description, { id: `${controlId}-description` })}
      <FieldError id={`${controlId}-error`} message={error} />
    </div>
  );
}
