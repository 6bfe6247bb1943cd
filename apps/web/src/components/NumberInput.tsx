import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/**
 * A text input for a typed number, read by the shared parser (parseWholeNumber / parseAmount). Not
 * type="number": browsers let that accept "1e3" and "2.7", hand the form "" for text they cannot read
 * (so a wrong value looks empty) and change it on a scroll. `inputMode` still opens the phone's number pad.
 */
export function NumberInput({
  decimal = false,
  ...props
}: { decimal?: boolean } & Omit<ComponentProps<typeof Input>, "type" | "inputMode">) {
  return <Input type="text" inputMode={decimal ? "decimal" : "numeric"} autoComplete="off" {...props} />;
}
