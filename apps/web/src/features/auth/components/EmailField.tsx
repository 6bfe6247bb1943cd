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
      <Input type="email" autoComplete="email" autoFocus {...registration} />
    </Field>
  );
}
