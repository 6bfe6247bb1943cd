import { PAYMENT_MESSAGES } from "@stockroom/shared";
import type { AuthenticationOutcome } from "./authentication";
import { stripeFor } from "./stripeClient";

const FAILED = PAYMENT_MESSAGES.authenticationFailed;

/**
 * Brings the customer back for a charge their bank refused without them (authentication_required):
 * Stripe.js confirms it again with the card that was tried, which opens the bank's 3-D Secure window.
 */
export async function authenticateWithStripe(
  publishableKey: string,
  clientSecret: string,
): Promise<AuthenticationOutcome> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) return { succeeded: false, error: FAILED };
  const { paymentIntent } = await stripe.retrievePaymentIntent(clientSecret);
  const tried = paymentIntent?.last_payment_error?.payment_method?.id;
  const result = await stripe.confirmCardPayment(clientSecret, tried ? { payment_method: tried } : undefined);
  if (result.error) return { succeeded: false, error: result.error.message ?? FAILED };
  return result.paymentIntent.status === "succeeded" ? { succeeded: true } : { succeeded: false, error: FAILED };
}
