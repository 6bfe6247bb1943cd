import crypto from "node:crypto";
import { addPeriod, PAYMENT_MESSAGES, type BillingActionDto } from "@stockroom/shared";
import type { Database, Executor } from "../../../db/client";
import { notFound } from "../../../lib/errors";
import { logSubscriptionChange } from "../../activity/repo";
import type { PublicUser } from "../../users/repo";
import { lockBillingAccount, paidFields, paidPeriodFields, refundPayment } from "./account";
import { authenticationAnswer, chargeSavedCard, settleIntent } from "../ledger/ledger";
import type { PaymentProvider } from "../provider/provider";
import {
  type Invoice,
  type LedgerIntent,
  cancelWaitingIntents,
  lockIntent,
  lockUnpaidInvoice,
  markIntentApplied,
  markInvoiceResolved,
  recordPayment,
} from "../repo/ledger";
import { type BillingAccount, NOT_IN_DUNNING, updateAccount } from "../repo/subscriptions";

const succeeded: BillingActionDto = { success: true, message: PAYMENT_MESSAGES.succeeded };
const failed: BillingActionDto = { success: false, message: PAYMENT_MESSAGES.failed };

/**
 * POST /api/payment/retry: charges a failed payment again with the saved (possibly just replaced)
 * card. Success restores the subscription and, for a failed renewal, pays the period that follows
 * the one that ended; a payment can be settled only once. When the bank asks for 3-D Secure the
 * answer carries the charge's client secret: the browser authenticates it, and the succeeded charge
 * settles the invoice wherever it is reported first (the card network, a webhook, or this route again
 * with `paymentIntentId`).
 */
export async function retryPayment(
  db: Database,
  provider: PaymentProvider,
  request: { user: PublicUser; invoiceId: number; paymentIntentId?: string },
): Promise<BillingActionDto> {
  const { user } = request;
  if (request.paymentIntentId) {
    return confirmRetry(db, provider, { user, invoiceId: request.invoiceId, intentId: request.paymentIntentId });
  }
  return db.transaction(async (tx) => {
    // A new retry replaces one still waiting for authentication, so two approvals never pay one invoice
    // twice; ledger rows before the invoice, the order the card network's authentication locks them in.
    await cancelWaitingIntents(tx, user.id, { kind: "retry", paymentId: request.invoiceId });
    const invoice = await lockOpenInvoice(tx, user.id, request.invoiceId);
    if (!invoice) throw notFound("Payment");
    await lockBillingAccount(tx, user.id);
    const charge = await chargeSavedCard(tx, provider, {
      userId: user.id,
      amount: invoice.amount,
      purpose: { kind: "retry", paymentId: invoice.id },
      description: "Stockroom subscription payment (retry)",
      idempotencyKey: crypto.randomUUID(),
    });
    if (charge.status === "no_payment_method") {
      return { success: false, message: "Please add a payment method first", requiresPaymentMethod: true };
    }
    if (charge.status === "requires_action") return authenticationAnswer(charge);
    if (charge.status !== "succeeded") return failed;
    await settleInvoice(tx, provider, { userId: user.id, invoice, intentId: charge.intentId });
    return succeeded;
  });
}

/** The retry's authenticated charge, brought up to date with the provider and applied if it succeeded. */
async function confirmRetry(
  db: Database,
  provider: PaymentProvider,
  request: { user: PublicUser; invoiceId: number; intentId: string },
): Promise<BillingActionDto> {
  return db.transaction(async (tx) => {
    const intent = await lockIntent(tx, request.intentId, request.user.id);
    if (!intent || intent.purpose.kind !== "retry" || intent.purpose.paymentId !== request.invoiceId) {
      throw notFound("Payment");
    }
    if (intent.appliedAt) return succeeded;
    const settled = await settleIntent(tx, provider, intent);
    if (settled.status !== "succeeded") return failed;
    await applyRetryPayment(tx, provider, settled);
    return succeeded;
  });
}

/**
 * Carries out a succeeded retry charge reported after the customer authenticated it. Should its
 * invoice have been settled meanwhile, the money is still recorded as paid, and nothing more.
 */
export async function applyRetryPayment(tx: Executor, provider: PaymentProvider, intent: LedgerIntent) {
  if (intent.purpose.kind !== "retry" || !intent.userId) return;
  await markIntentApplied(tx, intent.id);
  const invoice = await lockUnpaidInvoice(tx, intent.userId, intent.purpose.paymentId);
  if (!invoice) return;
  // A retry cancelled in our records can still be approved at Stripe after another one paid the
  // invoice: the customer must not pay one invoice twice, so that money goes back.
  if (invoice.resolvedAt) {
    const account = await lockBillingAccount(tx, intent.userId);
    const tier = invoice.tier ?? account.subscriptionTier;
    return refundPayment(tx, provider, {
      userId: account.id,
      amount: intent.amount,
      kind: invoice.kind,
      tier,
      intentId: intent.id,
    });
  }
  await settleInvoice(tx, provider, { userId: intent.userId, invoice, intentId: intent.id });
}

export type OffSessionRetry = "paid" | "declined" | "no_card" | "not_due";

/**
 * The dunning schedule's retry of an open invoice (decision 191): the saved card charged with nobody there to
 * authenticate, so a charge the bank wants confirmed counts as declined. Locks in the retry route's order (waiting
 * retries, the invoice, the account) and runs only while `stillDue` holds for the locked account, so two instances
 * never charge one attempt twice.
 */
export async function retryOffSession(
  tx: Executor,
  provider: PaymentProvider,
  input: { userId: string; invoiceId: number; attempt: number; stillDue: (account: BillingAccount) => boolean },
): Promise<OffSessionRetry> {
  const { userId, invoiceId } = input;
  await cancelWaitingIntents(tx, userId, { kind: "retry", paymentId: invoiceId });
  const invoice = await lockOpenInvoice(tx, userId, invoiceId);
  if (!invoice || !input.stillDue(await lockBillingAccount(tx, userId))) return "not_due";
  const charge = await chargeSavedCard(tx, provider, {
    userId,
    amount: invoice.amount,
    purpose: { kind: "retry", paymentId: invoice.id },
    description: "Stockroom subscription payment (automatic retry)",
    idempotencyKey: `dunning:${invoice.id}:${input.attempt}`,
  });
  if (charge.status === "no_payment_method") return "no_card";
  if (charge.status !== "succeeded") return "declined";
  await settleInvoice(tx, provider, { userId, invoice, intentId: charge.intentId });
  return "paid";
}

/** A failed (or unauthenticated) payment of this account that no retry has paid yet, locked; null when none. */
async function lockOpenInvoice(tx: Executor, userId: string, invoiceId: number): Promise<Invoice | null> {
  const invoice = await lockUnpaidInvoice(tx, userId, invoiceId);
  return invoice && !invoice.resolvedAt ? invoice : null;
}

/** The invoice is paid: the payment recorded, the invoice marked resolved and the subscription restored. */
async function settleInvoice(
  tx: Executor,
  provider: PaymentProvider,
  { userId, invoice, intentId }: { userId: string; invoice: Invoice; intentId: string },
) {
  const now = new Date();
  const account = await lockBillingAccount(tx, userId);
  await recordPayment(tx, {
    userId: account.id,
    amount: invoice.amount,
    kind: invoice.kind,
    tier: invoice.tier ?? account.subscriptionTier,
    provider: provider.name,
    intentId,
    status: "succeeded",
    at: now,
    servicePeriod:
      invoice.periodStart && invoice.periodEnd ? { start: invoice.periodStart, end: invoice.periodEnd } : null,
  });
  await markInvoiceResolved(tx, invoice.id, now);
  await restoreAccount(tx, account, { renewal: invoice.kind === "renewal", amount: invoice.amount, now });
  await logSubscriptionChange(tx, {
    ownerId: account.id,
    by: account.id,
    details: "Failed payment retried successfully",
  });
}

/**
 * The account after a late payment: active again; a renewal pays the period after the one that ended,
 * or one starting now when that one is already over too (nobody pays for months they were locked out).
 */
async function restoreAccount(
  tx: Executor,
  account: BillingAccount,
  { renewal, amount, now }: { renewal: boolean; amount: number; now: Date },
) {
  let periodFields = {};
  if (renewal) {
    const endedAt = account.currentPeriodEnd ?? now;
    const continues = addPeriod(endedAt, account.billingPeriod, account.billingAnchorDay) > now;
    // The period after the one that ended keeps the billing day; one starting now starts a new one.
    const start = continues ? endedAt : now;
    const anchorDay = (continues ? account.billingAnchorDay : null) ?? start.getUTCDate();
    const end = addPeriod(start, account.billingPeriod, anchorDay);
    periodFields = {
      currentPeriodStart: start,
      currentPeriodEnd: end,
      billingAnchorDay: anchorDay,
      ...paidPeriodFields(account, { period: account.billingPeriod, start, end }),
    };
  }
  await updateAccount(tx, account.id, {
    subscriptionStatus: "active",
    ...NOT_IN_DUNNING,
    ...periodFields,
    ...paidFields(account, amount, now),
    updatedAt: now,
  });
}
