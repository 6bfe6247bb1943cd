import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { PLANS, addPeriod, isUpgrade, periodPrice, type ClientPaymentDto, type PaidTier } from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { type UserRow, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { logActivity } from "../activity/repo";
import type { PublicUser } from "../users/repo";
import { lockBillingAccount, paidFields, paidPeriodFields, recordPayment } from "./account";
import { reactivateProperties } from "./changes";
import { chargeSavedCard, type LedgerIntent, lockIntent, markApplied, openIntent, settleIntent } from "./ledger";
import type { PaymentProvider, ProviderName } from "./provider";
import { previewUpgrade } from "./subscription";

const upgradeDescription = (tier: PaidTier) => `Stockroom upgrade to ${PLANS[tier].name}`;
const upgradedMessage = (tier: PaidTier) => `You are now on the ${PLANS[tier].name} plan`;

/** Starts paying for an upgrade: an intent for the prorated amount, or nothing to pay at zero. */
export async function createUpgradePayment(
  db: Database,
  provider: PaymentProvider,
  user: PublicUser,
  tier: PaidTier,
  yearly: boolean,
): Promise<ClientPaymentDto> {
  const quote = previewUpgrade(user, tier, yearly);
  if (quote.chargeAmount === 0) return { clientSecret: null, paymentIntentId: null, amountToCharge: 0 };
  const intent = await openIntent(db, provider, {
    userId: user.id,
    amount: quote.chargeAmount,
    purpose: { kind: "upgrade", tier, yearly },
    description: upgradeDescription(tier),
  });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amountToCharge: quote.chargeAmount };
}

/**
 * Applies an upgrade once its payment has succeeded (or at once when nothing is due). Repeating the
 * confirmation, or a webhook having applied it first, changes nothing: the ledger row is applied once.
 */
export async function confirmUpgrade(
  db: Database,
  provider: PaymentProvider,
  user: PublicUser,
  tier: PaidTier,
  yearly: boolean,
  paymentIntentId: string | null | undefined,
) {
  return db.transaction(async (tx) => {
    if (!paymentIntentId) {
      const account = await lockBillingAccount(tx, user.id);
      if (previewUpgrade(account, tier, yearly).chargeAmount > 0)
        throw new AppError("PAYMENT_REQUIRED", "Payment is required for this upgrade");
      await upgradeAccount(tx, account, { tier, yearly, amount: 0, provider: provider.name, intentId: null });
      return { success: true, message: upgradedMessage(tier), subscriptionTier: tier };
    }
    const intent = await lockIntent(tx, paymentIntentId, user.id);
    if (!intent) throw new AppError("NOT_FOUND", "Payment not found");
    const purpose = intent.purpose;
    if (purpose.kind !== "upgrade" || purpose.tier !== tier || purpose.yearly !== yearly) {
      throw new AppError("BAD_REQUEST", "This payment was made for a different plan");
    }
    if (!intent.appliedAt) {
      const settled = await settleIntent(tx, provider, intent);
      if (settled.status !== "succeeded")
        throw new AppError("PAYMENT_REQUIRED", settled.failureReason ?? "The payment has not completed");
      await applyUpgradePayment(tx, provider, settled);
    }
    return { success: true, message: upgradedMessage(tier), subscriptionTier: tier };
  });
}

/**
 * Pays an upgrade with the saved card; answers why not when it cannot, so the client shows the card
 * form. `expectedAmount` is what the customer was shown: a different price now is refused.
 */
export async function tryAutoPayment(
  db: Database,
  provider: PaymentProvider,
  user: PublicUser,
  tier: PaidTier,
  yearly: boolean,
  expectedAmount?: number,
) {
  return db.transaction(async (tx) => {
    const account = await lockBillingAccount(tx, user.id);
    const quote = previewUpgrade(account, tier, yearly);
    if (expectedAmount !== undefined && expectedAmount !== quote.chargeAmount) {
      throw new AppError("CONFLICT", "The upgrade price has changed. Please review it again.", {
        amountToCharge: quote.chargeAmount,
      });
    }
    const base = { tier, yearly, provider: provider.name };
    if (quote.chargeAmount === 0) {
      await upgradeAccount(tx, account, { ...base, amount: 0, intentId: null });
      return { success: true, reason: null };
    }
    const charge = await chargeSavedCard(tx, provider, {
      userId: user.id,
      amount: quote.chargeAmount,
      purpose: { kind: "upgrade", tier, yearly },
      description: upgradeDescription(tier),
      idempotencyKey: crypto.randomUUID(),
    });
    if (charge.status !== "succeeded") return { success: false, reason: charge.status };
    await recordUpgradePayment(tx, account, { ...base, amount: quote.chargeAmount, intentId: charge.intentId });
    await upgradeAccount(tx, account, { ...base, amount: quote.chargeAmount, intentId: charge.intentId });
    return { success: true, reason: null };
  });
}

/** Carries out a succeeded upgrade payment (from a confirmation, the card network or a webhook). */
export async function applyUpgradePayment(tx: Executor, provider: PaymentProvider, intent: LedgerIntent) {
  if (intent.purpose.kind !== "upgrade" || !intent.userId) return;
  await markApplied(tx, intent.id);
  const account = await lockBillingAccount(tx, intent.userId);
  const change = {
    tier: intent.purpose.tier,
    yearly: intent.purpose.yearly,
    amount: intent.amount,
    provider: provider.name,
    intentId: intent.id,
  };
  await recordUpgradePayment(tx, account, change);
  // The plan may have changed since the payment started; the money is recorded either way, but a
  // payment for a lower plan never takes the account down.
  const samePlan = account.subscriptionTier === change.tier && account.billingPeriod === periodOf(change.yearly);
  const lower = account.subscriptionTier !== change.tier && !isUpgrade(account.subscriptionTier, change.tier);
  if (!samePlan && !lower) await upgradeAccount(tx, account, change);
}

interface UpgradeChange {
  tier: PaidTier;
  yearly: boolean;
  amount: number;
  provider: ProviderName;
  intentId: string | null;
}

const periodOf = (yearly: boolean) => (yearly ? "yearly" : "monthly");

async function recordUpgradePayment(tx: Executor, account: UserRow, change: UpgradeChange) {
  await recordPayment(tx, {
    userId: account.id,
    amount: change.amount,
    kind: "upgrade",
    tier: change.tier,
    provider: change.provider,
    intentId: change.intentId,
    status: "succeeded",
  });
}

/** The plan change itself: new tier now, same period end unless the billing period changes. */
async function upgradeAccount(tx: Executor, account: UserRow, change: UpgradeChange) {
  const now = new Date();
  const period = periodOf(change.yearly);
  const newPeriod = period !== account.billingPeriod || !account.currentPeriodEnd;
  const periodEnd = addPeriod(now, period);
  await tx
    .update(users)
    .set({
      subscriptionTier: change.tier,
      subscriptionStatus: "active",
      billingPeriod: period,
      ...(newPeriod
        ? { currentPeriodStart: now, currentPeriodEnd: periodEnd, ...paidPeriodFields(account, period, now, periodEnd) }
        : {}),
      scheduledUpdateTier: null,
      scheduledUpdateDate: null,
      scheduledBillingPeriod: null,
      scheduledUpdateProperties: null,
      currentMaxPaid: Math.max(account.currentMaxPaid, periodPrice(change.tier, "monthly")),
      ...(change.amount > 0 ? paidFields(account, change.amount, now) : {}),
      updatedAt: now,
    })
    .where(eq(users.id, account.id));
  await reactivateProperties(tx, account.id, change.tier);
  await logActivity(tx, {
    type: "subscription_changed",
    details: `Upgraded from ${PLANS[account.subscriptionTier].name} to ${PLANS[change.tier].name}`,
    userId: account.id,
    ownerId: account.id,
  });
}
