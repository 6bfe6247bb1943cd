import { PLANS, addPeriod, downgradeOutcome, renewalAmount, type Tier } from "@stockroom/shared";
import type { Database, Executor } from "../../../db/client";
import { logSubscriptionChange } from "../../activity/repo";
import { queuePlanNotice } from "./plan-notices";
import { paidFields, paidPeriodFields } from "./account";
import { chargeSavedCard } from "../ledger/ledger";
import { runDunning, startDunning } from "./dunning";
import type { BillingNotices } from "../notices";
import type { PaymentProvider } from "../provider/provider";
import { recordPayment } from "../repo/ledger";
import { deleteAssignments, listActivePropertyIds, listAssignmentsOf, setPropertiesActive } from "../repo/properties";
import {
  NO_SCHEDULED_CHANGE,
  listDueChanges,
  listDueRenewals,
  lockDueChange,
  lockDueRenewal,
  updateAccount,
} from "../repo/subscriptions";

const BATCH = 100;

/**
 * Applies what is due at `now`: scheduled plan changes (keeping the chosen properties, deactivating the rest — never
 * deleting — and unassigning managers beyond the plan's limit), then renewals of ended periods with the saved card
 * (past due when it fails), then dunning's retries and suspension notices (./dunning.ts). Every account is handled
 * in its own transaction under `FOR UPDATE SKIP LOCKED` (dunning: under its locks, checked again) and its condition
 * is checked again under the lock, so several server instances can run this at once and each job still happens once.
 */
export async function runDueSubscriptionJobs(
  db: Database,
  provider: PaymentProvider,
  { now = new Date(), notices }: { now?: Date; notices?: BillingNotices } = {},
) {
  let changesApplied = 0;
  let renewed = 0;
  let failed = 0;
  for (const id of await listDueChanges(db, now, BATCH)) {
    if (await db.transaction((tx) => applyScheduledChange(tx, { id, now, notices }))) changesApplied++;
  }
  for (const id of await listDueRenewals(db, now, BATCH)) {
    const outcome = await db.transaction((tx) => renew(tx, { provider, notices, id, now }));
    if (outcome === "renewed") renewed++;
    if (outcome === "failed") failed++;
  }
  const dunning = await runDunning(db, { provider, notices, now });
  return { changesApplied, renewed, failed, ...dunning };
}

async function applyScheduledChange(
  tx: Executor,
  { id, now, notices }: { id: string; now: Date; notices?: BillingNotices },
): Promise<boolean> {
  const user = await lockDueChange(tx, id, now);
  if (!user?.scheduledUpdateTier) return false;
  const { unassigned, deactivated } = await applyDowngradeOutcome(tx, id, {
    tier: user.scheduledUpdateTier,
    chosen: user.scheduledUpdateProperties ?? [],
    now,
  });
  const period = user.scheduledBillingPeriod ?? user.billingPeriod;
  const start = user.scheduledUpdateDate ?? now;
  await updateAccount(tx, id, {
    subscriptionTier: user.scheduledUpdateTier,
    billingPeriod: period,
    // Additional properties exist only on plans that sell them.
    ...(PLANS[user.scheduledUpdateTier].additionalHotelPrice === null ? { additionalProperties: 0 } : {}),
    featureDowngradeDate: now,
    ...NO_SCHEDULED_CHANGE,
    updatedAt: now,
    ...(user.currentPeriodEnd && user.currentPeriodEnd <= start
      ? {}
      : {
          currentPeriodStart: start,
          currentPeriodEnd: addPeriod(start, period),
          billingAnchorDay: start.getUTCDate(),
        }),
  });
  await logSubscriptionChange(tx, {
    ownerId: id,
    by: null,
    details:
      `Scheduled change to ${PLANS[user.scheduledUpdateTier].name} applied` +
      (unassigned > 0 ? `; ${unassigned} ${unassigned === 1 ? "manager" : "managers"} unassigned beyond the plan` : ""),
  });
  const notice = {
    kind: "downgrade_applied",
    tier: user.scheduledUpdateTier,
    inactiveProperties: deactivated,
  } as const;
  await queuePlanNotice(tx, { notices, owner: user, notice });
  return true;
}

/**
 * Applies the shared downgrade rule to the owner's properties as they are now: deactivates the
 * properties beyond the plan (never deleting) and removes the assignments beyond its managers per
 * property on the ones kept — what the dialog listed when the change was scheduled. Returns how many
 * assignments were removed and how many properties became inactive.
 */
async function applyDowngradeOutcome(
  tx: Executor,
  ownerId: string,
  { tier, chosen, now }: { tier: Tier; chosen: number[]; now: Date },
) {
  const active = await listActivePropertyIds(tx, ownerId);
  if (active.length === 0) return { unassigned: 0, deactivated: 0 };
  const assignments = await listAssignmentsOf(tx, { ownerId, propertyIds: active });
  const outcome = downgradeOutcome({
    tier,
    chosen,
    properties: active.map((id) => ({ id, managers: assignments.filter((a) => a.propertyId === id) })),
  });
  if (outcome.deactivatedPropertyIds.length > 0) {
    await setPropertiesActive(
      tx,
      { ownerId, propertyIds: outcome.deactivatedPropertyIds },
      { isActive: false, at: now },
    );
  }
  if (outcome.unassigned.length > 0) {
    await deleteAssignments(tx, { ownerId, assignmentIds: outcome.unassigned.map((u) => u.assignmentId) });
  }
  return { unassigned: outcome.unassigned.length, deactivated: outcome.deactivatedPropertyIds.length };
}

async function renew(
  tx: Executor,
  { provider, notices, id, now }: { provider: PaymentProvider; notices?: BillingNotices; id: string; now: Date },
): Promise<"renewed" | "failed" | "skipped"> {
  const user = await lockDueRenewal(tx, id, now);
  if (!user?.currentPeriodEnd) return "skipped";
  const periodEnd = user.currentPeriodEnd;
  const amount = renewalAmount(user.subscriptionTier, user.billingPeriod, user.additionalProperties);
  const charge = await chargeSavedCard(tx, provider, {
    userId: id,
    amount,
    purpose: { kind: "renewal", periodEnd: periodEnd.toISOString() },
    description: `Stockroom ${PLANS[user.subscriptionTier].name} plan renewal`,
    // One charge per account and period, however many times or instances try.
    idempotencyKey: `renewal:${id}:${periodEnd.toISOString()}`,
  });
  const succeeded = charge.status === "succeeded";
  // The next period ends on the account's billing day, not on the day this one ended (a short month's last).
  const end = addPeriod(periodEnd, user.billingPeriod, user.billingAnchorDay);
  await recordPayment(tx, {
    userId: id,
    amount,
    kind: "renewal",
    tier: user.subscriptionTier,
    provider: provider.name,
    intentId: charge.intentId,
    status: succeeded ? "succeeded" : charge.status === "requires_action" ? "requires_action" : "failed",
    failureReason: succeeded ? null : charge.failureReason,
    at: now,
    servicePeriod: { start: periodEnd, end },
  });
  if (succeeded) {
    await updateAccount(tx, id, {
      currentPeriodStart: periodEnd,
      currentPeriodEnd: end,
      ...paidFields(user, amount, now),
      ...paidPeriodFields(user, { period: user.billingPeriod, start: periodEnd, end }),
      updatedAt: now,
    });
    return "renewed";
  }
  await startDunning(tx, notices, { account: user, amount, failureReason: charge.failureReason, now });
  await logSubscriptionChange(tx, {
    ownerId: id,
    by: null,
    details: "Renewal payment failed; subscription past due",
  });
  return "failed";
}
