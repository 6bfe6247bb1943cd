import { useQuery } from "@tanstack/react-query";
import { type RequestCountsDto, type RequestDto, type RequestStatus, offers } from "@stockroom/shared";
import { PackageCheck, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "@/components/PageHeading";
import { PropertyFilter } from "@/components/PropertyFilter";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/queries/session";
import { ownedPropertiesQuery } from "@/queries/properties";
import { usePageMeta } from "@/lib/usePageMeta";
import { useRequestCounts } from "../api";
import { RequestDetailDialog } from "../components/RequestDetailDialog";
import { RequestTabList } from "../components/RequestTabList";
import { ReviewDialog, type ReviewMode } from "../components/ReviewDialog";
import { useOpenRequestParam } from "../useOpenRequestParam";

type RequestTab = "pending" | "approved" | "declined";

/** Received requests were approved first; they stay under Approved, marked Received. */
const TABS: { value: RequestTab; label: string; statuses: RequestStatus[] }[] = [
  { value: "pending", label: "Pending", statuses: ["pending"] },
  { value: "approved", label: "Approved", statuses: ["approved", "received"] },
  { value: "declined", label: "Declined", statuses: ["declined"] },
];

const tabCount = (counts: RequestCountsDto, statuses: RequestStatus[]) =>
  statuses.reduce((sum, status) => sum + counts[status], 0);

export function RequestsPage() {
  usePageMeta("Requests", { noindex: true });
  const { user } = useAuth();
  const canReview = offers(user?.role, "requests.review");
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [tab, setTab] = useState<RequestTab>("pending");
  const [selected, setSelected] = useState<RequestDto | null>(null);
  const [review, setReview] = useState<{ request: RequestDto; mode: ReviewMode } | null>(null);
  // Only reviewers filter by property (core §6), so only they need the list.
  const properties = useQuery({ ...ownedPropertiesQuery, enabled: canReview });
  const counts = useRequestCounts(propertyId);
  useOpenRequestParam(setSelected);

  const startReview = (request: RequestDto, mode: ReviewMode) => {
    setSelected(null);
    setReview({ request, mode });
  };

  return (
    <>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <PageHeading title="Requests" description="Supply requests of your properties and their review" />
        <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-center">
          {canReview && (
            <PropertyFilter properties={properties.data ?? []} value={propertyId} onChange={setPropertyId} />
          )}
          <Button asChild variant="outline">
            <Link to="/receive-items">
              <PackageCheck aria-hidden="true" />
              Receive Items
            </Link>
          </Button>
          <Button asChild>
            <Link to="/requests/new">
              <Plus aria-hidden="true" />
              New Request
            </Link>
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as RequestTab)}>
        <TabsList aria-label="Request status">
          {TABS.map(({ value, label, statuses }) => (
            <TabsTrigger key={value} value={value}>
              {label} ({counts.data ? tabCount(counts.data, statuses) : "…"})
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, label, statuses }) => (
          <TabsContent key={value} value={value}>
            <RequestTabList
              statuses={statuses}
              propertyId={propertyId}
              empty={`No ${label.toLowerCase()} requests`}
              canReview={canReview}
              onOpen={setSelected}
              onReview={startReview}
            />
          </TabsContent>
        ))}
      </Tabs>

      <RequestDetailDialog
        request={selected}
        canReview={canReview}
        onClose={() => setSelected(null)}
        onReview={startReview}
      />
      <ReviewDialog review={review} onClose={() => setReview(null)} />
    </>
  );
}
