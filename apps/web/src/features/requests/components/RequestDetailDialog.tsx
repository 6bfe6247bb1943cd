import type { RequestDto } from "@stockroom/shared";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { CreatePurchaseOrdersButton } from "@/features/purchase-orders";
import { itemsLabel, personName } from "../display";
import { PersonAvatar } from "./PersonAvatar";
import { RequestFacts } from "./RequestFacts";
import { RequestLines } from "./RequestLines";
import { ReviewActions } from "./RequestCard";
import type { ReviewMode } from "./ReviewDialog";
import { StatusBadge } from "./StatusBadge";

interface RequestDetailDialogProps {
  request: RequestDto | null;
  canReview: boolean;
  onClose: () => void;
  onReview: (request: RequestDto, mode: ReviewMode) => void;
}

/** Everything about one request, including the receipt; reviewers can act on it from here. */
export function RequestDetailDialog({ request, canReview, onClose, onReview }: RequestDetailDialogProps) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        {request && (
          <>
            <DialogHeader>
              <DialogTitle>Request #{request.id}</DialogTitle>
              <DialogDescription>{itemsLabel(request)}</DialogDescription>
            </DialogHeader>
            <div className="flex items-center gap-3">
              <PersonAvatar person={request.requester} />
              <p className="flex-1 text-sm text-slate-700">
                Requested by <span className="font-medium text-slate-900">{personName(request.requester)}</span>
              </p>
              <StatusBadge status={request.status} />
            </div>
            <section aria-label="Items" className="rounded-md border border-slate-200 p-3">
              <RequestLines request={request} />
            </section>
            <RequestFacts request={request} showReceipt />
            <div className="flex flex-wrap items-center justify-end gap-2">
              <CreatePurchaseOrdersButton key={request.id} request={request} />
              <ReviewActions request={request} canReview={canReview} onReview={(mode) => onReview(request, mode)} />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
