import type { Plan } from "./billing-dto";
import { PAID_TIERS, type PaidTier, type Tier } from "./enums";

const MONTHS_PAID_PER_YEAR = 10;

function features(tier: PaidTier | "demo", maxProperties: number, managers: number): string[] {
  const rank = tier === "demo" ? 0 : PAID_TIERS.indexOf(tier);
  const list = [
    tier === "enterprise"
      ? `${maxProperties}+ properties`
      : `Up to ${maxProperties} ${maxProperties === 1 ? "property" : "properties"}`,
    `${managers} ${managers === 1 ? "manager" : "managers"} per property`,
    "Mobile access",
  ];
  if (rank >= PAID_TIERS.indexOf("basic")) list.push("Advanced tracking", "Low stock alerts");
  if (rank >= PAID_TIERS.indexOf("growth")) list.push("Email support");
  if (tier === "enterprise") list.push("Custom training");
  return list;
}

function plan(
  tier: PaidTier | "demo",
  name: string,
  monthlyDollars: number,
  maxProperties: number,
  managersPerProperty: number,
  additionalHotelPrice: number | null = null,
): Plan {
  const price = monthlyDollars * 100;
  return {
    tier,
    name,
    price,
    yearlyPrice: price * MONTHS_PAID_PER_YEAR,
    maxProperties,
    managersPerProperty,
    additionalHotelPrice,
    features: features(tier, maxProperties, managersPerProperty),
  };
}

/**
 * The single plan catalogue (spec accounts §9, main table). Every screen and server rule reads it;
 * the server copies it into subscription_plans at start.
 */
export const PLANS: Record<Tier, Plan> = {
  starter: plan("starter", "Starter", 19, 1, 1),
  basic: plan("basic", "Basic", 49, 5, 2),
  growth: plan("growth", "Growth", 99, 10, 3),
  pro: plan("pro", "Pro", 199, 15, 4),
  pro_plus: plan("pro_plus", "Pro Plus", 299, 20, 5),
  enterprise: plan("enterprise", "Enterprise", 499, 21, 6, 1000),
  demo: plan("demo", "Demo", 0, 1, 1),
};

/** The plan marked 'Most Popular' on the pricing page. */
export const MOST_POPULAR_TIER: PaidTier = "growth";

/** Paid plans in ascending order, as listed on the pricing page. */
export const PAID_PLANS: Plan[] = PAID_TIERS.map((tier) => PLANS[tier]);

/** Formats cents as whole dollars when exact, e.g. 1900 → "$19", 1050 → "$10.50". */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  const text = Number.isInteger(dollars)
    ? dollars.toLocaleString("en-US")
    : dollars.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `$${text}`;
}

export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && value in PLANS;
}
