import type { ComponentProps } from "react";
import { Controller, type Control, type FieldPath, type FieldValues, type PathValue } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** One choice of a select: the value it stands for and the text it shows, which is also its accessible name. */
export interface SelectOption<T = string> {
  value: T;
  label: string;
}

type TriggerProps = Omit<ComponentProps<typeof SelectTrigger>, "value" | "defaultValue" | "onChange" | "children">;

type OptionSelectProps<T> = TriggerProps & {
  options: readonly SelectOption<T>[];
  /** The chosen option's value; undefined shows the placeholder. */
  value: T | undefined;
  onChange: (value: T) => void;
  placeholder?: string;
};

/**
 * A Radix select over a list of options, whose trigger takes a Field's id and aria props and react-hook-form's ref
 * and onBlur. An option may stand for any value (a number, null for "none"): Radix only takes non-empty strings,
 * so each item is keyed by its value as text, which must differ from option to option.
 */
export function OptionSelect<T>({ options, value, onChange, placeholder, ...triggerProps }: OptionSelectProps<T>) {
  const choose = (key: string) => {
    const option = options.find((candidate) => String(candidate.value) === key);
    if (option) onChange(option.value);
  };
  return (
    <Select value={value === undefined ? "" : String(value)} onValueChange={choose}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={String(option.value)} value={String(option.value)}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

type SelectFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = Omit<
  ComponentProps<typeof Field>,
  "children" | "error"
> & {
  control: Control<TValues, unknown, TOutput>;
  name: TName;
  options: readonly SelectOption<PathValue<TValues, TName>>[];
  placeholder?: string;
  /** Runs once the form holds the new choice, for what depends on it (another field to check again). */
  onValueChange?: (value: PathValue<TValues, TName>) => void;
};

/**
 * A form's select with its label, hint and validation message: the field's value, its error and the focus on
 * a failed submit all come from react-hook-form, so a caller names the field instead of wiring a Controller.
 */
export function SelectField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  control,
  name,
  options,
  placeholder,
  onValueChange,
  ...fieldProps
}: SelectFieldProps<TValues, TName, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur, ref }, fieldState }) => (
        <Field {...fieldProps} error={fieldState.error?.message}>
          <OptionSelect
            ref={ref}
            onBlur={onBlur}
            value={value}
            options={options}
            placeholder={placeholder}
            onChange={(next) => {
              onChange(next);
              onValueChange?.(next);
            }}
          />
        </Field>
      )}
    />
  );
}
