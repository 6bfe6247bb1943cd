import { Spinner } from "@/components/ui/spinner";
import type { useAnalytics } from "../api";
import { OverviewPanel } from "./OverviewPanel";
import { PropertyDetailPanel } from "./PropertyDetailPanel";

interface AnalyticsContentProps {
  query: ReturnType<typeof useAnalytics>;
  view: "overview" | "property-detail";
  needsProperty: boolean;
}

/** The body for the current filters: a prompt, the loading state, the error, or the view's panels. */
export function AnalyticsContent({ query, view, needsProperty }: AnalyticsContentProps) {
  if (needsProperty) {
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
        Select a property to see its detailed analytics.
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to load analytics. Please try again.
      </p>
    );
  }
  const data = query.data;
  // A placeholder from the other view is not drawn as this one.
  const overview = view === "overview" ? data?.overview : undefined;
  const detail = view === "property-detail" ? data?.propertyDetail : undefined;
  if (overview) return <OverviewPanel overview={overview} />;
  if (detail) return <PropertyDetailPanel detail={detail} />;
  return (
    <div className="flex justify-center py-12">
      <Spinner label="Loading analytics" />
    </div>
  );
}
