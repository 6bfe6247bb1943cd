import { offers } from "@stockroom/shared";
import { BarChart3, ClipboardCheck, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "@/components/PageHeading";
import { RequestAllLowButton } from "@/components/RequestAllLowButton";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { AnalyticsDialog } from "@/features/analytics";
import { useAuth } from "@/queries/session";
import { PaymentRequiredDialog } from "@/features/billing";
import { useInventorySummary } from "@/features/inventory";
import { usePropertyDialogs } from "@/features/properties";
import { usePropertyList } from "@/queries/properties";
import { RecentRequests } from "@/features/requests";
import { useMediaQuery } from "@/lib/useMediaQuery";
import { usePageMeta } from "@/lib/usePageMeta";
import { useDashboardStats } from "../api";
import { usePropertyFilterParam } from "../usePropertyFilterParam";
import { CategoryCards } from "../components/CategoryCards";
import { StatCards } from "../components/StatCards";

// The filter's select (with its positioning library) is not needed to draw the figures, so it loads after them.
const PropertyFilter = lazy(() => import("@/components/PropertyFilter").then((m) => ({ default: m.PropertyFilter })));
// Owners' stock value is below the fold of the first figures and outside the dashboard's first-load budget.
const StockValueCard = lazy(() => import("@/features/stock-value").then((m) => ({ default: m.StockValueCard })));

export function DashboardPage() {
  usePageMeta("Dashboard", { noindex: true });
  const { user } = useAuth();
  const ownerLike = offers(user?.role, "properties.manage");
  const seesValue = offers(user?.role, "analytics.view");
  const canRequest = offers(user?.role, "requests.submit");
  const properties = usePropertyList();
  const propertyList = properties.data ?? [];
  // A failed list reads as empty, so a property in the URL falls back to All Properties.
  const {
    propertyId: selectedPropertyId,
    ready,
    setPropertyId: setSelectedPropertyId,
  } = usePropertyFilterParam(properties.isError ? [] : properties.data?.map((p) => p.id));
  // Owners filter by property, and so does a manager of more than one (issue 37: their figures mixed hotels).
  const filters = ownerLike || propertyList.length > 1;
  // On a phone an owner's pending approvals come right after the figures, not below every category (issue 37).
  const wide = useMediaQuery("(min-width: 1024px)", true);
  const approvalsFirst = offers(user?.role, "requests.review") && !wide;
  // While the list that tells whether the URL's property is the user's loads, nothing is fetched for it.
  const stats = useDashboardStats(selectedPropertyId, { enabled: ready });
  const summary = useInventorySummary(selectedPropertyId, { enabled: ready });
  const { openAdd, dialogs } = usePropertyDialogs();
  const [analyticsOpen, setAnalyticsOpen] = useState(false);
  // The filter's property, or a manager's only one; otherwise New Request asks which property to restock.
  const restockPropertyId = selectedPropertyId ?? (propertyList.length === 1 ? propertyList[0].id : null);

  const filter = (
    <Suspense fallback={<Skeleton className="h-10 w-full sm:w-56" />}>
      <PropertyFilter properties={propertyList} value={selectedPropertyId} onChange={setSelectedPropertyId} />
    </Suspense>
  );

  return (
    <>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <PageHeading
          title="Dashboard"
          description={
            ownerLike ? "Manage your hotel inventory across all properties" : "View your assigned property inventory"
          }
        />
        {ownerLike && (
          <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-center">
            {filter}
            {/* Wraps on phones: the three buttons need more than 360 px side by side. */}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => setAnalyticsOpen(true)}>
                <BarChart3 aria-hidden="true" />
                Analytics
              </Button>
              <Button asChild variant="outline" className="flex-1 sm:flex-none">
                <Link to="/daily-inventory-check">
                  <ClipboardCheck aria-hidden="true" />
                  <span className="hidden sm:inline">Take Today&apos;s Inventory</span>
                  <span className="sm:hidden">Daily Check</span>
                </Link>
              </Button>
              {canRequest && <RequestAllLowButton propertyId={restockPropertyId} className="flex-1 sm:flex-none" />}
              <Button className="flex-1 sm:flex-none" onClick={openAdd}>
                <Plus aria-hidden="true" />
                Add Property
              </Button>
            </div>
          </div>
        )}
        {!ownerLike && (filters || canRequest) && (
          <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-center">
            {filters && filter}
            {canRequest && <RequestAllLowButton propertyId={restockPropertyId} />}
          </div>
        )}
      </div>
      <StatCards stats={stats.data} isError={stats.isError} />
      {ready && approvalsFirst && <RecentRequests propertyId={selectedPropertyId} />}
      {seesValue && ready && (
        <Suspense fallback={<Skeleton className="mb-8 h-28 w-full" />}>
          <StockValueCard propertyId={selectedPropertyId} />
        </Suspense>
      )}
      <CategoryCards
        summary={summary.data}
        isError={summary.isError}
        selectedPropertyId={selectedPropertyId}
        propertyIds={propertyList.map((p) => p.id)}
      />
      {ready && !approvalsFirst && <RecentRequests propertyId={selectedPropertyId} />}
      {ownerLike && dialogs}
      {ownerLike && <AnalyticsDialog open={analyticsOpen} onOpenChange={setAnalyticsOpen} />}
      <PaymentRequiredDialog />
    </>
  );
}
