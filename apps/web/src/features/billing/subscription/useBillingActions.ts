import { PAYMENT_MESSAGES, type BillingActionDto } from "@stockroom/shared";
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api";
import type { AuthenticationOutcome } from "../payments/authentication";
import { useReactivateSubscription, useRetryPayment } from "./api";

const failed = (title: string, description: string) => toast({ title, description, variant: "destructive" });

/**
 * The bank's authentication step (3-D Secure) of a billing action whose charge asked for it: `clientSecret`
 * is shown to PaymentAuthentication until it reports back through `done`, which then settles the action
 * with the authenticated payment, or says why it failed.
 */
function useAuthenticationStep(onRefused: (message: string) => void) {
  const [pending, setPending] = useState<{ clientSecret: string; settle: () => void }>();
  return {
    clientSecret: pending?.clientSecret ?? null,
    /** Holds the step when `result` asks for it; false when it does not. */
    start(result: BillingActionDto, settle: (paymentIntentId: string) => void): boolean {
      const { requiresAction, clientSecret, paymentIntentId } = result;
      if (!requiresAction || !clientSecret || !paymentIntentId) return false;
      setPending({ clientSecret, settle: () => settle(paymentIntentId) });
      return true;
    },
    done: (outcome: AuthenticationOutcome) => {
      setPending(undefined);
      if (!pending) return;
      if (outcome.succeeded) pending.settle();
      else onRefused(outcome.error);
    },
  };
}

/**
 * Reactivate (accounts §4): undoes a cancellation, or after the paid period charges the saved card.
 * When the server needs a working card first, `onNeedsCard` lets the caller offer the card form; when
 * the bank asks for authentication, the caller shows PaymentAuthentication for `authentication`.
 */
export function useReactivateAction(onNeedsCard: () => void) {
  const reactivate = useReactivateSubscription();
  const reactivationFailed = (description: string) => failed("Reactivation Failed", description);
  const authentication = useAuthenticationStep(reactivationFailed);
  const send = (request?: { paymentIntentId: string }) =>
    reactivate.mutate(request, {
      onSuccess: (result) => {
        if (result.success) {
          toast({ title: "Subscription Reactivated", description: result.message });
          return;
        }
        if (authentication.start(result, (paymentIntentId) => send({ paymentIntentId }))) return;
        reactivationFailed(result.message);
        if (result.requiresPaymentMethod) onNeedsCard();
      },
      onError: (error) => reactivationFailed(serverMessage(error) ?? "Failed to reactivate subscription"),
    });
  return {
    pending: reactivate.isPending || authentication.clientSecret !== null,
    authentication: authentication.clientSecret,
    authenticated: authentication.done,
    run: () => send(),
  };
}

/**
 * Retry Payment (accounts §8): charges the failed invoice again with the saved card; when the bank asks
 * for authentication, the caller shows PaymentAuthentication for `authentication`, and its approval
 * settles the invoice with the authenticated payment.
 */
export function useRetryAction() {
  const retry = useRetryPayment();
  const paymentFailed = (description: string = PAYMENT_MESSAGES.failed) =>
    failed(PAYMENT_MESSAGES.failedTitle, description);
  const authentication = useAuthenticationStep(paymentFailed);
  const send = (request: { invoiceId: number; paymentIntentId?: string }) =>
    retry.mutate(request, {
      onSuccess: (result) => {
        if (result.success) {
          toast({ title: PAYMENT_MESSAGES.succeededTitle, description: PAYMENT_MESSAGES.succeeded });
          return;
        }
        const settle = (paymentIntentId: string) => send({ invoiceId: request.invoiceId, paymentIntentId });
        if (!authentication.start(result, settle)) paymentFailed();
      },
      onError: () => paymentFailed(),
    });
  return {
    pending: retry.isPending || authentication.clientSecret !== null,
    authentication: authentication.clientSecret,
    authenticated: authentication.done,
    run: (invoiceId: number) => send({ invoiceId }),
  };
}
