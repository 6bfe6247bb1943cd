import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PLANS, TIMINGS, type AutoPaymentDto, type PaidTier } from "@stockroom/shared";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api";
import { invalidateBilling, upgradeCalls, upgradePreviewKey } from "./api";

export type UpgradeStep =
  { kind: "preview" } | { kind: "card"; clientSecret: string; amount: number } | { kind: "paid" };

/** Why the saved card could not pay; the card form is offered next. */
const AUTO_PAYMENT_TEXT: Record<NonNullable<AutoPaymentDto["reason"]>, string> = {
  no_payment_method: "No saved card is on file. Please enter your card details.",
  declined: "Your saved card was declined. Please enter your card details.",
  requires_action: "Your saved card needs verification. Please enter your card details.",
};

const paymentSuccessful = () =>
  toast({ title: "Payment Successful", description: "Your payment has been processed successfully." });

/**
 * The upgrade's payment sequence (accounts §4, §8): the saved card first; when it cannot pay, the card
 * form for a fresh payment, or no payment at all when nothing is due. A paid upgrade shows its success
 * and closes after TIMINGS.paymentSuccessCloseMs; a zero charge closes at once.
 */
export function useUpgradeFlow(tier: PaidTier, onClose: () => void) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<UpgradeStep>({ kind: "preview" });
  const refresh = () => invalidateBilling(queryClient);
  const noPaymentRequired = () => {
    toast({ title: "No Payment Required", description: `You are now on the ${PLANS[tier].name} plan.` });
    onClose();
  };
  const succeed = () => {
    paymentSuccessful();
    setStep({ kind: "paid" });
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
      toast({
        title: "Upgrade Failed",
        description: serverMessage(error) ?? "Failed to process upgrade. Your payment was not charged.",
        variant: "destructive",
      });
      // A changed price (409) needs a fresh preview before the next attempt.
      void queryClient.invalidateQueries({ queryKey: upgradePreviewKey(tier) });
    },
    onSettled: refresh,
  });

  const confirmPaid = useMutation({
    mutationFn: (intentId: string) => upgradeCalls.confirm(tier, intentId),
    onSuccess: succeed,
    onError: () => {
      toast({
        title: "Payment Processed",
        description:
          "Your payment succeeded, but the plan change is still pending. Please refresh the page in a moment.",
      });
      onClose();
    },
    onSettled: refresh,
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
  };
}
