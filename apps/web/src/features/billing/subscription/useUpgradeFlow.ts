import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  PAYMENT_MESSAGES,
  PLANS,
  TIMINGS,
  UPGRADE_PRICE_CHANGED_MESSAGE,
  type ApiErrorBody,
  type AutoPaymentDto,
  type PaidTier,
  type StaleUpgradeQuoteDto,
  type UpgradeQuoteDto,
} from "@stockroom/shared";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { ApiError, serverMessage } from "@/lib/api";
import { invalidateAfter } from "@/lib/api/invalidation";
import { upgradeCalls, upgradePreviewKey } from "./api";

/** The server refused a price that no longer held: its message and the price now. */
export interface Repriced {
  message: string;
  quote: UpgradeQuoteDto;
}

export type UpgradeStep =
  /** `repriced`: shown instead of the first preview once the server answered with a new quote. */
  { kind: "preview"; repriced?: Repriced } | { kind: "card"; clientSecret: string; amount: number } | { kind: "paid" };

/** The new quote of a 409 refusal body (StaleUpgradeQuoteDto), if that is what it is. */
export function repricedOf(refusal: ApiErrorBody | null | undefined): Repriced | null {
  const quote = (refusal as Partial<StaleUpgradeQuoteDto> | null | undefined)?.quote;
  if (refusal?.error !== "CONFLICT" || !quote) return null;
  return { message: refusal.message || UPGRADE_PRICE_CHANGED_MESSAGE, quote };
}

const repricedError = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? repricedOf(error.body) : null;

/** Why the saved card could not pay; the card form is offered next. */
const AUTO_PAYMENT_TEXT: Record<NonNullable<AutoPaymentDto["reason"]>, string> = {
  no_payment_method: "No saved card is on file. Please enter your card details.",
  declined: "Your saved card was declined. Please enter your card details.",
  requires_action: "Your saved card needs verification. Please enter your card details.",
};

const paymentSuccessful = () =>
  toast({ title: PAYMENT_MESSAGES.succeededTitle, description: PAYMENT_MESSAGES.succeeded });

/**
 * The upgrade's payment sequence (accounts §4, §8): the saved card first; when it cannot pay, the card
 * form for a fresh payment, or no payment at all when nothing is due. A paid upgrade shows its success
 * and closes after TIMINGS.paymentSuccessCloseMs; a zero charge closes at once. When the server refuses
 * a price that no longer holds (409 with a new quote, from any of these steps), nothing was charged and
 * the flow returns to the preview with that quote, to be confirmed again.
 */
export function useUpgradeFlow(tier: PaidTier, onClose: () => void) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<UpgradeStep>({ kind: "preview" });
  const noPaymentRequired = () => {
    toast({ title: "No Payment Required", description: `You are now on the ${PLANS[tier].name} plan.` });
    onClose();
  };
  const succeed = () => {
    paymentSuccessful();
    setStep({ kind: "paid" });
  };
  const reprice = (repriced: Repriced) => {
    toast({ title: "Upgrade Price Changed", description: repriced.message });
    setStep({ kind: "preview", repriced });
  };

  const start = useMutation({
    mutationFn: async (amount: number) => {
      const auto = await upgradeCalls.tryAutoPayment(tier, amount);
      if (auto.success) return amount === 0 ? noPaymentRequired() : succeed();
      toast({
        title: "Auto-Payment Not Available",
        description: AUTO_PAYMENT_TEXT[auto.reason ?? "no_payment_method"],
      });
      const payment = await upgradeCalls.createPayment(tier);
      if (payment.amountToCharge === 0 || !payment.clientSecret) {
        await upgradeCalls.confirm(tier);
        return noPaymentRequired();
      }
      setStep({ kind: "card", clientSecret: payment.clientSecret, amount: payment.amountToCharge });
    },
    onError: (error) => {
      const repriced = repricedError(error);
      if (repriced) return reprice(repriced);
      toast({
        title: "Upgrade Failed",
        description: serverMessage(error) ?? "Failed to process upgrade. Your payment was not charged.",
        variant: "destructive",
      });
      // A changed price (409) needs a fresh preview before the next attempt.
      void queryClient.invalidateQueries({ queryKey: upgradePreviewKey(tier) });
    },
    // The saved card may have paid, or the upgrade been applied without a payment.
    onSettled: () => invalidateAfter(queryClient, "POST /api/subscription/try-auto-payment"),
  });

  const confirmPaid = useMutation({
    mutationFn: (intentId: string) => upgradeCalls.confirm(tier, intentId),
    onSuccess: succeed,
    onError: (error) => {
      const repriced = repricedError(error);
      if (repriced) return reprice(repriced);
      toast({
        title: "Payment Processed",
        description:
          "Your payment succeeded, but the plan change is still pending. Please refresh the page in a moment.",
      });
      onClose();
    },
    onSettled: () => invalidateAfter(queryClient, "POST /api/subscription/confirm-upgrade"),
  });

  // The latest onClose, for the delayed close below without restarting its timer.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (step.kind !== "paid") return;
    const timer = setTimeout(() => closeRef.current(), TIMINGS.paymentSuccessCloseMs);
    return () => clearTimeout(timer);
  }, [step.kind]);

  return {
    step,
    busy: start.isPending || confirmPaid.isPending,
    /** Pays `amount` (cents, as previewed): the saved card first. */
    start: (amount: number) => start.mutate(amount),
    /** The card form's payment succeeded: apply the upgrade. */
    paid: (intentId: string) => confirmPaid.mutate(intentId),
    /** The card form's payment failed; true when it was a refused price, now shown as a new quote. */
    cardRefused: (refusal?: ApiErrorBody) => {
      const repriced = repricedOf(refusal);
      if (repriced) reprice(repriced);
      return repriced !== null;
    },
  };
}
