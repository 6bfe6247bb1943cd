import type { RequestDto, RequestStatus } from "@stockroom/shared";
import { PagedList } from "@/components/PagedList";
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
  return (
    <PagedList query={requests} label="requests" empty={empty} failure={() => "Failed to load requests"}>
      {(request) => (
        <RequestCard
          request={request}
          canReview={canReview}
          onOpen={() => onOpen(request)}
          onReview={(mode) => onReview(request, mode)}
        />
      )}
    </PagedList>
  );
}
