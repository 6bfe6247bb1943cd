import type { Plan } from "./billing-dto";
import { PAID_TIERS, type PaidTier, type Tier } from "./enums";

const MONTHS_PAID_PER_YEAR = 10;

/** The cheapest paid tier whose plan includes low-stock alerts (decision 144). */
const LOW_STOCK_ALERTS_FROM: PaidTier = "basic";

/**
 * Whether an account on this tier is told when an item runs low (in the inbox and by email). The catalogue
 * sells alerts from Basic; a demo has them too, since it exists to show the product (decision 144).
 */
export function tierHasLowStockAlerts(tier: Tier): boolean {
  return tier === "demo" || PAID_TIERS.indexOf(tier) >= PAID_TIERS.indexOf(LOW_STOCK_ALERTS_FROM);
}

function features(tier: PaidTier | "demo", maxProperties: number, managers: number): string[] {
  const rank = tier === "demo" ? 0 : PAID_TIERS.indexOf(tier);
  const list = [
    tier === "enterprise"
      ? `${maxProperties}+ properties`
      : `Up to ${maxProperties} ${maxProperties === 1 ? "property" : "properties"}`,
    `${managers} ${managers === 1 ? "manager" : "managers"} per property`,
    "Mobile access",
  ];
  if (tier !== "demo" && tierHasLowStockAlerts(tier)) list.push("Advanced tracking", "Low stock alerts");
  if (rank >= PAID_TIERS.indexOf("growth")) list.push("Email support");
  if (tier === "enterprise") list.push("Custom training");
  return list;
}

interface PlanTerms {
  tier: PaidTier | "demo";
  name: string;
  monthlyDollars: number;
  maxProperties: number;
  managersPerProperty: number;
  /** The monthly price of each property beyond maxProperties, in cents; null where none is sold. */
  additionalHotelPrice?: number | null;
}

function plan({
  tier,
  name,
  monthlyDollars,
  maxProperties,
  managersPerProperty,
  additionalHotelPrice = null,
}: PlanTerms): Plan {
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
  starter: plan({ tier: "starter", name: "Starter", monthlyDollars: 19, maxProperties: 1, managersPerProperty: 1 }),
  basic: plan({ tier: "basic", name: "Basic", monthlyDollars: 49, maxProperties: 5, managersPerProperty: 2 }),
  growth: plan({ tier: "growth", name: "Growth", monthlyDollars: 99, maxProperties: 10, managersPerProperty: 3 }),
  pro: plan({ tier: "pro", name: "Pro", monthlyDollars: 199, maxProperties: 15, managersPerProperty: 4 }),
  pro_plus: plan({
    tier: "pro_plus",
    name: "Pro Plus",
    monthlyDollars: 299,
    maxProperties: 20,
    managersPerProperty: 5,
  }),
  enterprise: plan({
    tier: "enterprise",
    name: "Enterprise",
    monthlyDollars: 499,
    maxProperties: 21,
    managersPerProperty: 6,
    additionalHotelPrice: 1000,
  }),
  demo: plan({ tier: "demo", name: "Demo", monthlyDollars: 0, maxProperties: 1, managersPerProperty: 1 }),
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
