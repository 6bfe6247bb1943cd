import { PAYMENT_MESSAGES } from "@stockroom/shared";
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import type { AuthenticationOutcome } from "@/features/payments/authentication";
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

type RetryRequest = { invoiceId: number; paymentIntentId?: string };

/**
 * Retry Payment (accounts §8): charges the failed invoice again with the saved card. When the bank asks
 * for authentication (3-D Secure), `authentication` holds the payment's client secret until the caller's
 * authentication step reports back through `authenticated`, which then settles the invoice with it.
 */
export function useRetryAction() {
  const retry = useRetryPayment();
  const [authentication, setAuthentication] = useState<Required<RetryRequest> & { clientSecret: string }>();
  const paymentFailed = (description: string = PAYMENT_MESSAGES.retryFailed) => failed("Payment Failed", description);
  const send = (request: RetryRequest) =>
    retry.mutate(request, {
      onSuccess: (result) => {
        if (result.success) {
          toast({ title: "Payment Successful", description: PAYMENT_MESSAGES.retrySucceeded });
        } else if (result.requiresAction && result.clientSecret && result.paymentIntentId) {
          const { clientSecret, paymentIntentId } = result;
          setAuthentication({ invoiceId: request.invoiceId, clientSecret, paymentIntentId });
        } else {
          paymentFailed();
        }
      },
      onError: () => paymentFailed(),
    });
  const authenticated = (outcome: AuthenticationOutcome) => {
    setAuthentication(undefined);
    if (!authentication) return;
    if (outcome.succeeded)
      send({ invoiceId: authentication.invoiceId, paymentIntentId: authentication.paymentIntentId });
    else paymentFailed(outcome.error);
  };
  return {
    pending: retry.isPending || authentication !== undefined,
    /** The client secret of the payment waiting for the customer's authentication, if any. */
    authentication: authentication?.clientSecret ?? null,
    authenticated,
    run: (invoiceId: number) => send({ invoiceId }),
  };
}
