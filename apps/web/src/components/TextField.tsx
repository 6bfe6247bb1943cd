import type { ComponentProps, ReactNode } from "react";
import { FieldError } from "@/components/FieldError";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * A labelled input with its validation message, tied together for screen readers (aria-invalid and
 * aria-describedby point at the message while there is one). Other props go to the input, including
 * react-hook-form's `register(...)`.
 */
export function TextField({
  id,
  label,
  error,
  ...inputProps
}: { id: string; label: ReactNode; error?: string } & ComponentProps<typeof Input>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...inputProps}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
