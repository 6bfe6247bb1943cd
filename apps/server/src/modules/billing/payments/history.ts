import { paymentDescription, receiptLabel, type PaymentHistoryEntryDto } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import type { PublicUser } from "../../users/repo";
import { listPaymentsOf } from "../repo/ledger";

/** How many of its newest payments the history shows: years of monthly renewals and every change between. */
const HISTORY_LIMIT = 200;

/** GET /api/payment/history: the account's charges, failures and refunds, newest first (issue 36). */
export async function paymentHistory(db: Executor, user: PublicUser): Promise<{ payments: PaymentHistoryEntryDto[] }> {
  const rows = await listPaymentsOf(db, user.id, HISTORY_LIMIT);
  return {
    payments: rows.map((row) => ({
      id: row.id,
      date: row.createdAt.toISOString(),
      description: paymentDescription(row.kind, row.tier),
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      failureReason: row.status === "failed" ? row.failureReason : null,
      receipt: row.receiptNumber === null ? null : receiptLabel(row.receiptNumber),
    })),
  };
}
