import {
  DEMO_CONVERSION_MESSAGES,
  PLANS,
  addPeriod,
  periodPrice,
  type CheckoutIntentDto,
  type DemoConversionDto,
  type DemoDataChoice,
  type PaidTier,
} from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/errors";
import { logActivity } from "../activity/repo";
import type { PublicUser } from "../users/repo";
import { lockBillingAccount, paidFields, paidPeriodFields, refundPayment } from "./account";
import { openIntent, settleIntent } from "./ledger";
import type { PaymentProvider } from "./provider";
import { deleteSampleData } from "./repo/accounts";
import {
  type LedgerIntent,
  cancelWaitingIntents,
  lockIntent,
  markIntentApplied,
  recordPayment,
  wasRefunded,
} from "./repo/ledger";
import { NO_SCHEDULED_CHANGE, findRole, updateAccount } from "./repo/subscriptions";

/**
 * POST /api/demo/conversion: opens the payment of the chosen plan's first month (billing is monthly
 * only). Earlier unpaid attempts are canceled, so a demo account has one conversion payment open at most.
 */
export async function startDemoConversion(
  db: Database,
  provider: PaymentProvider,
  input: { user: PublicUser; tier: PaidTier; data: DemoDataChoice },
): Promise<CheckoutIntentDto> {
  const { user, tier, data } = input;
  if (user.role !== "demo") throw new AppError("FORBIDDEN", DEMO_CONVERSION_MESSAGES.notDemo);
  const amount = periodPrice(tier, "monthly");
  return db.transaction(async (tx) => {
    await cancelWaitingIntents(tx, user.id, { kind: "demo_conversion" });
    const intent = await openIntent(tx, provider, {
      userId: user.id,
      amount,
      purpose: { kind: "demo_conversion", tier, data },
      description: `Stockroom ${PLANS[tier].name} plan (monthly)`,
    });
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount };
  });
}

/**
 * POST /api/demo/conversion/confirm: once the payment succeeded the account is an owner on the plan.
 * Confirming again, or after the card network or a webhook applied the payment, changes nothing.
 */
export async function confirmDemoConversion(
  db: Database,
  provider: PaymentProvider,
  input: { user: PublicUser; paymentIntentId: string },
): Promise<DemoConversionDto> {
  // The refusal of a refunded payment is answered after the transaction, so the refund stays recorded.
  const outcome = await db.transaction(async (tx) => {
    const intent = await lockIntent(tx, input.paymentIntentId, input.user.id);
    if (!intent) throw new AppError("NOT_FOUND", DEMO_CONVERSION_MESSAGES.notFound);
    if (intent.purpose.kind !== "demo_conversion") {
      throw new AppError("BAD_REQUEST", DEMO_CONVERSION_MESSAGES.otherPurpose);
    }
    if (!intent.appliedAt) {
      const settled = await settleIntent(tx, provider, intent);
      if (settled.status !== "succeeded") {
        throw new AppError("PAYMENT_REQUIRED", settled.failureReason ?? DEMO_CONVERSION_MESSAGES.notCompleted);
      }
      await applyDemoConversion(tx, provider, settled);
    }
    return { tier: intent.purpose.tier, refunded: await wasRefunded(tx, intent.id) };
  });
  if (outcome.refunded) throw new AppError("CONFLICT", DEMO_CONVERSION_MESSAGES.refunded);
  const { tier } = outcome;
  return { success: true, message: DEMO_CONVERSION_MESSAGES.converted(tier), subscriptionTier: tier };
}

/** The built-in card network takes no money for an account that has become a customer meanwhile. */
export async function assertConversionOpen(tx: Executor, intent: LedgerIntent) {
  if (!intent.userId) return;
  const role = await findRole(tx, intent.userId);
  if (role && role !== "demo") throw new AppError("CONFLICT", DEMO_CONVERSION_MESSAGES.alreadyCustomer);
}

/** Carries out a succeeded conversion payment (from a confirmation, the card network or a webhook). */
export async function applyDemoConversion(tx: Executor, provider: PaymentProvider, intent: LedgerIntent) {
  if (intent.purpose.kind !== "demo_conversion" || !intent.userId) return;
  await markIntentApplied(tx, intent.id);
  const account = await lockBillingAccount(tx, intent.userId);
  const { tier, data } = intent.purpose;
  const payment = {
    userId: account.id,
    amount: intent.amount,
    kind: "subscription" as const,
    tier,
    provider: provider.name,
    intentId: intent.id,
  };
  // Paid after the account had converted (Stripe takes the money in the browser, e.g. in a second tab):
  // the account converts once and this payment is given back, like a second checkout's.
  if (account.role !== "demo") return refundPayment(tx, provider, payment);
  await recordPayment(tx, { ...payment, status: "succeeded" });
  // "Start fresh": the sample properties and activity go; managers stay, they are people.
  if (data === "fresh") await deleteSampleData(tx, account.id);
  const now = new Date();
  const end = addPeriod(now, "monthly");
  await updateAccount(tx, account.id, {
    role: "owner",
    subscriptionTier: tier,
    subscriptionStatus: "active",
    billingPeriod: "monthly",
    currentPeriodStart: now,
    currentPeriodEnd: end,
    ...NO_SCHEDULED_CHANGE,
    currentMaxPaid: Math.max(account.currentMaxPaid, periodPrice(tier, "monthly")),
    ...paidFields(account, intent.amount, now),
    ...paidPeriodFields(account, { period: "monthly", start: now, end }),
    updatedAt: now,
  });
  await logActivity(tx, {
    type: "subscription_changed",
    details: `Demo account became a customer on ${PLANS[tier].name} (demo data ${data === "keep" ? "kept" : "removed"})`,
    userId: account.id,
    ownerId: account.id,
  });
}
