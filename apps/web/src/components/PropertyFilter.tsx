import type { PropertyDto } from "@stockroom/shared";
import { Field } from "@/components/ui/field";
import { PropertySelect } from "@/components/ui/property-select";

interface PropertyFilterProps {
  properties: PropertyDto[];
  value: number | null;
  onChange: (propertyId: number | null) => void;
}

/** The list pages' filter (dashboard, requests, receiving): All Properties, or one property by id. */
export function PropertyFilter({ properties, value, onChange }: PropertyFilterProps) {
  return (
    <Field label="Filter by property" hideLabel className="flex items-center">
      <PropertySelect
        properties={properties}
        value={value}
        nullOption="All Properties"
        onChange={onChange}
        className="w-full sm:w-56"
      />
    </Field>
  );
}
