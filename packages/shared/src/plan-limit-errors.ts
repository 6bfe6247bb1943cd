import { isPaywallRefusal } from "./access";
import type { ApiErrorBody } from "./api";
import type { LimitExceededBody, PaymentRequiredBody } from "./properties";

/** What a plan limits: properties per account or managers per property. */
export type PlanLimitKind = LimitExceededBody["limitType"];

/**
 * A 403 limit refusal as clients take it (core §8): the code or requiresUpgrade alone is enough, and a missing
 * figure takes the spec's default, so every figure may be absent.
 */
export function isLimitExceededBody(body: ApiErrorBody | null): body is ApiErrorBody & Partial<LimitExceededBody> {
  return body !== null && (body.error === "LIMIT_EXCEEDED" || body.requiresUpgrade === true);
}

/** The additional-property 402, not the paywall's (which carries `paywall: true`); figures may be absent. */
export function isAdditionalPropertyPaymentBody(
  body: ApiErrorBody | null,
): body is ApiErrorBody & Partial<PaymentRequiredBody> {
  return body !== null && body.error === "PAYMENT_REQUIRED" && !isPaywallRefusal(body);
}
