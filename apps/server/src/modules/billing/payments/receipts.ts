import { formatCents, formatDayUtc, paymentDescription, receiptLabel } from "@stockroom/shared";
import type { Database, Executor } from "../../../db/client";
import { plainLabel, plainName } from "../../email/text";
import { findPublicAccount } from "../repo/subscriptions";
import { type Invoice, listUnreceipted, lockUnreceipted, markReceipted } from "../repo/ledger";
import type { BillingNotices } from "../notices";

/*
 * Receipts (issue 36, decision 193): every charge that succeeded and every refund gets a number from one sequence and
 * an email to the account, written to the outbox in the transaction that numbers it. A sweep of the billing.due job
 * finds them wherever they were recorded (checkout, upgrade, renewal, retry, reactivation, add-on, refund), so no
 * path can forget one; SKIP LOCKED and the null check under the lock make each one happen once.
 */

const BATCH = 100;

/** Numbers and emails the receipts still to be written; answers how many were sent. */
export async function sendReceipts(db: Database, notices: BillingNotices): Promise<number> {
  let sent = 0;
  for (const id of await listUnreceipted(db, BATCH)) {
    if (await db.transaction((tx) => sendReceipt(tx, notices, id))) sent++;
  }
  return sent;
}

async function sendReceipt(tx: Executor, notices: BillingNotices, id: number): Promise<boolean> {
  const payment = await lockUnreceipted(tx, id);
  if (!payment) return false;
  const account = payment.userId ? await findPublicAccount(tx, payment.userId) : null;
  const receiptNumber = await markReceipted(tx, { id, numbered: account !== null });
  if (!account || receiptNumber === null) return false;
  await notices.mailer.queue(tx, receiptEmail({ account, payment, receiptNumber, origin: notices.linkOrigin }));
  return true;
}

interface ReceiptInput {
  account: { email: string; firstName: string | null; lastName: string | null; companyName: string | null };
  payment: Invoice;
  receiptNumber: number;
  origin: string;
}

function receiptEmail({ account, payment, receiptNumber, origin }: ReceiptInput) {
  const refund = payment.status === "refunded";
  const label = receiptLabel(receiptNumber);
  const name = plainName([account.firstName, account.lastName].filter(Boolean).join(" "));
  const billedTo = [plainLabel(account.companyName), name, account.email].filter(Boolean).join(", ");
  const amount = `${formatCents(payment.amount)} ${payment.currency.toUpperCase()}`;
  return {
    to: account.email,
    subject: refund ? `Your Stockroom refund ${label}` : `Your Stockroom receipt ${label}`,
    text: [
      `Hello${name ? ` ${name}` : ""},`,
      "",
      refund ? "We have refunded this payment to your card." : "Thank you for your payment. This is your receipt.",
      "",
      `${refund ? "Refund" : "Receipt"}: ${label}`,
      `Date: ${formatDayUtc(payment.createdAt)}`,
      `For: ${paymentDescription(payment.kind, payment.tier)}`,
      `${refund ? "Refunded" : "Amount paid"}: ${amount}`,
      `Billed to: ${billedTo}`,
      "Seller: Stockroom",
      "",
      `Every payment of your account is listed in Subscription Settings: ${origin}/subscription-settings`,
    ].join("\n"),
  };
}
