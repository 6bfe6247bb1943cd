import type { RequestDto } from "@stockroom/shared";
import { History, PackageCheck, RefreshCw } from "lucide-react";
import { useState } from "react";
import { PageHeading } from "@/components/PageHeading";
import { PagedList } from "@/components/PagedList";
import { PropertyFilter } from "@/components/PropertyFilter";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePropertyList } from "@/queries/properties";
import { useRequestCounts, BackToRequests, itemsLabel } from "@/features/requests";
import { usePageMeta } from "@/lib/usePageMeta";
import { cn } from "@/lib/utils";
import { fetchFailure, useApprovedRequests, useReceivedRequests } from "../api";
import { AuditTrailDialog } from "../components/AuditTrailDialog";
import { ReceiveDialog } from "../components/ReceiveDialog";
import { ReceivingCard } from "../components/ReceivingCard";

type ReceiveTab = "ready" | "received";

export function ReceiveItemsPage() {
  usePageMeta("Receive Items", { noindex: true });
  const properties = usePropertyList();
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [tab, setTab] = useState<ReceiveTab>("ready");
  const [receiving, setReceiving] = useState<RequestDto | null>(null);
  const [auditing, setAuditing] = useState<RequestDto | null>(null);
  const approved = useApprovedRequests(propertyId);
  const received = useReceivedRequests(propertyId);
  // The lists are paged, so the tab counts come from the server's counts.
  const counts = useRequestCounts(propertyId);
  const refreshing = approved.isFetching || received.isFetching || counts.isFetching;
  const propertyList = properties.data ?? [];

  return (
    <>
      <BackToRequests />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <PageHeading title="Receive Items" description="Check in approved deliveries; received items go into stock" />
        <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-center">
          {propertyList.length > 1 && (
            <PropertyFilter properties={propertyList} value={propertyId} onChange={setPropertyId} />
          )}
          <Button
            variant="outline"
            disabled={refreshing}
            onClick={() => void Promise.all([approved.refetch(), received.refetch(), counts.refetch()])}
          >
            <RefreshCw aria-hidden="true" className={cn(refreshing && "animate-spin")} />
            Refresh
          </Button>
        </div>
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as ReceiveTab)}>
        <TabsList aria-label="Receiving">
          <TabsTrigger value="ready">Ready to Receive{counted(counts.data?.approved)}</TabsTrigger>
          <TabsTrigger value="received">Received Requests{counted(counts.data?.received)}</TabsTrigger>
        </TabsList>
        <TabsContent value="ready">
          <PagedList
            query={approved}
            label="approved requests"
            empty="No approved requests are waiting to be received"
            failure={fetchFailure}
          >
            {(request) => (
              <ReceivingCard
                request={request}
                action={
                  <Button onClick={() => setReceiving(request)}>
                    <PackageCheck aria-hidden="true" />
                    Receive Items <span className="sr-only">of {itemsLabel(request)}</span>
                  </Button>
                }
              />
            )}
          </PagedList>
        </TabsContent>
        <TabsContent value="received">
          <PagedList query={received} label="received requests" empty="No received requests yet" failure={fetchFailure}>
            {(request) => (
              <ReceivingCard
                request={request}
                action={
                  <Button variant="outline" onClick={() => setAuditing(request)}>
                    <History aria-hidden="true" />
                    View Audit Trail <span className="sr-only">of {itemsLabel(request)}</span>
                  </Button>
                }
              />
            )}
          </PagedList>
        </TabsContent>
      </Tabs>

      <ReceiveDialog request={receiving} onClose={() => setReceiving(null)} />
      <AuditTrailDialog request={auditing} onClose={() => setAuditing(null)} />
    </>
  );
}

const counted = (count: number | undefined) => (count === undefined ? "" : ` (${count})`);
