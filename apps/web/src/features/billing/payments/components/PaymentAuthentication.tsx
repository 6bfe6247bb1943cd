import { useMutation } from "@tanstack/react-query";
import { PAYMENT_MESSAGES } from "@stockroom/shared";
import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/lib/api";
import { authenticateLocalCard, usePaymentConfig } from "../api";
import type { AuthenticationOutcome } from "../authentication";
import { AuthenticationDialog } from "./AuthenticationDialog";

const FAILED = PAYMENT_MESSAGES.authenticationFailed;

interface Props {
  /** Client secret of the payment the bank wants the customer to authenticate. */
  clientSecret: string;
  /** Called once, when the step has ended either way. */
  onDone: (outcome: AuthenticationOutcome) => void;
}

/**
 * The bank's authentication step (3-D Secure) for a payment the server started with a saved card, such
 * as Retry Payment: the built-in provider's simulated step, or Stripe.js's own window.
 */
export function PaymentAuthentication({ clientSecret, onDone }: Props) {
  const config = usePaymentConfig();
  const failedToLoad = config.isError;
  useEffect(() => {
    if (failedToLoad) onDone({ succeeded: false, error: PAYMENT_MESSAGES.initFailed });
  }, [failedToLoad, onDone]);
  if (!config.data) return null;
  const { publishableKey } = config.data;
  if (!publishableKey) return <LocalAuthentication clientSecret={clientSecret} onDone={onDone} />;
  return <StripeAuthentication publishableKey={publishableKey} clientSecret={clientSecret} onDone={onDone} />;
}

function LocalAuthentication({ clientSecret, onDone }: Props) {
  const answer = useMutation({
    mutationFn: (approve: boolean) => authenticateLocalCard(clientSecret, approve),
    onSuccess: (result) =>
      onDone(result.status === "succeeded" ? { succeeded: true } : { succeeded: false, error: result.error ?? FAILED }),
    onError: (error) => onDone({ succeeded: false, error: serverMessage(error) ?? FAILED }),
  });
  return <AuthenticationDialog open pending={answer.isPending} onAnswer={(approve) => answer.mutate(approve)} />;
}

function StripeAuthentication({ publishableKey, clientSecret, onDone }: Props & { publishableKey: string }) {
  // Once per payment: StrictMode's second effect run must not open the bank's window twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    import("../stripeAuthentication")
      .then(({ authenticateWithStripe }) => authenticateWithStripe(publishableKey, clientSecret))
      .then(onDone, () => onDone({ succeeded: false, error: FAILED }));
  }, [publishableKey, clientSecret, onDone]);
  return (
    <div className="flex justify-center py-4">
      <Spinner className="size-6" label="Waiting for your bank" />
    </div>
  );
}
