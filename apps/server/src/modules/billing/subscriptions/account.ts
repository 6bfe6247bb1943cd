import { addPeriod, periodPrice, type BillingPeriod, type PaidTier } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import { notFound } from "../../../lib/errors";
import type { PaymentProvider } from "../provider/provider";
import { type LedgerIntent, type PaymentLine, recordPayment } from "../repo/ledger";
import { type AccountChanges, type BillingAccount, lockAccount } from "../repo/subscriptions";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The account's row, locked for the rest of the transaction so billing changes never interleave. */
export async function lockBillingAccount(tx: Executor, userId: string): Promise<BillingAccount> {
  const row = await lockAccount(tx, userId);
  if (!row) throw notFound("Account");
  return row;
}

/**
 * Gives back in full a payment that arrived for something already paid or no longer on offer (a second
 * checkout, a retry after the invoice was settled), and records it as refunded: the customer never pays
 * twice, and the account's totals do not count it.
 */
export async function refundPayment(
  tx: Executor,
  provider: PaymentProvider,
  payment: Omit<PaymentLine, "provider" | "status" | "intentId"> & { intentId: string },
) {
  await provider.refund({ intentId: payment.intentId, amount: payment.amount });
  await recordPayment(tx, { ...payment, provider: provider.name, status: "refunded" });
}

/** The account totals after a successful payment. */
export function paidFields(account: Pick<BillingAccount, "totalAmountPaid">, amount: number, now: Date) {
  return { totalAmountPaid: account.totalAmountPaid + amount, lastPaymentDate: now, lastPaymentAmount: amount };
}

/** A whole period paid for: its length and its start and end. */
export interface PaidPeriod {
  period: BillingPeriod;
  start: Date;
  end: Date;
}

/** The account totals after paying for a whole period (days paid, longest period bought). */
export function paidPeriodFields(
  account: Pick<BillingAccount, "totalLengthPaid" | "longestPaidPeriod">,
  { period, start, end }: PaidPeriod,
) {
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  const longestPaidPeriod: BillingPeriod =
    account.longestPaidPeriod === "yearly" || period === "yearly" ? "yearly" : "monthly";
  return { totalLengthPaid: account.totalLengthPaid + days, longestPaidPeriod, paidThroughDate: end };
}

interface PlanPayment {
  account: BillingAccount;
  intent: LedgerIntent;
  tier: PaidTier;
  period: BillingPeriod;
  refund: boolean;
}

/**
 * Records the payment of a plan bought outright (a checkout, a demo conversion), or gives it back in full
 * when `refund`: the account was bought meanwhile by another payment (Stripe takes the money in the
 * browser, e.g. in a second tab), so it is bought once.
 */
export async function recordPlanPayment(
  tx: Executor,
  provider: PaymentProvider,
  { account, intent, tier, period, refund }: PlanPayment,
) {
  const start = new Date();
  const payment = {
    userId: account.id,
    amount: intent.amount,
    kind: "subscription" as const,
    tier,
    intentId: intent.id,
    servicePeriod: { start, end: addPeriod(start, period) },
  };
  if (refund) return refundPayment(tx, provider, payment);
  await recordPayment(tx, { ...payment, provider: provider.name, status: "succeeded" });
}

/** The account after buying a plan outright: active on the tier for a paid period starting now. */
export function boughtPlanFields(
  account: BillingAccount,
  { tier, period, amount, now }: { tier: PaidTier; period: BillingPeriod; amount: number; now: Date },
) {
  const end = addPeriod(now, period);
  return {
    subscriptionTier: tier,
    subscriptionStatus: "active",
    billingPeriod: period,
    currentPeriodStart: now,
    currentPeriodEnd: end,
    billingAnchorDay: now.getUTCDate(),
    currentMaxPaid: Math.max(account.currentMaxPaid, periodPrice(tier, "monthly")),
    ...paidFields(account, amount, now),
    ...paidPeriodFields(account, { period, start: now, end }),
    updatedAt: now,
  } satisfies AccountChanges;
}
