import { PAID_TIERS, type PaidTier, type Role, type Tier } from "./enums";
import { can } from "./permissions";
import { PLANS } from "./plans";

/** What decides a user's plan: role, tier and any scheduled change. */
export interface TierHolder {
  role: Role;
  subscriptionTier: Tier;
  scheduledUpdateTier?: Tier | null;
  scheduledUpdateDate?: Date | string | null;
}

/**
 * The tier whose limits apply now (accounts §4): demo users are always demo; a scheduled change
 * applies once its date has passed, the current tier until then.
 */
export function effectiveTier(user: TierHolder, now: Date = new Date()): Tier {
  if (user.role === "demo") return "demo";
  if (user.scheduledUpdateTier && user.scheduledUpdateDate) {
    const due = new Date(user.scheduledUpdateDate);
    return due.getTime() > now.getTime() ? user.subscriptionTier : user.scheduledUpdateTier;
  }
  return user.subscriptionTier;
}

/** The cheapest paid tier allowing at least this many properties (enterprise when none does). */
export function suggestedTierForProperties(count: number): PaidTier {
  return PAID_TIERS.find((tier) => PLANS[tier].maxProperties >= count) ?? "enterprise";
}

/** The cheapest paid tier allowing at least this many managers on one property. */
export function suggestedTierForManagers(count: number): PaidTier {
  return PAID_TIERS.find((tier) => PLANS[tier].managersPerProperty >= count) ?? "enterprise";
}

/** Answer to "may this account add one more property?". */
export type PropertyLimitDecision =
  | { allowed: true }
  | { allowed: false; kind: "upgrade"; currentUsage: number; maxAllowed: number; suggestedTier: PaidTier }
  | { allowed: false; kind: "payment"; additionalProperties: number; additionalCost: number; reason: string };

/** Properties an account may have: the plan's allowance plus the additional ones it pays for. */
export function maxPropertiesFor(tier: Tier, additionalProperties = 0): number {
  return PLANS[tier].maxProperties + (PLANS[tier].additionalHotelPrice === null ? 0 : additionalProperties);
}

/** An account's properties and what decides how many it may have. */
export interface PropertyCount {
  role: Role;
  tier: Tier;
  currentCount: number;
  /** Additional properties the account pays for beyond its plan's allowance. */
  additionalProperties?: number;
}

/** Plan rule for one more property; admins are never limited. */
export function checkPropertyLimit({
  role,
  tier,
  currentCount,
  additionalProperties = 0,
}: PropertyCount): PropertyLimitDecision {
  if (can(role, "planLimits.bypass")) return { allowed: true };
  const plan = PLANS[tier];
  if (currentCount < maxPropertiesFor(tier, additionalProperties)) return { allowed: true };
  if (plan.additionalHotelPrice !== null) {
    return {
      allowed: false,
      kind: "payment",
      additionalProperties: 1,
      additionalCost: plan.additionalHotelPrice,
      reason: `Your ${plan.name} plan includes ${plan.maxProperties} properties. Each additional property is billed monthly.`,
    };
  }
  return {
    allowed: false,
    kind: "upgrade",
    currentUsage: currentCount,
    maxAllowed: plan.maxProperties,
    suggestedTier: suggestedTierForProperties(currentCount + 1),
  };
}

/** Answer to "may this property get one more manager?"; admins are never limited. */
export function checkManagerLimit(
  role: Role,
  tier: Tier,
  currentManagers: number,
): { allowed: true } | { allowed: false; currentUsage: number; maxAllowed: number; suggestedTier: PaidTier } {
  if (can(role, "planLimits.bypass")) return { allowed: true };
  const max = PLANS[tier].managersPerProperty;
  if (currentManagers < max) return { allowed: true };
  return {
    allowed: false,
    currentUsage: currentManagers,
    maxAllowed: max,
    suggestedTier: suggestedTierForManagers(currentManagers + 1),
  };
}

/** Share of the property allowance at which the client warns that the limit is near. */
export const NEAR_LIMIT_RATIO = 0.8;

export function isNearLimit(current: number, max: number): boolean {
  return max > 0 && current / max >= NEAR_LIMIT_RATIO;
}

/**
 * Items one property may hold (issue 22.1, decision 145). The plans sell properties and managers, not
 * items, so every paid plan gets the same allowance, well past any hotel's storeroom; it keeps one account
 * (or a runaway import) from filling the database. Demo accounts, which are free, get a smaller one.
 */
export const ITEM_LIMITS = { perProperty: 10_000, perDemoProperty: 500 } as const;

export function maxItemsPerProperty(tier: Tier): number {
  return tier === "demo" ? ITEM_LIMITS.perDemoProperty : ITEM_LIMITS.perProperty;
}

/** Answer to "may this property get `adding` more items?"; admins are never limited. */
export function checkItemLimit({
  role,
  tier,
  currentCount,
  adding,
}: {
  role: Role;
  tier: Tier;
  currentCount: number;
  adding: number;
}): { allowed: true } | { allowed: false; currentUsage: number; maxAllowed: number } {
  if (can(role, "planLimits.bypass")) return { allowed: true };
  const max = maxItemsPerProperty(tier);
  if (currentCount + adding <= max) return { allowed: true };
  return { allowed: false, currentUsage: currentCount, maxAllowed: max };
}

/** The 403 LIMIT_EXCEEDED message of the item allowance (limitType "items", no upgrade offered). */
export function itemLimitMessage(maxAllowed: number, adding: number): string {
  return adding === 1
    ? `This property already holds the most items it may hold (${maxAllowed.toLocaleString("en-US")}).`
    : `These ${adding.toLocaleString("en-US")} new items would take this property past the ${maxAllowed.toLocaleString("en-US")} items it may hold.`;
}

/**
 * Expensive work one account may have running at once (issue 34): `running` at a time, and `waiting` more
 * queued behind them on the server (a double click, two managers printing); a request past those is refused
 * with 429. Keyed by the account, so an owner and their managers share it.
 */
export interface ConcurrencyBudget {
  running: number;
  waiting: number;
}

const MiB = 1024 * 1024;

/**
 * Bytes of item and request photos one account may keep (issue 34). Photos no item or request uses any more
 * are removed after a day, which frees their space. Demo accounts, which are free, get less.
 */
export const PHOTO_STORAGE = { bytesPerAccount: 500 * MiB, bytesPerDemoAccount: 50 * MiB } as const;

export function photoStorageQuota(tier: Tier): number {
  return tier === "demo" ? PHOTO_STORAGE.bytesPerDemoAccount : PHOTO_STORAGE.bytesPerAccount;
}

/** The 413 message of a full photo storage; `quotaBytes` is the account's photoStorageQuota. */
export function photoStorageFullMessage(quotaBytes: number): string {
  return `Your account's photos already fill its ${Math.round(quotaBytes / MiB)} MB of storage. Photos no longer used by an item or request free their space within a day.`;
}
