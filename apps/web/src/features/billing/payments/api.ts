import { useQuery } from "@tanstack/react-query";
import type { CardDetails } from "@stockroom/shared";
import { api } from "@/lib/api/client";
import { apiQuery } from "@/lib/api/queries";

/** Which card form to show: Stripe Elements with a publishable key, else the built-in one. Fixed per server start. */
export function usePaymentConfig() {
  return useQuery({ ...apiQuery("/api/stripe/config"), staleTime: Infinity, gcTime: Infinity });
}

/** The built-in provider's card confirmation (what Stripe.js does against Stripe). */
export function confirmLocalCard(clientSecret: string, card: CardDetails) {
  return api.post("/api/local-payments/confirm", { body: { clientSecret, card } });
}

/** The built-in provider's simulated 3-D Secure answer. */
export function authenticateLocalCard(clientSecret: string, approve: boolean) {
  return api.post("/api/local-payments/authenticate", { body: { clientSecret, approve } });
}
