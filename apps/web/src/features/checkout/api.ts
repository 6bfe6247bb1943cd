import { useMutation, type QueryClient } from "@tanstack/react-query";
import type {
  BillingActionDto,
  CheckoutIntentDto,
  ClientPaymentDto,
  CompleteRegistrationBody,
  CompleteRegistrationDto,
  ConfirmUpgradeBody,
  CreateSubscriptionIntentBody,
  PaidTier,
  TestPaymentBody,
  UpgradePaymentBody,
} from "@stockroom/shared";
import { apiRequest } from "@/lib/api";
import { USER_QUERY_KEY } from "@/lib/queryKeys";

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await apiRequest("POST", path, body);
  return (await res.json()) as T;
}

/** Creates the (not yet usable) account and the first period's payment. 409 when the email has an account. */
export function useCreateSubscriptionIntent() {
  return useMutation({
    mutationFn: (body: CreateSubscriptionIntentBody) =>
      postJson<CheckoutIntentDto>("/api/create-subscription-intent", body),
  });
}

/** Activates the paid account; autoLogin says whether this browser is now signed in. */
export function useCompleteRegistration() {
  return useMutation({
    mutationFn: (body: CompleteRegistrationBody) =>
      postJson<CompleteRegistrationDto>("/api/complete-registration", body),
  });
}

/** The upgrade's payment: a client secret and amount, or no secret when nothing is due. 401 when signed out. */
export function createUpgradePayment(target: UpgradePaymentBody): Promise<ClientPaymentDto> {
  return postJson<ClientPaymentDto>("/api/subscription/create-upgrade-payment", target);
}

/** A payment that changes no account (the plan-selection demo screen when signed out). */
export function createTestPayment(target: TestPaymentBody): Promise<ClientPaymentDto> {
  return postJson<ClientPaymentDto>("/api/test-payment", target);
}

export type ConfirmUpgradeDto = BillingActionDto & { subscriptionTier: PaidTier };

/** Applies a paid (or free) upgrade; 402 when its payment has not completed. */
export function confirmUpgrade(body: ConfirmUpgradeBody): Promise<ConfirmUpgradeDto> {
  return postJson<ConfirmUpgradeDto>("/api/subscription/confirm-upgrade", body);
}

/** After a sign-in or a plan change: the user (tier, header badge) and everything billing shows. */
export function invalidateAccountData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = queryKey[0];
      return (
        path === USER_QUERY_KEY[0] ||
        (typeof path === "string" &&
          ["/api/subscription", "/api/payment", "/api/usage-limits"].some((prefix) => path.startsWith(prefix)))
      );
    },
  });
}
