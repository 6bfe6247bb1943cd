import type { RequestDto } from "@stockroom/shared";
import { Check, X } from "lucide-react";
import { useId, type MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { itemsLabel } from "../display";
import { RequestSummary } from "./RequestSummary";
import type { ReviewMode } from "./ReviewDialog";

interface RequestCardProps {
  request: RequestDto;
  /** Owners and demo users review pending requests (core §6). */
  canReview: boolean;
  onOpen: () => void;
  onReview: (mode: ReviewMode) => void;
}

export function RequestCard({ request, canReview, onOpen, onReview }: RequestCardProps) {
  const titleId = useId();
  // The whole card opens the details for pointer users; the buttons inside keep their own meaning.
  const openFromCard = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest("button, a")) onOpen();
  };
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      onClick={openFromCard}
      className="flex cursor-pointer flex-col gap-3 p-4 transition-shadow hover:shadow-md"
    >
      <RequestSummary request={request} titleId={titleId} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <Button variant="link" size="sm" className="px-0" onClick={onOpen}>
          View Details <span className="sr-only">of {itemsLabel(request)}</span>
        </Button>
        <ReviewActions request={request} canReview={canReview} onReview={onReview} />
      </div>
    </Card>
  );
}

interface ReviewActionsProps {
  request: RequestDto;
  canReview: boolean;
  onReview: (mode: ReviewMode) => void;
}

/** Approve and Decline on pending requests for reviewers; the outcome in words once reviewed. */
export function ReviewActions({ request, canReview, onReview }: ReviewActionsProps) {
  if (request.status === "pending") {
    if (!canReview) return null;
    return (
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => onReview("decline")}>
          <X aria-hidden="true" />
          Decline
        </Button>
        <Button size="sm" onClick={() => onReview("approve")}>
          <Check aria-hidden="true" />
          Approve
        </Button>
      </div>
    );
  }
  return request.status === "declined" ? (
    <span className="text-sm font-semibold text-red-800">✗ Declined</span>
  ) : (
    <span className="text-sm font-semibold text-green-800">✓ Processed</span>
  );
}
