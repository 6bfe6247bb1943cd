import { BarChart3, ClipboardCheck, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "@/components/PageHeading";
import { Button } from "@/components/ui/button";
import { AnalyticsDialog } from "@/features/analytics/components/AnalyticsDialog";
import { useAuth } from "@/features/auth/api";
import { PaymentRequiredDialog } from "@/features/billing/components/PaymentRequiredDialog";
import { usePropertyList } from "@/features/properties/api";
import { usePropertyDialogs } from "@/features/properties/components/usePropertyDialogs";
import { RecentRequests } from "@/features/requests/components/RecentRequests";
import { isOwnerLike } from "@/lib/roles";
import { usePageMeta } from "@/lib/usePageMeta";
import { useDashboardInventory, useDashboardStats } from "../api";
import { CategoryCards } from "../components/CategoryCards";
import { PropertyFilter } from "../components/PropertyFilter";
import { StatCards } from "../components/StatCards";

export function DashboardPage() {
  usePageMeta("Dashboard", { noindex: true });
  const { user } = useAuth();
  const ownerLike = isOwnerLike(user);
  const [selectedPropertyId, setSelectedPropertyId] = useState<number | null>(null);
  const properties = usePropertyList();
  const stats = useDashboardStats(selectedPropertyId);
  const inventory = useDashboardInventory(selectedPropertyId);
  const { openAdd, dialogs } = usePropertyDialogs();
  const [analyticsOpen, setAnalyticsOpen] = useState(false);
  const propertyList = properties.data ?? [];

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
            <PropertyFilter properties={propertyList} value={selectedPropertyId} onChange={setSelectedPropertyId} />
            <div className="flex gap-2">
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
              <Button className="flex-1 sm:flex-none" onClick={openAdd}>
                <Plus aria-hidden="true" />
                Add Property
              </Button>
            </div>
          </div>
        )}
      </div>
      <StatCards stats={stats.data} isError={stats.isError} />
      <CategoryCards
        items={inventory.data}
        isError={inventory.isError}
        selectedPropertyId={selectedPropertyId}
        propertyIds={propertyList.map((p) => p.id)}
      />
      <RecentRequests propertyId={selectedPropertyId} />
      {ownerLike && dialogs}
      {ownerLike && <AnalyticsDialog open={analyticsOpen} onOpenChange={setAnalyticsOpen} />}
      <PaymentRequiredDialog />
    </>
  );
}
