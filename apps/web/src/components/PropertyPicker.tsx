import type { PropertyDto } from "@stockroom/shared";
import { Field } from "@/components/ui/field";
import { PropertySelect } from "@/components/ui/property-select";

interface PropertyPickerProps {
  properties: PropertyDto[];
  value: number | null;
  onChange: (propertyId: number) => void;
}

/** The one property a page works on (inventory, daily check), chosen above its content. */
export function PropertyPicker({ properties, value, onChange }: PropertyPickerProps) {
  return (
    <Field label="Property" className="gap-1.5 sm:w-72">
      <PropertySelect properties={properties} value={value} placeholder="Select a property" onChange={onChange} />
    </Field>
  );
}
