import type { PropertyBody } from "@stockroom/shared";
import { lazy, Suspense } from "react";
import { DialogLoading } from "@/components/DialogLoading";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { PaymentInfo } from "../planLimits";

// Loaded when the dialog opens: the card form is not needed by the pages that merely offer it.
const AdditionalPropertyPayment = lazy(() =>
  import("./AdditionalPropertyPayment").then((m) => ({ default: m.AdditionalPropertyPayment })),
);

export interface PaymentRequest {
  info: PaymentInfo;
  property: PropertyBody;
}

/**
 * The payment for a property past the plan's base (core §2, §7): the intent is created on open, the card
 * form pays it (demo accounts skip the card), and the server then creates the property with the paid slot.
 */
export function AdditionalPropertyPaymentDialog({
  request,
  onClose,
}: {
  request: PaymentRequest | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {request && (
          <Suspense fallback={<DialogLoading />}>
            <AdditionalPropertyPayment request={request} onClose={onClose} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
