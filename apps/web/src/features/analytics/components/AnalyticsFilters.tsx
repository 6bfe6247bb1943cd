import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  CATEGORIES,
  type AnalyticsPeriod,
  type Category,
} from "@stockroom/shared";
import type { PropertyDto } from "@stockroom/shared";
import { Field } from "@/components/ui/field";
import { PropertySelect } from "@/components/ui/property-select";
import type { AnalyticsParams, AnalyticsView } from "../api";
import { categoryName } from "../format";
import { FilterSelect } from "./FilterSelect";

const ALL = "all";

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((period) => ({ value: period, label: ANALYTICS_PERIOD_LABELS[period] }));
const CATEGORY_OPTIONS = [
  { value: ALL, label: "All Categories" },
  ...CATEGORIES.map((category) => ({ value: category, label: categoryName(category) })),
];
const VIEW_OPTIONS = [
  { value: "overview", label: "Overview" },
  { value: "property-detail", label: "Property Detail" },
];

interface AnalyticsFiltersProps {
  params: AnalyticsParams;
  properties: PropertyDto[];
  onChange: (params: AnalyticsParams) => void;
}

export function AnalyticsFilters({ params, properties, onChange }: AnalyticsFiltersProps) {
  const set = (patch: Partial<AnalyticsParams>) => onChange({ ...params, ...patch });
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <FilterSelect
        label="Time Period"
        value={params.period}
        options={PERIOD_OPTIONS}
        onChange={(value) => set({ period: value as AnalyticsPeriod })}
      />
      <Field label="Property" className="gap-1.5">
        <PropertySelect
          properties={properties}
          value={params.propertyId}
          nullOption="All Properties"
          onChange={(propertyId) => set({ propertyId })}
        />
      </Field>
      <FilterSelect
        label="Category"
        value={params.category ?? ALL}
        options={CATEGORY_OPTIONS}
        onChange={(value) => set({ category: value === ALL ? null : (value as Category) })}
      />
      <FilterSelect
        label="View"
        value={params.view}
        options={VIEW_OPTIONS}
        onChange={(value) => set({ view: value as AnalyticsView })}
      />
    </div>
  );
}
