import { lazy, Suspense } from "react";
import { InlineSpinner } from "@/components/InlineSpinner";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import type { AnalyticsParams } from "../api";

// Loaded when the dialog first opens: the charts would otherwise weigh on every page that offers the dialog.
const AnalyticsBody = lazy(() => import("./AnalyticsBody").then((m) => ({ default: m.AnalyticsBody })));

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
        <DialogHeading
          title="Comprehensive Inventory Analytics Dashboard"
          description="Demand, stock health and property performance for the chosen period."
        />
        {/* Mounted only while open, so each opening starts from the given filters. */}
        {open && (
          <Suspense fallback={<InlineSpinner label="Loading analytics" />}>
            <AnalyticsBody initialParams={initialParams} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
