import { type ReceiptDetails, formatCents, formatDayUtc, paymentDescription, receiptLabel } from "@stockroom/shared";
import type { Seller } from "../../../config";
import type { Database, Executor } from "../../../db/client";
import { greeting, plainAddress, plainLabel, plainName } from "../../email/text";
import { findPublicAccount } from "../repo/subscriptions";
import { findBillingDetails } from "../repo/details";
import { type Invoice, listUnreceipted, lockUnreceipted, markReceipted } from "../repo/ledger";
import type { BillingNotices } from "../notices";
import { receiptDetails } from "./receipt-details";

/*
 * Receipts (issue 36, decisions 193 and 194): every charge that succeeded and every refund gets a number from one
 * sequence and an email to the account, written to the outbox in the transaction that numbers it. A sweep of the
 * billing.due job finds them wherever they were recorded (checkout, upgrade, renewal, retry, reactivation, add-on,
 * refund), so no path can forget one; SKIP LOCKED and the null check under the lock make each one happen once.
 */

const BATCH = 100;

/** Billing's notices, and the seller the receipts name. */
export interface ReceiptNotices extends BillingNotices {
  seller: Seller;
}

/** Numbers and emails the receipts still to be written; answers how many were sent. */
export async function sendReceipts(db: Database, notices: ReceiptNotices): Promise<number> {
  let sent = 0;
  for (const id of await listUnreceipted(db, BATCH)) {
    if (await db.transaction((tx) => sendReceipt(tx, notices, id))) sent++;
  }
  return sent;
}

async function sendReceipt(tx: Executor, notices: ReceiptNotices, id: number): Promise<boolean> {
  const payment = await lockUnreceipted(tx, id);
  if (!payment) return false;
  const account = payment.userId ? await findPublicAccount(tx, payment.userId) : null;
  const details =
    account &&
    receiptDetails({
      seller: notices.seller,
      account,
      billing: await findBillingDetails(tx, account.id),
      amount: payment.amount,
    });
  const receiptNumber = await markReceipted(tx, { id, details });
  if (!account || !details || receiptNumber === null) return false;
  await notices.mailer.queue(tx, receiptEmail({ payment, details, receiptNumber, origin: notices.linkOrigin }));
  return true;
}

interface ReceiptInput {
  payment: Invoice;
  details: ReceiptDetails;
  receiptNumber: number;
  origin: string;
}

function receiptEmail({ payment, details, receiptNumber, origin }: ReceiptInput) {
  const { customer, seller, tax } = details;
  const refund = payment.status === "refunded";
  const label = receiptLabel(receiptNumber);
  const name = plainName(customer.name);
  const currency = payment.currency.toUpperCase();
  const billedTo = [plainLabel(customer.companyName), name, customer.email].filter(Boolean).join(", ");
  return {
    to: customer.email,
    subject: refund ? `Your Stockroom refund ${label}` : `Your Stockroom receipt ${label}`,
    text: [
      greeting(customer.name),
      "",
      refund ? "We have refunded this payment to your card." : "Thank you for your payment. This is your receipt.",
      "",
      `${refund ? "Refund" : "Receipt"}: ${label}`,
      `Date: ${formatDayUtc(payment.createdAt)}`,
      `For: ${paymentDescription(payment.kind, payment.tier)}`,
      ...(payment.periodStart && payment.periodEnd
        ? [`Period: ${formatDayUtc(payment.periodStart)} to ${formatDayUtc(payment.periodEnd)}`]
        : []),
      `${refund ? "Refunded" : "Amount paid"}: ${formatCents(payment.amount)} ${currency}`,
      ...(tax
        ? [`Includes ${plainLabel(tax.name)} (${tax.ratePercent}%): ${formatCents(tax.amountCents)} ${currency}`]
        : []),
      `Billed to: ${billedTo}`,
      ...(customer.address.length > 0 ? [`Billing address: ${plainAddress(customer.address.join("\n"))}`] : []),
      ...(customer.taxId ? [`Your tax ID: ${plainLabel(customer.taxId)}`] : []),
      `Seller: ${[seller.name, ...seller.address].join(", ")}`,
      ...(seller.taxId ? [`Seller's tax ID: ${seller.taxId}`] : []),
      "",
      `Every payment of your account is listed in Subscription Settings, each receipt with its PDF: ${origin}/subscription-settings`,
    ].join("\n"),
  };
}
