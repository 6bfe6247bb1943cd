import { z } from "zod";
import { PAID_TIERS, type BillingPeriod, type Tier } from "./enums";
import { PLANS, isTier } from "./plans";
import { rowIdSchema } from "./quantities";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Price of a tier for one billing period, in cents. */
export function periodPrice(tier: Tier, period: BillingPeriod): number {
  return period === "yearly" ? PLANS[tier].yearlyPrice : PLANS[tier].price;
}

/** The word a price is "per" for a billing period: "$99/month". */
export const PERIOD_UNIT: Record<BillingPeriod, string> = { monthly: "month", yearly: "year" };

/**
 * Plans are sold monthly only (accounts §9, decision 189): a request for yearly billing is refused with this. Accounts
 * that pay yearly from before keep their period through renewals and upgrades.
 */
export const MONTHLY_ONLY_MESSAGE = "Stockroom plans are billed monthly; yearly billing is not offered";

/** The `isYearly` of every billing call: false, as the spec's client always sends it, or left out. */
export const isYearlySchema = z.literal(false, { error: MONTHLY_ONLY_MESSAGE }).default(false);

/**
 * What a period of the subscription costs: the plan plus any additional properties, which are priced
 * per month and, like the plans, cost ten months a year.
 */
export function renewalAmount(tier: Tier, period: BillingPeriod, additionalProperties = 0): number {
  const addOn = PLANS[tier].additionalHotelPrice ?? 0;
  const months = period === "yearly" ? 10 : 1;
  return periodPrice(tier, period) + addOn * additionalProperties * months;
}

/** Tiers in upgrade order; demo ranks below every paid tier. */
export function tierRank(tier: Tier): number {
  return tier === "demo" ? -1 : PAID_TIERS.indexOf(tier);
}

export function isUpgrade(from: Tier, to: Tier): boolean {
  return tierRank(to) > tierRank(from);
}

export interface UpgradeQuoteInput {
  currentTier: Tier;
  currentPeriod: BillingPeriod;
  targetTier: Tier;
  targetPeriod: BillingPeriod;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}

export interface UpgradeQuote {
  /** Cents due now. */
  chargeAmount: number;
  /** Cents of the current plan not yet used. */
  unusedValue: number;
  /** Whole days left in the current period. */
  proratedDays: number;
  /** Cents charged at the next renewal, and when. */
  nextChargeAmount: number;
  nextChargeDate: Date;
  message: string;
}

/**
 * An upgrade takes effect now and keeps the current period's end: the customer is credited the unused
 * part of the current price and charged the new price for the same remaining time. A change of billing
 * period starts a new period today, so the whole new price is due less the credit.
 */
export function quoteUpgrade(input: UpgradeQuoteInput): UpgradeQuote {
  const { currentTier, currentPeriod, targetTier, targetPeriod, periodStart, periodEnd, now } = input;
  const total = Math.max(periodEnd.getTime() - periodStart.getTime(), DAY_MS);
  const remaining = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), total);
  const share = remaining / total;
  const unusedValue = Math.round(periodPrice(currentTier, currentPeriod) * share);
  const samePeriod = currentPeriod === targetPeriod;
  const newCost = samePeriod
    ? Math.round(periodPrice(targetTier, targetPeriod) * share)
    : periodPrice(targetTier, targetPeriod);
  const chargeAmount = Math.max(newCost - unusedValue, 0);
  const nextChargeDate = samePeriod ? periodEnd : addPeriod(now, targetPeriod);
  const proratedDays = Math.ceil(remaining / DAY_MS);
  return {
    chargeAmount,
    unusedValue,
    proratedDays,
    nextChargeAmount: periodPrice(targetTier, targetPeriod),
    nextChargeDate,
    message:
      chargeAmount === 0
        ? "No Payment Required"
        : `You will be charged $${(chargeAmount / 100).toFixed(2)} now for the remaining ${proratedDays} days, after a credit of $${(unusedValue / 100).toFixed(2)} for your current plan.`,
  };
}

/**
 * The same moment one billing period later (month or year), on the billing day `anchorDay` (by default `from`'s),
 * or on the month's last day when the month is shorter: from 31 January, 28 February; from there with the anchor
 * 31, 31 March.
 */
export function addPeriod(from: Date, period: BillingPeriod, anchorDay?: number | null): Date {
  const day = anchorDay ?? from.getUTCDate();
  const next = new Date(from.getTime());
  next.setUTCDate(1);
  if (period === "yearly") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const PAYMENT_ISSUE_REASONS = [
  "payment_failed",
  "requires_action",
  "subscription_inactive",
  "no_payment_method",
  "other",
] as const;
export type PaymentIssueReason = (typeof PAYMENT_ISSUE_REASONS)[number];

/** Body of the upgrade preview calls. */
export const upgradeQuoteBodySchema = z.object({
  subscriptionTier: z.enum(PAID_TIERS, { error: "Please choose a plan" }),
  isYearly: isYearlySchema,
});

/** Test cards of the built-in local payment provider (same numbers as Stripe's test mode). */
export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  requiresAction: "4000002500003155",
  /** Saves fine, but later charges without the customer present are declined. */
  declinesLater: "4000000000000341",
} as const;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The built-in card form's fields; the number may contain spaces. */
export const cardDetailsSchema = z.object({
  number: z
    .string({ error: "Your card number is incomplete." })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{13,19}$/, "Your card number is incomplete.")
        .refine(luhnValid, "Your card number is invalid."),
    ),
  expMonth: z.number({ error: "Your card's expiration date is incomplete." }).int().min(1).max(12),
  expYear: z.number({ error: "Your card's expiration date is incomplete." }).int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  name: z.string().max(200).optional(),
});
export type CardDetails = z.input<typeof cardDetailsSchema>;

/** The Stripe card form's one field of ours (Stripe Elements hold the card): the optional name on the card, trimmed. */
export const cardholderFormSchema = z.object({ name: cardDetailsSchema.shape.name.unwrap().trim() });

/** Body of POST /api/subscription/update. */
export const subscriptionUpdateBodySchema = z.object({
  subscriptionTier: z.enum(PAID_TIERS, { error: "Please choose a plan" }),
  isYearly: isYearlySchema,
  /** Property ids to keep when a downgrade allows fewer properties. */
  propertiesToKeep: z.array(rowIdSchema).max(1000).optional(),
  subscriptionStatus: z.string().max(30).optional(),
});

/** How many properties a downgrade keeps: the smaller of the current count and the new maximum. */
export function propertiesToKeepCount(currentCount: number, tier: Tier): number {
  return Math.min(currentCount, PLANS[tier].maxProperties);
}

/** Days after which a scheduled downgrade applies when the account has no period end (spec: about 30). */
export const DOWNGRADE_FALLBACK_DAYS = 30;

/** Why a demo account's plan buttons do nothing: demo accounts are always on the demo plan. */
export const DEMO_PLAN_MESSAGE = "Demo accounts stay on the demo plan. Choose a plan on the pricing page to subscribe.";

/** What a payment was for, as the billing history and receipts name it ("Growth plan renewal"). */
export function paymentDescription(kind: string, tier: string | null): string {
  const plan = tier && isTier(tier) ? PLANS[tier].name : null;
  switch (kind) {
    case "renewal":
      return plan ? `${plan} plan renewal` : "Plan renewal";
    case "upgrade":
      return plan ? `Upgrade to ${plan}` : "Plan upgrade";
    case "additional_property":
      return "Additional property";
    default:
      return plan ? `${plan} plan` : "Subscription";
  }
}

/** A receipt's number as printed: "R-000123" (decision 193). */
export function receiptLabel(receiptNumber: number): string {
  return `R-${String(receiptNumber).padStart(6, "0")}`;
}
