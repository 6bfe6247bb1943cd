import {
  DOWNGRADE_FALLBACK_DAYS,
  PLANS,
  formatDayUtc,
  isUpgrade,
  propertiesToKeepCount,
  type BillingPeriod,
  type PaidTier,
  type subscriptionUpdateBodySchema,
  DEMO_PLAN_MESSAGE,
} from "@stockroom/shared";
import type { z } from "zod";
import type { Database, Executor } from "../../../db/client";
import { AppError } from "../../../lib/errors";
import { logSubscriptionChange } from "../../activity/repo";
import type { PublicUser } from "../../users/repo";
import {
  countActiveProperties,
  listActivePropertyIds,
  listInactivePropertyIds,
  setPropertiesActive,
} from "../repo/properties";
import { NO_SCHEDULED_CHANGE, updateAccount } from "../repo/subscriptions";
import type { BillingNotices } from "../notices";
import { type PlanNotice, queuePlanNotice } from "./plan-notices";
import { previewUpgrade } from "./subscription";

/**
 * The plan change asked for; `now` is the clock (tests move it), `notices` where the owner's notice is written
 * (none: no email, as in tests of the rule alone).
 */
type UpdateRequest = z.output<typeof subscriptionUpdateBodySchema> & { now?: Date; notices?: BillingNotices };
const DAY_MS = 24 * 60 * 60 * 1000;

export function assertChangeable(user: PublicUser) {
  if (user.role === "demo") throw new AppError("BAD_REQUEST", DEMO_PLAN_MESSAGE);
}

/**
 * POST /api/subscription/update. A higher tier answers what to pay (the upgrade happens once paid); a
 * lower tier is scheduled for the period end with the properties to keep; the current tier cancels a
 * scheduled change.
 */
export async function updateSubscription(db: Database, user: PublicUser, request: UpdateRequest) {
  const { now = new Date(), notices, ...body } = request;
  assertChangeable(user);
  const target = body.subscriptionTier;
  const base = {
    requiresPayment: false,
    amountToCharge: 0,
    scheduled: false,
    effectiveDate: null as string | null,
    requiresCheckout: false,
  };
  if (user.subscriptionStatus === "incomplete") {
    return { ...base, requiresCheckout: true, message: "Please complete checkout to start a subscription" };
  }
  if (user.subscriptionStatus === "inactive" || user.subscriptionStatus === "past_due") {
    throw new AppError("CONFLICT", "Please restore your subscription's payment before changing plans");
  }
  if (target === user.subscriptionTier) {
    if (!user.scheduledUpdateTier) return { ...base, message: `You are already on the ${PLANS[target].name} plan` };
    await clearSchedule(db, user, notices);
    return { ...base, message: "Your scheduled plan change was canceled" };
  }
  if (isUpgrade(user.subscriptionTier, target)) {
    const quote = previewUpgrade(user, { tier: target }, now);
    return {
      ...base,
      requiresPayment: quote.chargeAmount > 0,
      amountToCharge: quote.chargeAmount,
      effectiveDate: now.toISOString(),
      message: quote.message,
    };
  }
  // A downgrade keeps the account's billing period, as an upgrade does (decision 189).
  const downgrade = { target, period: user.billingPeriod, keep: body.propertiesToKeep ?? [], now, notices };
  return { ...base, ...(await scheduleDowngrade(db, user, downgrade)) };
}

interface Downgrade {
  target: PaidTier;
  period: BillingPeriod;
  /** The properties the customer chose to keep when the lower plan allows fewer than they have. */
  keep: number[];
  now: Date;
  notices: BillingNotices | undefined;
}

async function scheduleDowngrade(db: Database, user: PublicUser, { target, period, keep, now, notices }: Downgrade) {
  return db.transaction(async (tx) => {
    const owned = await listActivePropertyIds(tx, user.id);
    const needed = propertiesToKeepCount(owned.length, target);
    const ownedIds = new Set(owned);
    const chosen = owned.length <= PLANS[target].maxProperties ? owned : [...new Set(keep)];
    if (chosen.length !== needed || chosen.some((id) => !ownedIds.has(id))) {
      throw new AppError(
        "BAD_REQUEST",
        `Select exactly ${needed} ${needed === 1 ? "property" : "properties"} to keep`,
        { needed },
      );
    }
    const effective =
      user.currentPeriodEnd && user.currentPeriodEnd > now
        ? user.currentPeriodEnd
        : new Date(now.getTime() + DOWNGRADE_FALLBACK_DAYS * DAY_MS);
    await updateAccount(tx, user.id, {
      scheduledUpdateTier: target,
      scheduledUpdateDate: effective,
      scheduledBillingPeriod: period,
      scheduledUpdateProperties: chosen,
      updatedAt: now,
    });
    await logSubscriptionChange(tx, {
      ownerId: user.id,
      by: user.id,
      details: `Change to ${PLANS[target].name} scheduled for ${formatDayUtc(effective)}`,
    });
    const notice: PlanNotice = {
      kind: "downgrade_scheduled",
      tier: target,
      on: effective,
      keptProperties: chosen.length,
    };
    await queuePlanNotice(tx, { notices, owner: user, notice });
    return {
      scheduled: true,
      effectiveDate: effective.toISOString(),
      message: `Your plan changes to ${PLANS[target].name} on ${formatDayUtc(effective)}`,
    };
  });
}

async function clearSchedule(db: Database, user: PublicUser, notices: BillingNotices | undefined) {
  await db.transaction(async (tx) => {
    await updateAccount(tx, user.id, { ...NO_SCHEDULED_CHANGE, updatedAt: new Date() });
    await logSubscriptionChange(tx, {
      ownerId: user.id,
      by: user.id,
      details: "Scheduled change canceled",
    });
    await queuePlanNotice(tx, {
      notices,
      owner: user,
      notice: { kind: "change_canceled", tier: user.subscriptionTier },
    });
  });
}

/** POST /api/subscription/cancel-update. */
export async function cancelScheduledChange(db: Database, user: PublicUser, notices?: BillingNotices) {
  assertChangeable(user);
  if (!user.scheduledUpdateTier) throw new AppError("CONFLICT", "There is no scheduled change to cancel");
  await clearSchedule(db, user, notices);
  return { success: true, message: "Your scheduled plan change was canceled" };
}

/**
 * POST /api/subscription/cancel: access continues to the end of the paid period. A plan change scheduled for that
 * end is dropped with it, so the account is in one clear state, canceled (issue 36), and no change applies to it.
 */
export async function cancelSubscription(db: Database, user: PublicUser, notices?: BillingNotices) {
  assertChangeable(user);
  if (user.subscriptionStatus === "canceled") throw new AppError("CONFLICT", "Your subscription is already canceled");
  await setStatus(db, user, {
    status: "canceled",
    details: "Subscription canceled",
    clearSchedule: true,
    notice: { kind: "canceled", accessUntil: user.currentPeriodEnd },
    notices,
  });
  return {
    success: true,
    message: user.currentPeriodEnd
      ? `Your subscription is canceled. You keep access until ${formatDayUtc(user.currentPeriodEnd)}.`
      : "Your subscription is canceled.",
  };
}

interface StatusChange {
  status: "active" | "canceled";
  details: string;
  clearSchedule?: boolean;
  /** What the owner is told, where `notices` say. */
  notice: PlanNotice;
  notices: BillingNotices | undefined;
}

/** Sets the subscription status (and drops a scheduled plan change if asked), logs why and tells the owner. */
export async function setStatus(db: Database, user: PublicUser, change: StatusChange) {
  const { status, details, clearSchedule = false, notice, notices } = change;
  await db.transaction(async (tx) => {
    await updateAccount(tx, user.id, {
      subscriptionStatus: status,
      ...(clearSchedule ? NO_SCHEDULED_CHANGE : {}),
      updatedAt: new Date(),
    });
    await logSubscriptionChange(tx, { ownerId: user.id, by: user.id, details });
    await queuePlanNotice(tx, { notices, owner: user, notice });
  });
}

/** Properties to reactivate after an upgrade: inactive ones, oldest first, up to the new maximum. */
export async function reactivateProperties(tx: Executor, ownerId: string, tier: PaidTier) {
  const room = PLANS[tier].maxProperties - (await countActiveProperties(tx, ownerId));
  if (room <= 0) return;
  const inactive = await listInactivePropertyIds(tx, ownerId, room);
  if (inactive.length > 0) {
    await setPropertiesActive(tx, { ownerId, propertyIds: inactive }, { isActive: true, at: new Date() });
  }
}
