import { Field } from "@/components/ui/field";
import { OptionSelect, type SelectOption } from "@/components/ui/select-field";
import { cn } from "@/lib/utils";

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  className?: string;
}

/** A select with a visible label tied to it, so it is announced and found by its name. */
export function FilterSelect({ label, className, ...select }: FilterSelectProps) {
  return (
    <Field label={label} className={cn("flex flex-col gap-1.5", className)}>
      <OptionSelect {...select} />
    </Field>
  );
}
