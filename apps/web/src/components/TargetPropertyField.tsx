import type { PropertyDto } from "@stockroom/shared";
import type { ReactElement } from "react";
import { useController, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { PropertySelect } from "@/components/ui/property-select";

/** F: the form's values; T: what its resolver makes of them on submit. */
interface TargetPropertyFieldProps<F extends FieldValues, T extends FieldValues> {
  control: Control<F, unknown, T>;
  /** The form's field holding the chosen property's id. */
  name: FieldPathByValue<F, number | undefined>;
  /** The properties the item may go to: the owner's others. */
  targets: readonly PropertyDto[];
  /** Said under the select, e.g. that there is no other property. */
  description?: ReactElement<{ id?: string }>;
}

/**
 * "Target Property" of a form moving or copying an item to another of the owner's properties. Columns of
 * minmax(0, 1fr): a long "name - address" is cut short in the select at 360 px instead of widening the dialog.
 */
export function TargetPropertyField<F extends FieldValues, T extends FieldValues>({
  control,
  name,
  targets,
  description,
}: TargetPropertyFieldProps<F, T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label="Target Property" className="grid-cols-1" error={fieldState.error?.message} description={description}>
      <PropertySelect
        properties={targets}
        value={field.value}
        withAddress
        placeholder="Select a property"
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={field.ref}
      />
    </Field>
  );
}
