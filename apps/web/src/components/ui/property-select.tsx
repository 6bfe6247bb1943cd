import type { PropertyDto } from "@stockroom/shared";
import type { ComponentProps } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** Radix refuses an empty item value, so the choice standing for "no single property" needs a token of its own. */
const NO_PROPERTY = "none";

type PropertyChoice = Pick<PropertyDto, "id" | "name"> & { address?: string | null };

type TriggerProps = Omit<ComponentProps<typeof SelectTrigger>, "value" | "defaultValue" | "onChange" | "children">;

type PropertySelectProps = TriggerProps & {
  properties: readonly PropertyChoice[];
  /** The chosen property; null or undefined shows the placeholder (or the null option when there is one). */
  value: number | null | undefined;
  placeholder?: string;
  /** Shows "name - address", where the names alone may not tell two hotels apart. */
  withAddress?: boolean;
} & (
    | { nullOption?: undefined; onChange: (propertyId: number) => void }
    | {
        /** A first choice standing for no single property ("All Properties", "No property for now"): it is null. */
        nullOption: string;
        onChange: (propertyId: number | null) => void;
      }
  );

/**
 * The one control for choosing a property: a Radix select whose trigger takes the id and aria props of a Field
 * (or a Label's htmlFor) and react-hook-form's ref and onBlur, so it is found by its label as a combobox.
 */
export function PropertySelect(props: PropertySelectProps) {
  // onChange is read from props below, where its type follows nullOption.
  const { properties, value, placeholder, withAddress, nullOption, onChange: _onChange, ...triggerProps } = props;
  const selected =
    value === null || value === undefined ? (nullOption === undefined ? "" : NO_PROPERTY) : String(value);
  const choose = (choice: string) => {
    if (props.nullOption === undefined) props.onChange(Number(choice));
    else props.onChange(choice === NO_PROPERTY ? null : Number(choice));
  };
  return (
    <Select value={selected} onValueChange={choose}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {nullOption !== undefined && <SelectItem value={NO_PROPERTY}>{nullOption}</SelectItem>}
        {properties.map((property) => (
          <SelectItem key={property.id} value={String(property.id)}>
            {withAddress && property.address ? `${property.name} - ${property.address}` : property.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
