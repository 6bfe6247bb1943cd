import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** The labelled, focused-first email input of the sign-in and forgot-password forms, with its error. */
export function EmailField({
  id,
  error,
  registration,
}: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label="Email" error={error}>
      <Input
        type="email"
        autoComplete="email"
        // eslint-disable-next-line jsx-a11y-x/no-autofocus -- Radix focuses the dialog's first field only as it opens: not when the lazily loaded form arrives later, nor when the dialog swaps between sign-in and reset
        autoFocus
        {...registration}
      />
    </Field>
  );
}
