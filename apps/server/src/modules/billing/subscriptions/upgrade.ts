import crypto from "node:crypto";
import {
  PLANS,
  UPGRADE_PAYMENT_REFUNDED_MESSAGE,
  UPGRADE_PRICE_CHANGED_MESSAGE,
  UPGRADE_QUOTE_TTL_MS,
  addPeriod,
  periodPrice,
  type ClientPaymentDto,
  type PaidTier,
  type UpgradePreviewDto,
  type UpgradeQuote,
  type UpgradeQuoteDto,
} from "@stockroom/shared";
import type { Database, Executor } from "../../../db/client";
import { AppError, notFound } from "../../../lib/errors";
import { logSubscriptionChange } from "../../activity/repo";
import type { PublicUser } from "../../users/repo";
import { lockBillingAccount, paidFields, paidPeriodFields } from "./account";
import { reactivateProperties } from "./changes";
import { chargeSavedCard, claimIntent, openIntent, settleIntent } from "../ledger/ledger";
import type { PaymentProvider, ProviderName } from "../provider/provider";
import {
  type IntentPurpose,
  type LedgerIntent,
  type UpgradePricedFor,
  lockIntent,
  recordPayment,
  wasRefunded,
} from "../repo/ledger";
import { type BillingAccount, NO_SCHEDULED_CHANGE, updateAccount } from "../repo/subscriptions";
import { type UpgradeTarget, previewUpgrade } from "./subscription";

const upgradeDescription = (tier: PaidTier) => `Stockroom upgrade to ${PLANS[tier].name}`;
const upgradedMessage = (tier: PaidTier) => `You are now on the ${PLANS[tier].name} plan`;

type UpgradePurpose = Extract<IntentPurpose, { kind: "upgrade" }>;

interface UpgradeRequest {
  user: PublicUser;
  tier: PaidTier;
  /** The clock: tests move it; the routes pass nothing and get the current time. */
  now?: Date;
}

/** The figures of a quote as the API shows them (calculate-upgrade, and a 409's `quote`). */
export function quoteDto(quote: UpgradeQuote): UpgradeQuoteDto {
  return {
    chargeAmount: quote.chargeAmount,
    unusedValue: quote.unusedValue,
    proratedDays: quote.proratedDays,
    message: quote.message,
    summary: { nextChargeAmount: quote.nextChargeAmount, nextChargeDate: quote.nextChargeDate.toISOString() },
  };
}

/** POST /api/subscription/create-upgrade-intent: the upgrade's price now, in that call's shape. */
export function upgradePreview(user: PublicUser, target: UpgradeTarget): UpgradePreviewDto {
  const quote = previewUpgrade(user, target);
  return {
    previewAmount: quote.chargeAmount,
    currency: "usd",
    unusedValue: quote.unusedValue,
    proratedDays: quote.proratedDays,
    message: quote.message,
    summary: { nextChargeAmount: quote.nextChargeAmount, nextChargeDate: quote.nextChargeDate.toISOString() },
  };
}

/** POST /api/subscription/calculate-upgrade: the upgrade's price now, in that call's shape. */
export function upgradeCalculation(user: PublicUser, target: UpgradeTarget): { calculation: UpgradeQuoteDto } {
  return { calculation: quoteDto(previewUpgrade(user, target)) };
}

/** The account state a price is computed from at `now`, and until when that price holds. */
function pricedFor(account: PublicUser, now: Date): UpgradePricedFor {
  return {
    fromTier: account.subscriptionTier,
    fromPeriod: account.billingPeriod,
    periodStart: account.currentPeriodStart?.toISOString() ?? null,
    periodEnd: account.currentPeriodEnd?.toISOString() ?? null,
    pricedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + UPGRADE_QUOTE_TTL_MS).toISOString(),
  };
}

/**
 * Whether an upgrade priced earlier may still be paid at that price: it has not expired, the account
 * is on the same plan and period as when it was priced, and pricing that account again at the same
 * moment gives the same amount. Comparing with a quote made at `now` instead would refuse almost every
 * payment, since a prorated price drops by the minute.
 */
function priceHolds(account: BillingAccount, intent: { purpose: UpgradePurpose; amount: number }, now: Date): boolean {
  const { purpose, amount } = intent;
  const priced = purpose.pricedFor;
  if (!priced || now.getTime() >= Date.parse(priced.expiresAt)) return false;
  const pricedAt = new Date(priced.pricedAt);
  const current = pricedFor(account, pricedAt);
  const samePeriod =
    current.fromTier === priced.fromTier &&
    current.fromPeriod === priced.fromPeriod &&
    current.periodStart === priced.periodStart &&
    current.periodEnd === priced.periodEnd;
  return samePeriod && previewUpgrade(account, purpose, pricedAt).chargeAmount === amount;
}

/** The 409 for a price that no longer holds, with the price now (a 400 when it is no longer an upgrade). */
function priceChanged(
  account: BillingAccount,
  purpose: UpgradePurpose,
  { now, message = UPGRADE_PRICE_CHANGED_MESSAGE }: { now: Date; message?: string },
) {
  const quote = previewUpgrade(account, purpose, now);
  return new AppError("CONFLICT", message, { quote: quoteDto(quote) });
}

/**
 * Before any money moves for an upgrade intent (the card network confirming it, or its 3-D Secure
 * step): refuses one whose price no longer holds, with the price now, so nothing is charged.
 */
export async function assertUpgradePriceHolds(tx: Executor, intent: LedgerIntent, now = new Date()) {
  if (intent.purpose.kind !== "upgrade" || !intent.userId) return;
  const account = await lockBillingAccount(tx, intent.userId);
  if (!priceHolds(account, { purpose: intent.purpose, amount: intent.amount }, now)) {
    throw priceChanged(account, intent.purpose, { now });
  }
}

/** Starts paying for an upgrade: an intent for the prorated amount, or nothing to pay at zero. */
export async function createUpgradePayment(
  db: Database,
  provider: PaymentProvider,
  { user, tier, now = new Date() }: UpgradeRequest,
): Promise<ClientPaymentDto> {
  const quote = previewUpgrade(user, { tier }, now);
  if (quote.chargeAmount === 0) return { clientSecret: null, paymentIntentId: null, amountToCharge: 0 };
  const intent = await openIntent(db, provider, {
    userId: user.id,
    amount: quote.chargeAmount,
    purpose: { kind: "upgrade", tier, yearly: paysYearly(user), pricedFor: pricedFor(user, now) },
    description: upgradeDescription(tier),
  });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amountToCharge: quote.chargeAmount };
}

/**
 * Applies an upgrade once its payment has succeeded (or at once when nothing is due). Repeating the
 * confirmation, or a webhook having applied it first, changes nothing: the ledger row is applied once.
 * A payment not yet taken whose price no longer holds answers 409 with the price now; one the provider
 * took anyway (Stripe) was refunded, and answers the same 409.
 */
export async function confirmUpgrade(
  db: Database,
  provider: PaymentProvider,
  { user, tier, paymentIntentId, now = new Date() }: UpgradeRequest & { paymentIntentId?: string | null },
) {
  const refused = await db.transaction(async (tx) => {
    if (!paymentIntentId) {
      const account = await lockBillingAccount(tx, user.id);
      if (previewUpgrade(account, { tier }, now).chargeAmount > 0)
        throw new AppError("PAYMENT_REQUIRED", "Payment is required for this upgrade");
      const change = { tier, yearly: paysYearly(account), amount: 0, provider: provider.name, intentId: null, now };
      await upgradeAccount(tx, account, change);
      return null;
    }
    const intent = await lockIntent(tx, paymentIntentId, user.id);
    if (!intent) throw notFound("Payment");
    const purpose = intent.purpose;
    // The period it was priced for is checked with the price (priceHolds).
    if (purpose.kind !== "upgrade" || purpose.tier !== tier) {
      throw new AppError("BAD_REQUEST", "This payment was made for a different plan");
    }
    if (intent.appliedAt) {
      return (await wasRefunded(tx, intent.id))
        ? refusal(tx, { userId: intent.userId ?? user.id, purpose, now })
        : null;
    }
    const settled = await settleIntent(tx, provider, intent);
    if (settled.status !== "succeeded") {
      await assertUpgradePriceHolds(tx, settled, now);
      throw new AppError("PAYMENT_REQUIRED", settled.failureReason ?? "The payment has not completed");
    }
    const applied = await applyUpgradePayment(tx, provider, { intent: settled, now });
    return applied === "refunded" ? refusal(tx, { userId: user.id, purpose, now }) : null;
  });
  if (refused) throw refused;
  return { success: true, message: upgradedMessage(tier), subscriptionTier: tier };
}

async function refusal(tx: Executor, { userId, purpose, now }: { userId: string; purpose: UpgradePurpose; now: Date }) {
  const account = await lockBillingAccount(tx, userId);
  return priceChanged(account, purpose, { now, message: UPGRADE_PAYMENT_REFUNDED_MESSAGE });
}

/**
 * Pays an upgrade with the saved card; answers why not when it cannot, so the client shows the card
 * form. The card is charged the price at this moment, which is never stale; `expectedAmount`, what the
 * customer was shown, is a ceiling: a higher price now (a renewal started a longer remaining period)
 * answers 409 with it and charges nothing, a lower one (time passed) is charged as it is.
 */
export async function tryAutoPayment(
  db: Database,
  provider: PaymentProvider,
  { user, tier, expectedAmount, now = new Date() }: UpgradeRequest & { expectedAmount?: number },
) {
  return db.transaction(async (tx) => {
    const account = await lockBillingAccount(tx, user.id);
    const quote = previewUpgrade(account, { tier }, now);
    const yearly = paysYearly(account);
    if (expectedAmount !== undefined && quote.chargeAmount > expectedAmount) {
      throw new AppError("CONFLICT", UPGRADE_PRICE_CHANGED_MESSAGE, {
        amountToCharge: quote.chargeAmount,
        quote: quoteDto(quote),
      });
    }
    const base = { tier, yearly, provider: provider.name, now };
    if (quote.chargeAmount === 0) {
      await upgradeAccount(tx, account, { ...base, amount: 0, intentId: null });
      return { success: true, reason: null };
    }
    const charge = await chargeSavedCard(tx, provider, {
      userId: user.id,
      amount: quote.chargeAmount,
      purpose: { kind: "upgrade", tier, yearly, pricedFor: pricedFor(account, now) },
      description: upgradeDescription(tier),
      idempotencyKey: crypto.randomUUID(),
    });
    if (charge.status !== "succeeded") return { success: false, reason: charge.status };
    await recordUpgradePayment(tx, account, { ...base, amount: quote.chargeAmount, intentId: charge.intentId });
    await upgradeAccount(tx, account, { ...base, amount: quote.chargeAmount, intentId: charge.intentId });
    return { success: true, reason: null };
  });
}

/**
 * Carries out a succeeded upgrade payment (from a confirmation, the card network or a webhook). The
 * built-in card network refuses a stale price before charging, but Stripe takes the money in the
 * browser: a payment whose price no longer holds by the time it is reported is refunded in full and
 * changes no plan.
 */
export async function applyUpgradePayment(
  tx: Executor,
  provider: PaymentProvider,
  { intent, now = new Date() }: { intent: LedgerIntent; now?: Date },
): Promise<"applied" | "refunded" | undefined> {
  const claimed = await claimIntent(tx, intent, "upgrade");
  if (!claimed) return;
  const { account, purpose } = claimed;
  const change = {
    tier: purpose.tier,
    yearly: purpose.yearly,
    amount: intent.amount,
    provider: provider.name,
    intentId: intent.id,
    now,
  };
  if (!priceHolds(account, { purpose, amount: intent.amount }, now)) {
    await provider.refund({ intentId: intent.id, amount: intent.amount });
    await recordUpgradePayment(tx, account, { ...change, status: "refunded" });
    return "refunded";
  }
  await recordUpgradePayment(tx, account, change);
  await upgradeAccount(tx, account, change);
  return "applied";
}

interface UpgradeChange {
  tier: PaidTier;
  yearly: boolean;
  amount: number;
  provider: ProviderName;
  intentId: string | null;
  now: Date;
}

const periodOf = (yearly: boolean) => (yearly ? "yearly" : "monthly");
/** An upgrade keeps the account's billing period (decision 189): yearly only for an account that pays yearly. */
const paysYearly = (account: Pick<PublicUser, "billingPeriod">) => account.billingPeriod === "yearly";

async function recordUpgradePayment(
  tx: Executor,
  account: BillingAccount,
  { status = "succeeded", ...change }: UpgradeChange & { status?: "succeeded" | "refunded" },
) {
  await recordPayment(tx, {
    userId: account.id,
    amount: change.amount,
    kind: "upgrade",
    tier: change.tier,
    provider: change.provider,
    intentId: change.intentId,
    status,
    at: change.now,
    servicePeriod: { start: change.now, end: upgradedPeriodEnd(account, change) },
  });
}

/** Where the upgraded plan's paid time ends: the current period's end, or a new period's if it changes. */
function upgradedPeriodEnd(account: BillingAccount, change: UpgradeChange): Date {
  const period = periodOf(change.yearly);
  const newPeriod = period !== account.billingPeriod || !account.currentPeriodEnd;
  return newPeriod ? addPeriod(change.now, period) : account.currentPeriodEnd!;
}

/** The plan change itself: new tier now, same period end unless the billing period changes. */
async function upgradeAccount(tx: Executor, account: BillingAccount, change: UpgradeChange) {
  const { now } = change;
  const period = periodOf(change.yearly);
  const newPeriod = period !== account.billingPeriod || !account.currentPeriodEnd;
  const periodEnd = upgradedPeriodEnd(account, change);
  await updateAccount(tx, account.id, {
    subscriptionTier: change.tier,
    subscriptionStatus: "active",
    billingPeriod: period,
    ...(newPeriod
      ? {
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd,
          billingAnchorDay: now.getUTCDate(),
          ...paidPeriodFields(account, { period, start: now, end: periodEnd }),
        }
      : {}),
    ...NO_SCHEDULED_CHANGE,
    currentMaxPaid: Math.max(account.currentMaxPaid, periodPrice(change.tier, "monthly")),
    ...(change.amount > 0 ? paidFields(account, change.amount, now) : {}),
    updatedAt: now,
  });
  await reactivateProperties(tx, account.id, change.tier);
  await logSubscriptionChange(tx, {
    ownerId: account.id,
    by: account.id,
    details: `Upgraded from ${PLANS[account.subscriptionTier].name} to ${PLANS[change.tier].name}`,
  });
}
