import { useQueryClient } from "@tanstack/react-query";
import { PAYMENT_MESSAGES } from "@stockroom/shared";
import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { invalidateAfter } from "@/lib/api/invalidation";
import { PaymentAlert } from "../../payments/components/PaymentAlert";
import { PaymentForm } from "../../payments/components/PaymentForm";
import { useStartCardSetup } from "../api";

/**
 * Saving a new card (accounts §7 update-method): asks the server for a setup secret once when shown, then
 * lets the shared card form confirm it with the payment provider. Used by the payment dialog of the
 * subscription settings and inline in the Payment Required dialog.
 */
export function CardSetup({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  const setup = useStartCardSetup();

  // Once per showing: StrictMode's second effect run must not open a second setup intent.
  const started = useRef(false);
  const start = setup.mutate;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start(undefined, {
      onError: () =>
        toast({ title: "Payment Setup Failed", description: PAYMENT_MESSAGES.initFailed, variant: "destructive" }),
    });
  }, [start]);

  if (setup.isPending || setup.isIdle) {
    return (
      <div className="flex justify-center py-6">
        <Spinner className="size-6" label="Preparing payment form" />
      </div>
    );
  }
  if (setup.isError) return <PaymentAlert message={PAYMENT_MESSAGES.initFailed} />;
  return (
    <PaymentForm
      clientSecret={setup.data.clientSecret}
      mode="setup"
      submitLabel="Save Payment Method"
      onSucceeded={() => {
        toast({
          title: "Payment Method Updated",
          description: "Your new payment method has been saved successfully.",
        });
        // The card form confirmed the setup (the built-in provider's confirm, or Stripe's): the saved cards and
        // the paywall are stale as after any card confirmation.
        void invalidateAfter(queryClient, "POST /api/local-payments/confirm");
        onSaved();
      }}
      onFailed={() =>
        toast({
          title: "Update Failed",
          description: "Unable to update payment method. Please try again.",
          variant: "destructive",
        })
      }
    />
  );
}
