import crypto from "node:crypto";
import {
  PAYMENT_MESSAGES,
  PLANS,
  addPeriod,
  renewalAmount,
  type BillingActionDto,
  type PaidTier,
} from "@stockroom/shared";
import type { Database, Executor } from "../../../db/client";
import { AppError, notFound } from "../../../lib/errors";
import { logActivity } from "../../activity/repo";
import type { PublicUser } from "../../users/repo";
import { lockBillingAccount, paidFields, paidPeriodFields, refundPayment } from "./account";
import { assertChangeable, setStatus } from "./changes";
import { authenticationAnswer, chargeSavedCard, claimIntent, settleIntent } from "../ledger/ledger";
import type { PaymentProvider } from "../provider/provider";
import { type LedgerIntent, cancelWaitingIntents, lockIntent, recordPayment } from "../repo/ledger";
import { type BillingAccount, updateAccount } from "../repo/subscriptions";

const REACTIVATED = "Your subscription is active again";

/**
 * POST /api/subscription/reactivate: undoes a cancellation while the period is still paid; after it
 * ended (or for an inactive account) the saved card pays a new period starting now. When the bank asks
 * for 3-D Secure the answer carries the charge's client secret, as Retry Payment's does (decision 75),
 * and the call with `paymentIntentId` settles the authenticated charge.
 */
export async function reactivateSubscription(
  db: Database,
  provider: PaymentProvider,
  request: { user: PublicUser; paymentIntentId?: string; now?: Date },
): Promise<BillingActionDto> {
  const { user, now = new Date() } = request;
  if (request.paymentIntentId) return confirmReactivation(db, provider, { user, intentId: request.paymentIntentId });
  assertChangeable(user);
  if (user.subscriptionStatus !== "canceled" && user.subscriptionStatus !== "inactive") {
    throw new AppError("CONFLICT", "Your subscription is not canceled");
  }
  if (user.subscriptionStatus === "canceled" && user.currentPeriodEnd && user.currentPeriodEnd > now) {
    await setStatus(db, user, { status: "active", details: "Subscription reactivated" });
    return { success: true, message: REACTIVATED };
  }
  return db.transaction(async (tx) => {
    // A new attempt replaces one still waiting for authentication, so two approvals never pay twice.
    await cancelWaitingIntents(tx, user.id, { kind: "reactivation" });
    const account = await lockBillingAccount(tx, user.id);
    const amount = renewalAmount(account.subscriptionTier, account.billingPeriod, account.additionalProperties);
    const charge = await chargeSavedCard(tx, provider, {
      userId: account.id,
      amount,
      purpose: {
        kind: "reactivation",
        tier: account.subscriptionTier as PaidTier,
        yearly: account.billingPeriod === "yearly",
      },
      description: `Stockroom ${PLANS[account.subscriptionTier].name} plan`,
      idempotencyKey: crypto.randomUUID(),
    });
    if (charge.status === "requires_action") return authenticationAnswer(charge);
    if (charge.status !== "succeeded") {
      return {
        success: false,
        requiresPaymentMethod: true,
        message:
          charge.status === "no_payment_method"
            ? "Please add a payment method to reactivate your subscription"
            : (charge.failureReason ?? PAYMENT_MESSAGES.cardDeclined),
      };
    }
    await startNewPeriod(tx, provider, { account, amount, intentId: charge.intentId, now });
    return { success: true, message: REACTIVATED };
  });
}

/** The reactivation charge the customer authenticated, brought up to date and applied if it succeeded. */
async function confirmReactivation(
  db: Database,
  provider: PaymentProvider,
  { user, intentId }: { user: PublicUser; intentId: string },
): Promise<BillingActionDto> {
  return db.transaction(async (tx) => {
    const intent = await lockIntent(tx, intentId, user.id);
    if (!intent || intent.purpose.kind !== "reactivation") throw notFound("Payment");
    if (!intent.appliedAt) {
      const settled = await settleIntent(tx, provider, intent);
      if (settled.status !== "succeeded") {
        return { success: false, message: settled.failureReason ?? PAYMENT_MESSAGES.failed };
      }
      await applyReactivationPayment(tx, provider, settled);
    }
    return { success: true, message: REACTIVATED };
  });
}

/**
 * Carries out a reactivation charge that succeeded after the customer authenticated it: a new period
 * starts now, unless the subscription is active again by other means (an earlier reactivation the
 * customer also approved at Stripe), when the money is given back.
 */
export async function applyReactivationPayment(tx: Executor, provider: PaymentProvider, intent: LedgerIntent) {
  const claimed = await claimIntent(tx, intent, "reactivation");
  if (!claimed) return;
  const { account } = claimed;
  const now = new Date();
  if (account.subscriptionStatus === "canceled" || account.subscriptionStatus === "inactive") {
    await startNewPeriod(tx, provider, { account, amount: intent.amount, intentId: intent.id, now });
    return;
  }
  await refundPayment(tx, provider, {
    userId: account.id,
    amount: intent.amount,
    kind: "subscription",
    tier: account.subscriptionTier,
    intentId: intent.id,
  });
}

interface PaidReactivation {
  account: BillingAccount;
  amount: number;
  intentId: string;
  now: Date;
}

/** The paid reactivation: active again for a new period starting now. */
async function startNewPeriod(tx: Executor, provider: PaymentProvider, paid: PaidReactivation) {
  const { account, amount, now } = paid;
  const end = addPeriod(now, account.billingPeriod);
  await recordPayment(tx, {
    userId: account.id,
    amount,
    kind: "subscription",
    tier: account.subscriptionTier,
    provider: provider.name,
    intentId: paid.intentId,
    status: "succeeded",
    at: now,
  });
  await updateAccount(tx, account.id, {
    subscriptionStatus: "active",
    currentPeriodStart: now,
    currentPeriodEnd: end,
    billingAnchorDay: now.getUTCDate(),
    ...paidFields(account, amount, now),
    ...paidPeriodFields(account, { period: account.billingPeriod, start: now, end }),
    updatedAt: now,
  });
  await logActivity(tx, {
    type: "subscription_changed",
    details: "Subscription reactivated with a new period",
    userId: account.id,
    ownerId: account.id,
  });
}
