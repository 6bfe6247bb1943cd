import { and, eq } from "drizzle-orm";
import type { BillingPeriod, Tier } from "@stockroom/shared";
import type { Executor } from "../../db/client";
import { payments, type UserRow, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { ProviderName } from "./provider";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The account's row, locked for the rest of the transaction so billing changes never interleave. */
export async function lockBillingAccount(tx: Executor, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "Account not found");
  return row;
}

type PaymentKind = (typeof payments.$inferInsert)["kind"];

/** One line of the account's payment history (the invoices the paywall and revenue figures read). */
export async function recordPayment(
  tx: Executor,
  input: {
    userId: string;
    amount: number;
    kind: PaymentKind;
    tier: Tier;
    provider: ProviderName;
    intentId: string | null;
    status: "succeeded" | "failed" | "requires_action" | "refunded";
    failureReason?: string | null;
    at?: Date;
  },
) {
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
