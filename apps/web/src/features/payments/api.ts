import { useQuery } from "@tanstack/react-query";
import type {
  CardDetails,
  LocalAuthenticateBody,
  LocalConfirmationDto,
  LocalConfirmBody,
  PaymentConfigDto,
} from "@stockroom/shared";
import { apiRequest } from "@/lib/api";

export const PAYMENT_CONFIG_KEY = ["/api/stripe/config"] as const;

/** Which card form to show: Stripe Elements with a publishable key, else the built-in one. Fixed per server start. */
export function usePaymentConfig() {
  return useQuery<PaymentConfigDto>({ queryKey: PAYMENT_CONFIG_KEY, staleTime: Infinity, gcTime: Infinity });
}

async function post(path: string, body: LocalConfirmBody | LocalAuthenticateBody): Promise<LocalConfirmationDto> {
  const res = await apiRequest("POST", path, body);
  return (await res.json()) as LocalConfirmationDto;
}

/** The built-in provider's card confirmation (what Stripe.js does against Stripe). */
export function confirmLocalCard(clientSecret: string, card: CardDetails): Promise<LocalConfirmationDto> {
  return post("/api/local-payments/confirm", { clientSecret, card });
}

/** The built-in provider's simulated 3-D Secure answer. */
export function authenticateLocalCard(clientSecret: string, approve: boolean): Promise<LocalConfirmationDto> {
  return post("/api/local-payments/authenticate", { clientSecret, approve });
}
