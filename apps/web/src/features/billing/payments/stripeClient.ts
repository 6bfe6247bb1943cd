import { loadStripe, type Stripe } from "@stripe/stripe-js";

/** Stripe.js is loaded once per publishable key, outside rendering, as Stripe asks. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}
