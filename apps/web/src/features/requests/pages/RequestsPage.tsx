import { useQuery } from "@tanstack/react-query";
import type { PropertyWithRelationsDto, RequestDto, RequestStatus } from "@stockroom/shared";
import { PackageCheck, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "@/components/PageHeading";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/features/auth/api";
import { PropertyFilter } from "@/features/dashboard/components/PropertyFilter";
import { PROPERTIES_KEY } from "@/features/properties/api";
import { isOwnerLike } from "@/lib/roles";
import { usePageMeta } from "@/lib/usePageMeta";
import { useRequests } from "../api";
import { RequestCard } from "../components/RequestCard";
import { RequestDetailDialog } from "../components/RequestDetailDialog";
import { ReviewDialog, type ReviewMode } from "../components/ReviewDialog";
import { useOpenRequestParam } from "../useOpenRequestParam";

type RequestTab = "pending" | "approved" | "declined";

/** Received requests were approved first; they stay under Approved, marked Received. */
const TABS: { value: RequestTab; label: string; statuses: RequestStatus[] }[] = [
  { value: "pending", label: "Pending", statuses: ["pending"] },
  { value: "approved", label: "Approved", statuses: ["approved", "received"] },
  { value: "declined", label: "Declined", statuses: ["declined"] },
];

export function RequestsPage() {
  usePageMeta("Requests", { noindex: true });
  const { user } = useAuth();
  const canReview = isOwnerLike(user);
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [tab, setTab] = useState<RequestTab>("pending");
  const [selected, setSelected] = useState<RequestDto | null>(null);
  const [review, setReview] = useState<{ request: RequestDto; mode: ReviewMode } | null>(null);
  // Only reviewers filter by property (core §6), so only they need the list.
  const properties = useQuery<PropertyWithRelationsDto[]>({ queryKey: PROPERTIES_KEY, enabled: canReview });
  const requests = useRequests(propertyId);
  useOpenRequestParam(setSelected);

  const startReview = (request: RequestDto, mode: ReviewMode) => {
    setSelected(null);
    setReview({ request, mode });
  };
  const inTab = (value: RequestTab) => {
    const statuses = TABS.find((t) => t.value === value)!.statuses;
    return (requests.data ?? []).filter((request) => statuses.includes(request.status));
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
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label} ({requests.data ? inTab(value).length : "…"})
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, label }) => (
          <TabsContent key={value} value={value}>
            {requests.isError ? (
              <p role="alert" className="text-red-700">
                Failed to load requests
              </p>
            ) : requests.isPending ? (
              <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
                {[0, 1].map((i) => (
                  <Skeleton key={i} className="h-48" />
                ))}
              </div>
            ) : inTab(value).length === 0 ? (
              <Card className="px-6 py-12 text-center text-slate-600">No {label.toLowerCase()} requests</Card>
            ) : (
              <ul className="grid gap-4 lg:grid-cols-2">
                {inTab(value).map((request) => (
                  <li key={request.id}>
                    <RequestCard
                      request={request}
                      canReview={canReview}
                      onOpen={() => setSelected(request)}
                      onReview={(mode) => startReview(request, mode)}
                    />
                  </li>
                ))}
              </ul>
            )}
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
