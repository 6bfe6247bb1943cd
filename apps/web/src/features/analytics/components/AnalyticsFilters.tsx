import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  CATEGORIES,
  type AnalyticsPeriod,
  type Category,
} from "@stockroom/shared";
import type { PropertyDto } from "@stockroom/shared";
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
  const propertyOptions = [
    { value: ALL, label: "All Properties" },
    ...properties.map((property) => ({ value: String(property.id), label: property.name })),
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <FilterSelect
        label="Time Period"
        value={params.period}
        options={PERIOD_OPTIONS}
        onChange={(value) => set({ period: value as AnalyticsPeriod })}
      />
      <FilterSelect
        label="Property"
        value={params.propertyId === null ? ALL : String(params.propertyId)}
        options={propertyOptions}
        onChange={(value) => set({ propertyId: value === ALL ? null : Number(value) })}
      />
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
