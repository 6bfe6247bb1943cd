import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api";
import { useReactivateSubscription, useRetryPayment } from "./api";

const failed = (title: string, description: string) => toast({ title, description, variant: "destructive" });

/**
 * Reactivate (accounts §4): undoes a cancellation, or after the paid period charges the saved card.
 * When the server needs a working card first, `onNeedsCard` lets the caller offer the card form.
 */
export function useReactivateAction(onNeedsCard: () => void) {
  const reactivate = useReactivateSubscription();
  return {
    pending: reactivate.isPending,
    run: () =>
      reactivate.mutate(undefined, {
        onSuccess: (result) => {
          if (result.success) {
            toast({ title: "Subscription Reactivated", description: result.message });
            return;
          }
          failed("Reactivation Failed", result.message);
          if (result.requiresPaymentMethod) onNeedsCard();
        },
        onError: (error) => failed("Reactivation Failed", serverMessage(error) ?? "Failed to reactivate subscription"),
      }),
  };
}

/** Retry Payment (accounts §8): charges the failed invoice again with the saved card. */
export function useRetryAction() {
  const retry = useRetryPayment();
  const paymentFailed = () => failed("Payment Failed", "Unable to process payment. Please try again.");
  return {
    pending: retry.isPending,
    run: (invoiceId: number) =>
      retry.mutate(invoiceId, {
        onSuccess: (result) =>
          result.success
            ? toast({ title: "Payment Successful", description: "Your payment has been processed successfully." })
            : paymentFailed(),
        onError: paymentFailed,
      }),
  };
}
