import { zodResolver } from "@hookform/resolvers/zod";
import { cardholderFormSchema, PAYMENT_MESSAGES } from "@stockroom/shared";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { stripeFor } from "../stripeClient";
import { PaySubmitButton } from "./PaySubmitButton";
import { PaymentAlert } from "./PaymentAlert";
import type { PaymentFormProps } from "./PaymentForm";
import { toastUnexpectedPaymentError } from "./toastUnexpected";

type Outcome = { intentId: string } | { error: string };

interface Confirmation extends Pick<PaymentFormProps, "mode" | "clientSecret"> {
  card: StripeCardElement;
  /** The name on the card, trimmed; empty sends no billing details. */
  name: string;
}

async function confirmCard(stripe: Stripe, { mode, clientSecret, card, name }: Confirmation): Promise<Outcome> {
  const data = { payment_method: { card, ...(name ? { billing_details: { name } } : {}) } };
  if (mode === "setup") {
    const result = await stripe.confirmCardSetup(clientSecret, data);
    return result.error
      ? { error: result.error.message ?? PAYMENT_MESSAGES.failed }
      : { intentId: result.setupIntent.id };
  }
  const result = await stripe.confirmCardPayment(clientSecret, data);
  return result.error
    ? { error: result.error.message ?? PAYMENT_MESSAGES.failed }
    : { intentId: result.paymentIntent.id };
}

/**
 * The card form when the server pays through Stripe: Stripe Elements collects the card (it never touches
 * our pages' code) and Stripe.js confirms the intent, including any 3-D Secure step. Loaded lazily so
 * Stripe's libraries stay out of the main bundle.
 */
export function StripeCardForm({ publishableKey, ...props }: PaymentFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields(props: PaymentFormProps) {
  const { clientSecret, mode, onSucceeded, onFailed, disabled } = props;
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // Not the form's isSubmitting: after a success the button stays busy while the page moves on.
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit } = useForm<
    z.input<typeof cardholderFormSchema>,
    unknown,
    z.output<typeof cardholderFormSchema>
  >({
    resolver: zodResolver(cardholderFormSchema),
    defaultValues: { name: "" },
  });

  const onSubmit = handleSubmit(async ({ name }) => {
    if (!stripe || !elements) {
      toast({ title: "Payment Error", description: "The payment form is not ready yet.", variant: "destructive" });
      return;
    }
    const card = elements.getElement(CardElement);
    if (!card) {
      toast({ title: "Payment Error", description: "Card element not found", variant: "destructive" });
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const outcome = await confirmCard(stripe, { mode, clientSecret, card, name });
      if ("intentId" in outcome) {
        onSucceeded(outcome);
        return; // stays busy: the page moves on
      }
      setFailure(outcome.error);
      onFailed?.(outcome.error);
    } catch {
      toastUnexpectedPaymentError();
    }
    setBusy(false);
  });

  const locked = busy || disabled;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <div className="grid gap-2">
        <Label id={`${id}-card-label`}>Card details</Label>
        <div
          role="group"
          aria-labelledby={`${id}-card-label`}
          className="rounded-md border border-slate-300 bg-white px-3 py-3 shadow-sm focus-within:border-emerald-600 focus-within:ring-2 focus-within:ring-emerald-600/40"
        >
          <CardElement options={{ disabled: locked }} />
        </div>
      </div>
      <Field label="Name on card" hint="Optional">
        <Input disabled={locked} autoComplete="cc-name" {...register("name")} />
      </Field>
      <PaymentAlert message={failure} />
      <PaySubmitButton form={props} busy={busy} disabled={locked} />
    </form>
  );
}
