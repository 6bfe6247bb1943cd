import { PAYMENT_MESSAGES, type ApiErrorBody } from "@stockroom/shared";
import { lazy, Suspense, type JSX } from "react";
import { Spinner } from "@/components/ui/spinner";
import { usePaymentConfig } from "../api";
import { LocalCardForm } from "./LocalCardForm";
import { PaymentAlert } from "./PaymentAlert";

export interface PaymentFormProps {
  /** Client secret of a payment intent (payment) or setup intent (saving a card). */
  clientSecret: string;
  mode: "payment" | "setup";
  /** Cents; shown on the submit button as "Pay $12.34" in payment mode. */
  amount?: number;
  /** Overrides the button label (e.g. "Save Card"). */
  submitLabel?: string;
  /** Called once the provider reports success; intentId is the part of the client secret before "_secret_". */
  onSucceeded: (result: { intentId: string }) => void;
  /**
   * Called with a user-facing message when the card is declined or authentication fails (the form also
   * shows it inline); `refusal` is the server's body when it refused the payment itself (e.g. a 409
   * carrying an upgrade's new quote).
   */
  onFailed?: (message: string, refusal?: ApiErrorBody) => void;
  disabled?: boolean;
}

const StripeCardForm = lazy(() => import("./StripeCardForm").then((module) => ({ default: module.StripeCardForm })));

const loading = (
  <div className="flex justify-center py-6">
    <Spinner className="size-6" label="Loading payment form" />
  </div>
);

/**
 * The one card form of the app (checkout, upgrades, add-ons, saving a card): the server's configuration
 * decides between the built-in provider's form (offline default) and Stripe Elements, so every caller
 * works with either provider and only learns the confirmed intent's id.
 */
export function PaymentForm(props: PaymentFormProps): JSX.Element {
  const config = usePaymentConfig();
  if (config.isPending) return loading;
  if (config.isError) return <PaymentAlert message={PAYMENT_MESSAGES.initFailed} />;
  const { publishableKey } = config.data;
  // A new intent starts a fresh form: no leftover failure or "succeeded" state from the previous one.
  if (!publishableKey) return <LocalCardForm key={props.clientSecret} {...props} />;
  return (
    <Suspense fallback={loading}>
      <StripeCardForm key={props.clientSecret} publishableKey={publishableKey} {...props} />
    </Suspense>
  );
}
