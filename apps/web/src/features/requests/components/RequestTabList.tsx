import type { RequestDto, RequestStatus } from "@stockroom/shared";
import { LoadMore } from "@/components/LoadMore";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useRequestTab } from "../api";
import { RequestCard } from "./RequestCard";
import type { ReviewMode } from "./ReviewDialog";

interface RequestTabListProps {
  statuses: readonly RequestStatus[];
  propertyId: number | null;
  empty: string;
  canReview: boolean;
  onOpen: (request: RequestDto) => void;
  onReview: (request: RequestDto, mode: ReviewMode) => void;
}

/** One requests tab: its statuses newest first, a page at a time; mounted only while the tab is shown. */
export function RequestTabList({ statuses, propertyId, empty, canReview, onOpen, onReview }: RequestTabListProps) {
  const requests = useRequestTab(statuses, propertyId);
  if (requests.isError && !requests.isFetchNextPageError) {
    return (
      <p role="alert" className="text-red-700">
        Failed to load requests
      </p>
    );
  }
  if (requests.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    );
  }
  if (requests.data.length === 0) return <Card className="px-6 py-12 text-center text-slate-600">{empty}</Card>;
  return (
    <>
      <ul className="grid gap-4 lg:grid-cols-2">
        {requests.data.map((request) => (
          <li key={request.id}>
            <RequestCard
              request={request}
              canReview={canReview}
              onOpen={() => onOpen(request)}
              onReview={(mode) => onReview(request, mode)}
            />
          </li>
        ))}
      </ul>
      <LoadMore query={requests} />
    </>
  );
}
