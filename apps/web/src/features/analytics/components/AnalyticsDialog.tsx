import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { usePropertyList } from "@/features/properties/api";
import { DEFAULT_ANALYTICS_PARAMS, useAnalytics, type AnalyticsParams } from "../api";
import { AnalyticsContent } from "./AnalyticsContent";
import { AnalyticsFilters } from "./AnalyticsFilters";

interface AnalyticsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Filters to start from, e.g. the reports panel's range and property. */
  initialParams?: Partial<AnalyticsParams>;
}

/** accounts §2 'Analytics dashboard': owners' filters over the overview or one property's detail. */
export function AnalyticsDialog({ open, onOpenChange, initialParams }: AnalyticsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100dvh-2rem)] max-w-6xl flex-col overflow-hidden">
        <DialogHeader>
          <DialogTitle>Comprehensive Inventory Analytics Dashboard</DialogTitle>
          <DialogDescription>Demand, stock health and property performance for the chosen period.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the given filters. */}
        {open && <AnalyticsBody initialParams={initialParams} />}
      </DialogContent>
    </Dialog>
  );
}

function AnalyticsBody({ initialParams }: { initialParams?: Partial<AnalyticsParams> }) {
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
