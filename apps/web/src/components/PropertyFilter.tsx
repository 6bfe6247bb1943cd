import type { PropertyDto } from "@stockroom/shared";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ALL = "all";

interface PropertyFilterProps {
  properties: PropertyDto[];
  value: number | null;
  onChange: (propertyId: number | null) => void;
}

/** All Properties, or one property by id (owners' dashboard). */
export function PropertyFilter({ properties, value, onChange }: PropertyFilterProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="sr-only">
        Filter by property
      </Label>
      <Select
        value={value === null ? ALL : String(value)}
        onValueChange={(v) => onChange(v === ALL ? null : Number(v))}
      >
        <SelectTrigger id={id} className="w-full sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Properties</SelectItem>
          {properties.map((property) => (
            <SelectItem key={property.id} value={String(property.id)}>
              {property.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
