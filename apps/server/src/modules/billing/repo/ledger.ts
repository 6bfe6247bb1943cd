import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { ReceiptDetails, Tier } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import { type IntentPurpose, paymentIntents, payments } from "../../../db/schema";
import type { ProviderName } from "../provider/provider";

export type { IntentPurpose, UpgradePricedFor } from "../../../db/schema";

/**
 * The billing ledger's rows: `payment_intents`, one per payment or card setup whichever provider runs
 * it (what the money is for, its last known state, and when that purpose was carried out), and
 * `payments`, the charges, failures and refunds the paywall and revenue figures read.
 */
export type LedgerIntent = typeof paymentIntents.$inferSelect;
export type NewLedgerIntent = typeof paymentIntents.$inferInsert;
export type IntentState = Pick<NewLedgerIntent, "status" | "failureReason" | "paymentMethodId">;

/** A charge, failure or refund of an account: the invoice a retry pays. */
export type Invoice = typeof payments.$inferSelect;

export async function insertIntent(db: Executor, intent: NewLedgerIntent): Promise<void> {
  await db.insert(paymentIntents).values(intent);
}

/** An off-session charge; the provider answers the same charge for a repeated idempotency key, so it is kept once. */
export async function insertChargeOnce(db: Executor, intent: NewLedgerIntent): Promise<void> {
  await db.insert(paymentIntents).values(intent).onConflictDoNothing();
}

/** Locks one ledger row (optionally only if it belongs to this user); null when there is none. */
export async function lockIntent(tx: Executor, id: string, userId?: string): Promise<LedgerIntent | null> {
  const [row] = await tx
    .select()
    .from(paymentIntents)
    .where(userId ? and(eq(paymentIntents.id, id), eq(paymentIntents.userId, userId)) : eq(paymentIntents.id, id))
    .for("update");
  return row ?? null;
}

/** Locks the ledger row a client secret belongs to (the ledger keeps only its hash); null when there is none. */
export async function lockIntentBySecretHash(tx: Executor, secretHash: string): Promise<LedgerIntent | null> {
  const [row] = await tx
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.clientSecretHash, secretHash))
    .for("update");
  return row ?? null;
}

/** Records an intent's state as last known; answers the updated row. */
export async function updateIntentState(tx: Executor, id: string, state: IntentState): Promise<LedgerIntent> {
  const [updated] = await tx
    .update(paymentIntents)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(paymentIntents.id, id))
    .returning();
  return updated;
}

/** Marks a ledger row's purpose as carried out (optionally recording what it produced). */
export async function markIntentApplied(tx: Executor, id: string, purpose?: IntentPurpose): Promise<void> {
  await tx
    .update(paymentIntents)
    .set({ appliedAt: new Date(), ...(purpose ? { purpose } : {}) })
    .where(eq(paymentIntents.id, id));
}

/** Which ledger rows of an account a cancellation matches: a purpose kind, and for a retry its invoice. */
export type WaitingPurpose = { kind: "retry"; paymentId: number } | { kind: "reactivation" | "demo_conversion" };

/**
 * Cancels the account's intents for this purpose that were neither applied nor succeeded (still
 * waiting for the customer), so only the latest one can be completed.
 */
export async function cancelWaitingIntents(tx: Executor, userId: string, purpose: WaitingPurpose): Promise<void> {
  await tx
    .update(paymentIntents)
    .set({ status: "canceled", updatedAt: new Date() })
    .where(
      and(
        eq(paymentIntents.userId, userId),
        isNull(paymentIntents.appliedAt),
        ne(paymentIntents.status, "succeeded"),
        sql`${paymentIntents.purpose} @> ${JSON.stringify(purpose)}::jsonb`,
      ),
    );
}

export type PaymentKind = (typeof payments.$inferInsert)["kind"];

/** One line of an account's payment history, as the billing services describe it. */
export interface PaymentLine {
  userId: string;
  amount: number;
  kind: PaymentKind;
  tier: Tier;
  provider: ProviderName;
  intentId: string | null;
  status: "succeeded" | "failed" | "requires_action" | "refunded";
  failureReason?: string | null;
  at?: Date;
  /** What the payment pays for: a period of the plan, or the rest of the current one (upgrades, add-ons). */
  servicePeriod?: ServicePeriod | null;
}

export interface ServicePeriod {
  start: Date;
  end: Date;
}

/** One line of the account's payment history (the invoices the paywall and revenue figures read). */
export async function recordPayment(tx: Executor, line: PaymentLine): Promise<number> {
  const [row] = await tx
    .insert(payments)
    .values({
      userId: line.userId,
      amount: line.amount,
      kind: line.kind,
      status: line.status,
      tier: line.tier,
      provider: line.provider,
      providerPaymentId: line.intentId,
      failureReason: line.failureReason ?? null,
      createdAt: line.at ?? new Date(),
      periodStart: line.servicePeriod?.start ?? null,
      periodEnd: line.servicePeriod?.end ?? null,
    })
    .returning({ id: payments.id });
  return row.id;
}

/** Whether the payment an intent made was given back (a price that no longer held, a second checkout). */
export async function wasRefunded(tx: Executor, intentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerPaymentId, intentId), eq(payments.status, "refunded")));
  return Boolean(row);
}

/** A failed (or unauthenticated) payment of this account, locked; null when there is none. */
export async function lockUnpaidInvoice(tx: Executor, userId: string, invoiceId: number): Promise<Invoice | null> {
  const [invoice] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, invoiceId),
        eq(payments.userId, userId),
        inArray(payments.status, ["failed", "requires_action"]),
      ),
    )
    .for("update");
  return invoice ?? null;
}

export async function markInvoiceResolved(tx: Executor, invoiceId: number, at: Date): Promise<void> {
  await tx.update(payments).set({ resolvedAt: at }).where(eq(payments.id, invoiceId));
}

/** The account's latest charge that succeeded, failed or awaits authentication; null when it has none. */
export async function findLatestCharge(db: Executor, accountId: string) {
  const [latest] = await db
    .select({ id: payments.id, amount: payments.amount, status: payments.status })
    .from(payments)
    .where(and(eq(payments.userId, accountId), inArray(payments.status, ["failed", "requires_action", "succeeded"])))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return latest ?? null;
}

/** What a payment was, as the history lists it and its receipt prints it. */
const paymentFacts = {
  createdAt: payments.createdAt,
  kind: payments.kind,
  tier: payments.tier,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  receiptNumber: payments.receiptNumber,
};

/** The account's charges, failures and refunds, newest first, at most `limit`. */
export async function listPaymentsOf(db: Executor, accountId: string, limit: number) {
  return db
    .select({ id: payments.id, ...paymentFacts, failureReason: payments.failureReason })
    .from(payments)
    .where(eq(payments.userId, accountId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** Charges and refunds whose receipt is still to be written (decision 193), oldest first, at most `limit`. */
export async function listUnreceipted(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(isNull(payments.receiptedAt), inArray(payments.status, ["succeeded", "refunded"])))
    .orderBy(payments.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The payment if its receipt is still to be written and no other instance holds it; null otherwise. */
export async function lockUnreceipted(tx: Executor, id: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), isNull(payments.receiptedAt)))
    .for("update", { skipLocked: true });
  return row ?? null;
}

/**
 * Gives the payment its receipt number, the next of the seller's sequence, and the details its receipt prints; an
 * account since deleted gets neither (`details` null).
 */
export async function markReceipted(tx: Executor, { id, details }: { id: number; details: ReceiptDetails | null }) {
  const [row] = await tx
    .update(payments)
    .set({
      receiptNumber: details ? sql<number>`nextval('payment_receipt_numbers')` : null,
      receiptedAt: new Date(),
      receiptDetails: details,
    })
    .where(eq(payments.id, id))
    .returning({ receiptNumber: payments.receiptNumber });
  return row.receiptNumber;
}

/** The account's payment with a receipt, as its PDF prints it; null when the account has no such receipt. */
export async function findReceipt(db: Executor, { accountId, paymentId }: { accountId: string; paymentId: number }) {
  const [row] = await db
    .select({
      ...paymentFacts,
      receiptDetails: payments.receiptDetails,
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
    })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, accountId), isNotNull(payments.receiptNumber)));
  return row ? { ...row, receiptNumber: row.receiptNumber! } : null;
}
