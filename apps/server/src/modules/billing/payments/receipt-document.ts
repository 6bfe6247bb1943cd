import { type BillingDetails, paymentDescription, receiptLabel } from "@stockroom/shared";
import type { Seller } from "../../../config";
import type { Executor } from "../../../db/client";
import { notFound } from "../../../lib/errors";
import type { RenderPool } from "../../../renders/pool";
import type { PublicUser } from "../../users/repo";
import { findBillingDetails, updateBillingDetails } from "../repo/details";
import { findReceipt } from "../repo/ledger";
import { receiptDetails } from "./receipt-details";

/** GET /api/payment/billing-details: what the account's receipts name it by. */
export function getBillingDetails(db: Executor, user: PublicUser): Promise<BillingDetails> {
  return findBillingDetails(db, user.id);
}

/** PUT /api/payment/billing-details: printed on the receipts issued from now on; issued ones keep theirs. */
export function saveBillingDetails(db: Executor, user: PublicUser, details: BillingDetails): Promise<BillingDetails> {
  return updateBillingDetails(db, user.id, details);
}

interface PrintReceipt {
  user: PublicUser;
  paymentId: number;
  seller: Seller;
  renders: Pick<RenderPool, "receipt">;
}

/**
 * GET /api/payment/history/{id}/receipt: the receipt of one of the account's payments as a PDF, with the details it
 * was issued with. A receipt issued before details were kept prints today's (decision 194).
 */
export async function printReceipt(db: Executor, { user, paymentId, seller, renders }: PrintReceipt) {
  const payment = await findReceipt(db, { accountId: user.id, paymentId });
  if (!payment) throw notFound("Receipt");
  const details =
    payment.receiptDetails ??
    receiptDetails({ seller, account: user, billing: await findBillingDetails(db, user.id), amount: payment.amount });
  const label = receiptLabel(payment.receiptNumber);
  const pdf = await renders.receipt({
    label,
    refund: payment.status === "refunded",
    date: payment.createdAt,
    description: paymentDescription(payment.kind, payment.tier),
    period: payment.periodStart && payment.periodEnd ? { start: payment.periodStart, end: payment.periodEnd } : null,
    amountCents: payment.amount,
    currency: payment.currency,
    details,
  });
  return { pdf, fileName: `${label}.pdf` };
}
