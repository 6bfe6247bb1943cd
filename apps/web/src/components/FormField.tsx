import type { ReactElement, ReactNode } from "react";
import { cloneElement } from "react";
import { FieldError } from "@/components/FieldError";
import { Label } from "@/components/ui/label";

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** More the control is described by, e.g. the password checklist. */
  description?: ReactNode;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its hint and validation message wired to it for screen readers. */
export function FormField({ id, label, error, hint, description, children }: FormFieldProps) {
  const describedBy =
    [hint && `${id}-hint`, description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {description && <div id={`${id}-description`}>{description}</div>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
