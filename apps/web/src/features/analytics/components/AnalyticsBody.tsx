import { useState } from "react";
import { usePropertyList } from "@/queries/properties";
import { DEFAULT_ANALYTICS_PARAMS, useAnalytics, type AnalyticsParams } from "../api";
import { AnalyticsContent } from "./AnalyticsContent";
import { AnalyticsFilters } from "./AnalyticsFilters";

/** The analytics dialog's filters and content; its own chunk, because the charts library is large. */
export function AnalyticsBody({ initialParams }: { initialParams?: Partial<AnalyticsParams> }) {
  const [params, setParams] = useState<AnalyticsParams>({ ...DEFAULT_ANALYTICS_PARAMS, ...initialParams });
  const properties = usePropertyList();
  const query = useAnalytics(params);
  const needsProperty = params.view === "property-detail" && params.propertyId === null;
  return (
    <>
      <AnalyticsFilters params={params} properties={properties.data ?? []} onChange={setParams} />
      <div className="-mx-2 min-h-0 flex-1 overflow-y-auto px-2" aria-busy={query.isFetching}>
        <AnalyticsContent query={query} view={params.view} needsProperty={needsProperty} />
      </div>
    </>
  );
}
