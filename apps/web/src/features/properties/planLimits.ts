import {
  isAdditionalPropertyPaymentBody,
  isLimitExceededBody,
  suggestedTierForProperties,
  type ApiErrorBody,
  type LimitExceededBody,
  type PlanLimitKind,
  type UsageLimitsDto,
} from "@stockroom/shared";
import { ApiError } from "@/lib/api";

export type LimitKind = PlanLimitKind;

export interface UpgradeInfo {
  limitType: LimitKind;
  currentUsage: number;
  maxAllowed: number;
  suggestedTier: string;
}

export interface PaymentInfo {
  additionalCost: number;
  additionalProperties: number;
  reason: string;
}

/** What a failed property save or manager assignment asks the user to do next (core §8). */
export type PlanLimitOutcome = { kind: "upgrade"; info: UpgradeInfo } | { kind: "payment"; info: PaymentInfo } | null;

const numberOr = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** Upgrade dialog values, with the spec's defaults (1 of 1, basic) for whatever the body does not give. */
function upgradeInfo(body: (ApiErrorBody & Partial<LimitExceededBody>) | null, context: LimitKind): UpgradeInfo {
  return {
    limitType: body?.limitType === "managers" || body?.limitType === "properties" ? body.limitType : context,
    currentUsage: numberOr(body?.currentUsage, 1),
    maxAllowed: numberOr(body?.maxAllowed, 1),
    suggestedTier: typeof body?.suggestedTier === "string" && body.suggestedTier ? body.suggestedTier : "basic",
  };
}

/**
 * 402 PAYMENT_REQUIRED for the extra property → payment dialog (the paywall's own 402 is an ordinary
 * failure: the gate takes over once the payment status is read again); 403 LIMIT_EXCEEDED / requiresUpgrade, or a
 * 403 without an error body (not JSON, or no message) → upgrade dialog; anything else (e.g. a plain 403 Forbidden)
 * is an ordinary failure.
 */
export function planLimitOutcome(error: unknown, context: LimitKind): PlanLimitOutcome {
  if (!(error instanceof ApiError)) return null;
  const { body } = error;
  if (error.status === 402 && isAdditionalPropertyPaymentBody(body)) {
    return {
      kind: "payment",
      info: {
        additionalCost: numberOr(body.additionalCost, 0),
        additionalProperties: numberOr(body.additionalProperties, 1),
        reason: typeof body.reason === "string" ? body.reason : "",
      },
    };
  }
  if (error.status !== 403) return null;
  if (body === null || isLimitExceededBody(body)) return { kind: "upgrade", info: upgradeInfo(body, context) };
  return null;
}

/** Share of the allowance in use, for the upgrade dialog. */
export function percentUsed({ currentUsage, maxAllowed }: Pick<UpgradeInfo, "currentUsage" | "maxAllowed">): number {
  if (maxAllowed <= 0) return 100;
  return Math.min(100, Math.round((currentUsage / maxAllowed) * 100));
}

/**
 * The Upgrade Required dialog to show instead of the Add Property form, from the server's usage numbers:
 * only when the account is at its limit and its plan cannot buy more properties. A plan that can (an
 * additional property price) keeps the form, because paying for the extra property needs its name and
 * address; unknown usage keeps it too, and the server's refusal then opens the dialog as before.
 */
export function upgradeBeforeAdding(limits: UsageLimitsDto | undefined): UpgradeInfo | null {
  if (!limits || limits.usage.canAddProperty || limits.limits.additionalHotelPrice !== null) return null;
  const { propertyCount, maxProperties } = limits.usage;
  return {
    limitType: "properties",
    currentUsage: propertyCount,
    maxAllowed: maxProperties,
    suggestedTier: suggestedTierForProperties(propertyCount + 1),
  };
}
