import {
  PLANS,
  addPeriod,
  effectiveTier,
  formatCents,
  isUpgrade,
  renewalAmount,
  quoteUpgrade,
  type BillingPeriod,
  type PaidTier,
  DEMO_PLAN_MESSAGE,
} from "@stockroom/shared";
import { AppError } from "../../../lib/errors";
import type { PublicUser } from "../../users/repo";

/** The current period of an account; one starting now when it never had one. */
function currentPeriod(user: PublicUser, now: Date) {
  const start = user.currentPeriodStart ?? now;
  return { start, end: user.currentPeriodEnd ?? addPeriod(start, user.billingPeriod) };
}

/** What the account pays next and when: the scheduled plan once due, else the current one. */
export function nextPayment(user: PublicUser, now: Date, billingPeriod?: BillingPeriod) {
  const { end } = currentPeriod(user, now);
  const scheduled = user.scheduledUpdateTier && user.scheduledUpdateDate;
  const tier = scheduled ? user.scheduledUpdateTier! : user.subscriptionTier;
  const period =
    billingPeriod ?? (scheduled ? (user.scheduledBillingPeriod ?? user.billingPeriod) : user.billingPeriod);
  const amount =
    user.role === "demo" || user.subscriptionStatus === "canceled"
      ? 0
      : renewalAmount(tier, period, user.additionalProperties);
  return { tier, billingPeriod: period, amount, amountDisplay: formatCents(amount), date: end.toISOString() };
}

/** GET /api/subscription/info. */
export function subscriptionInfo(user: PublicUser, now = new Date()) {
  const next = nextPayment(user, now);
  const tier = effectiveTier(user, now);
  return {
    user,
    plan: PLANS[tier],
    nextPaymentAmountDisplay: next.amountDisplay,
    nextBillingDate: next.date,
    scheduledChange:
      user.scheduledUpdateTier && user.scheduledUpdateDate
        ? { tier: user.scheduledUpdateTier, date: user.scheduledUpdateDate.toISOString() }
        : null,
  };
}

/** A plan to upgrade to. The billing period stays the account's (decision 189). */
export interface UpgradeTarget {
  tier: PaidTier;
}

/** The cost of upgrading now to a higher tier, prorated over the rest of the period. */
export function previewUpgrade(user: PublicUser, { tier: target }: UpgradeTarget, now = new Date()) {
  if (user.role === "demo") throw new AppError("BAD_REQUEST", DEMO_PLAN_MESSAGE);
  if (!isUpgrade(user.subscriptionTier, target)) {
    throw new AppError(
      "BAD_REQUEST",
      `${PLANS[target].name} is not an upgrade from your ${PLANS[user.subscriptionTier].name} plan`,
    );
  }
  const { start, end } = currentPeriod(user, now);
  return quoteUpgrade({
    currentTier: user.subscriptionTier,
    currentPeriod: user.billingPeriod,
    targetTier: target,
    // Monthly only is sold (decision 189); an account paying yearly from before upgrades within its year.
    targetPeriod: user.billingPeriod,
    periodStart: start,
    periodEnd: end,
    now,
  });
}
