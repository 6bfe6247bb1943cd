import type { PropertyDto } from "@stockroom/shared";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

interface PropertySelectorProps {
  properties: PropertyDto[];
  value: number | null;
  onChange: (propertyId: number) => void;
}

export function PropertySelector({ properties, value, onChange }: PropertySelectorProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5 sm:w-72">
      <Label htmlFor={id}>Property</Label>
      <Select value={value === null ? "" : String(value)} onValueChange={(v) => onChange(Number(v))}>
        <SelectTrigger id={id}>
          <SelectValue placeholder="Select a property" />
        </SelectTrigger>
        <SelectContent>
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
