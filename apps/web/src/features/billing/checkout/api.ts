import { useMutation } from "@tanstack/react-query";
import type {
  CompleteRegistrationBody,
  ConfirmUpgradeBody,
  CreateSubscriptionIntentBody,
  TestPaymentBody,
  UpgradePaymentBody,
} from "@stockroom/shared";
import { api } from "@/lib/api/client";

/** Creates the (not yet usable) account and the first period's payment. 409 when the email has an account. */
export function useCreateSubscriptionIntent() {
  return useMutation({
    mutationFn: (body: CreateSubscriptionIntentBody) => api.post("/api/create-subscription-intent", { body }),
  });
}

/** Activates the paid account; autoLogin says whether this browser is now signed in. */
export function useCompleteRegistration() {
  return useMutation({
    mutationFn: (body: CompleteRegistrationBody) => api.post("/api/complete-registration", { body }),
  });
}

/** The upgrade's payment: a client secret and amount, or no secret when nothing is due. 401 when signed out. */
export function createUpgradePayment(body: UpgradePaymentBody) {
  return api.post("/api/subscription/create-upgrade-payment", { body });
}

/** A payment that changes no account (the plan-selection demo screen when signed out). */
export function createTestPayment(body: TestPaymentBody) {
  return api.post("/api/test-payment", { body });
}

/** Applies a paid (or free) upgrade; 402 when its payment has not completed. */
export function confirmUpgrade(body: ConfirmUpgradeBody) {
  return api.post("/api/subscription/confirm-upgrade", { body });
}
