import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/TextField";

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
    <TextField id={id} label="Email" type="email" autoComplete="email" autoFocus error={error} {...registration} />
  );
}
