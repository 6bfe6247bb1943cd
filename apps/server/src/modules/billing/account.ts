import { and, eq } from "drizzle-orm";
import type { BillingPeriod, Tier } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { payments, type UserRow, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PaymentProvider, ProviderName } from "./provider";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The account's row, locked for the rest of the transaction so billing changes never interleave. */
export async function lockBillingAccount(tx: Executor, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "Account not found");
  return row;
}

type PaymentKind = (typeof payments.$inferInsert)["kind"];

interface PaymentLine {
  userId: string;
  amount: number;
  kind: PaymentKind;
  tier: Tier;
  provider: ProviderName;
  intentId: string | null;
  status: "succeeded" | "failed" | "requires_action" | "refunded";
  failureReason?: string | null;
  at?: Date;
}

/** One line of the account's payment history (the invoices the paywall and revenue figures read). */
export async function recordPayment(tx: Executor, input: PaymentLine) {
  const [row] = await tx
    .insert(payments)
    .values({
      userId: input.userId,
      amount: input.amount,
      kind: input.kind,
      status: input.status,
      tier: input.tier,
      provider: input.provider,
      providerPaymentId: input.intentId,
      failureReason: input.failureReason ?? null,
      createdAt: input.at ?? new Date(),
    })
    .returning({ id: payments.id });
  return row.id;
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

/** Whether the payment an intent made was given back (a price that no longer held, a second checkout). */
export async function wasRefunded(tx: Executor, intentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerPaymentId, intentId), eq(payments.status, "refunded")));
  return Boolean(row);
}

/** The account totals after a successful payment. */
export function paidFields(account: Pick<UserRow, "totalAmountPaid">, amount: number, now: Date) {
  return { totalAmountPaid: account.totalAmountPaid + amount, lastPaymentDate: now, lastPaymentAmount: amount };
}

/** The account totals after paying for a whole period (days paid, longest period bought). */
export function paidPeriodFields(
  account: Pick<UserRow, "totalLengthPaid" | "longestPaidPeriod">,
  period: BillingPeriod,
  start: Date,
  end: Date,
) {
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  return {
    totalLengthPaid: account.totalLengthPaid + days,
    longestPaidPeriod: (account.longestPaidPeriod === "yearly" || period === "yearly"
      ? "yearly"
      : "monthly") as BillingPeriod,
    paidThroughDate: end,
  };
}
