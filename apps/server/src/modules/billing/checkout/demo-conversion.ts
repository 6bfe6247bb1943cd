import {
  DEMO_CONVERSION_MESSAGES,
  PLANS,
  can,
  periodPrice,
  type CheckoutIntentDto,
  type DemoConversionDto,
  type DemoDataChoice,
  type PaidTier,
} from "@stockroom/shared";
import type { Database, Executor } from "../../../db/client";
import { AppError } from "../../../lib/errors";
import { logSubscriptionChange } from "../../activity/repo";
import type { PublicUser } from "../../users/repo";
import { boughtPlanFields, recordPlanPayment } from "../subscriptions/account";
import { claimIntent, openIntent, settleIntent } from "../ledger/ledger";
import type { PaymentProvider } from "../provider/provider";
import { deleteSampleData } from "../repo/accounts";
import { type LedgerIntent, cancelWaitingIntents, lockIntent, wasRefunded } from "../repo/ledger";
import { NO_SCHEDULED_CHANGE, findRole, updateAccount } from "../repo/subscriptions";

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
  if (!can(user.role, "demo.convert")) throw new AppError("FORBIDDEN", DEMO_CONVERSION_MESSAGES.notDemo);
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
  const claimed = await claimIntent(tx, intent, "demo_conversion");
  if (!claimed) return;
  const { account, purpose } = claimed;
  const { tier, data } = purpose;
  // Paid after the account had converted: the account converts once and this payment is given back.
  const alreadyConverted = account.role !== "demo";
  await recordPlanPayment(tx, provider, { account, intent, tier, period: "monthly", refund: alreadyConverted });
  if (alreadyConverted) return;
  // "Start fresh": the sample properties and activity go; managers stay, they are people.
  if (data === "fresh") await deleteSampleData(tx, account.id);
  await updateAccount(tx, account.id, {
    role: "owner",
    ...boughtPlanFields(account, { tier, period: "monthly", amount: intent.amount, now: new Date() }),
    ...NO_SCHEDULED_CHANGE,
  });
  await logSubscriptionChange(tx, {
    ownerId: account.id,
    by: account.id,
    details: `Demo account became a customer on ${PLANS[tier].name} (demo data ${data === "keep" ? "kept" : "removed"})`,
  });
}
