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
import { logSubscriptionChange } from "../../activity/repo";
import type { PublicUser } from "../../users/repo";
import { lockBillingAccount, paidFields, paidPeriodFields, refundPayment } from "./account";
import type { BillingNotices } from "../notices";
import { assertChangeable, setStatus } from "./changes";
import { authenticationAnswer, chargeSavedCard, claimIntent, settleIntent } from "../ledger/ledger";
import type { PaymentProvider } from "../provider/provider";
import { type LedgerIntent, cancelWaitingIntents, lockIntent, recordPayment } from "../repo/ledger";
import { type BillingAccount, NOT_IN_DUNNING, updateAccount } from "../repo/subscriptions";
import { latestPaymentIssue } from "./status";

const REACTIVATED = "Your subscription is active again";
const RETRY_INSTEAD = "Please retry your failed payment instead";

/** Statuses with a payment due that a new period pays when no failed charge is left to retry (set by hand). */
const DUE_WITHOUT_INVOICE = new Set(["past_due", "incomplete"]);

/**
 * POST /api/subscription/reactivate: undoes a cancellation while the period is still paid; after it
 * ended (or for an inactive account, or one past due with no failed charge to retry) the saved card pays a new period. When the bank asks
 * for 3-D Secure the answer carries the charge's client secret, as Retry Payment's does (decision 75),
 * and the call with `paymentIntentId` settles the authenticated charge.
 */
export async function reactivateSubscription(
  db: Database,
  provider: PaymentProvider,
  request: { user: PublicUser; paymentIntentId?: string; now?: Date; notices?: BillingNotices },
): Promise<BillingActionDto> {
  const { user, now = new Date(), notices } = request;
  if (request.paymentIntentId) return confirmReactivation(db, provider, { user, intentId: request.paymentIntentId });
  assertChangeable(user);
  if (DUE_WITHOUT_INVOICE.has(user.subscriptionStatus)) {
    // A failed charge is paid by retrying it (Retry Payment); a new period only when none is left (decision 192).
    if (await latestPaymentIssue(db, user.id)) throw new AppError("CONFLICT", RETRY_INSTEAD);
  } else if (user.subscriptionStatus !== "canceled" && user.subscriptionStatus !== "inactive") {
    throw new AppError("CONFLICT", "Your subscription is not canceled");
  }
  if (user.subscriptionStatus === "canceled" && user.currentPeriodEnd && user.currentPeriodEnd > now) {
    // Nothing is charged within the paid period, so no receipt tells the owner: a notice does.
    const notice = { kind: "reactivated", tier: user.subscriptionTier, renewsOn: user.currentPeriodEnd } as const;
    await setStatus(db, user, { status: "active", details: "Subscription reactivated", notice, notices });
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
  const payable = ["canceled", "inactive", ...DUE_WITHOUT_INVOICE].includes(account.subscriptionStatus);
  if (payable) {
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

/**
 * The paid reactivation: active again for a new period starting now. A payment due set by hand while a paid period
 * still runs pays the period after it instead, so nothing already paid for is lost.
 */
async function startNewPeriod(tx: Executor, provider: PaymentProvider, paid: PaidReactivation) {
  const { account, amount, now } = paid;
  const periodRuns =
    DUE_WITHOUT_INVOICE.has(account.subscriptionStatus) && account.currentPeriodEnd && account.currentPeriodEnd > now;
  const start = periodRuns ? account.currentPeriodEnd! : now;
  const end = addPeriod(start, account.billingPeriod);
  await recordPayment(tx, {
    userId: account.id,
    amount,
    kind: "subscription",
    tier: account.subscriptionTier,
    provider: provider.name,
    intentId: paid.intentId,
    status: "succeeded",
    at: now,
    servicePeriod: { start, end },
  });
  await updateAccount(tx, account.id, {
    subscriptionStatus: "active",
    ...NOT_IN_DUNNING,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    billingAnchorDay: start.getUTCDate(),
    ...paidFields(account, amount, now),
    ...paidPeriodFields(account, { period: account.billingPeriod, start, end }),
    updatedAt: now,
  });
  await logSubscriptionChange(tx, {
    ownerId: account.id,
    by: account.id,
    details: "Subscription reactivated with a new period",
  });
}
