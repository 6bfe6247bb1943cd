import { PAID_TIERS, type PaidTier } from "@stockroom/shared";

/** A paid tier from a query parameter, or null for anything else (unknown plans go back to /pricing). */
export function paidTierFrom(value: string | null): PaidTier | null {
  return PAID_TIERS.find((tier) => tier === value) ?? null;
}

export interface SuccessParams {
  paymentIntentId: string;
  clientSecret: string;
  tier: PaidTier;
  email: string;
}

/** Where a paid checkout continues: the same parameters Stripe's redirect after a payment carries. */
export function checkoutSuccessUrl({ paymentIntentId, clientSecret, tier, email }: SuccessParams): string {
  const query = new URLSearchParams({
    payment_intent: paymentIntentId,
    payment_intent_client_secret: clientSecret,
    redirect_status: "succeeded",
    register: "true",
    plan: tier,
    // Billing is monthly only (decision 189); the page reads the parameter, as Stripe's redirect carries it.
    yearly: "false",
    email,
  });
  return `/checkout/success?${query.toString()}`;
}
