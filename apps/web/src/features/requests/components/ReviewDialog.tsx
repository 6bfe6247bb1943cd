import type { RequestDto } from "@stockroom/shared";
import { lazy, Suspense } from "react";
import { DialogLoading } from "@/components/DialogLoading";
import { Dialog, DialogContent } from "@/components/ui/dialog";

// Loaded when a review starts: the dashboard offers reviews but should not carry the form libraries up front.
const ReviewDialogContent = lazy(() =>
  import("./ReviewDialogContent").then((m) => ({ default: m.ReviewDialogContent })),
);

export type ReviewMode = "approve" | "decline";

interface ReviewDialogProps {
  review: { request: RequestDto; mode: ReviewMode } | null;
  onClose: () => void;
}

/** Approve (per-item quantities, tracking number, notes) or decline (notes) a pending request. */
export function ReviewDialog({ review, onClose }: ReviewDialogProps) {
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        {review && (
          <Suspense fallback={<DialogLoading />}>
            <ReviewDialogContent request={review.request} mode={review.mode} onClose={onClose} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
