import { type ReceiptDetails, formatDayUtc } from "@stockroom/shared";
import { CONTENT_WIDTH, MUTED, PAGE, block, letterDocument, rule, write } from "./letter";

/** What a receipt's PDF shows: its number, the payment and the details kept when it was issued. */
export interface ReceiptContent {
  /** "R-000123". */
  label: string;
  refund: boolean;
  date: Date;
  /** "Growth plan renewal". */
  description: string;
  /** The service period paid for, when the payment names one. */
  period: { start: Date; end: Date } | null;
  amountCents: number;
  currency: string;
  details: ReceiptDetails;
}

/** An amount in its currency: "$99.00", "€99.00". */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

const AMOUNT_WIDTH = 140;

/**
 * A receipt as a one-page PDF (issue 36 point 2, decision 194): the number and date, the seller and the customer as
 * they were when it was issued, what was paid for, the total and the tax it included.
 */
export async function renderReceipt(content: ReceiptContent): Promise<Buffer> {
  const { label, refund, details } = content;
  const title = `${refund ? "Refund" : "Receipt"} ${label}`;
  const { doc, bytes } = letterDocument(title);
  let y = PAGE.margin;
  write(doc, title, { y, font: "Helvetica-Bold", size: 18 });
  y += 26;
  write(doc, `Date: ${formatDayUtc(content.date)}`, { y, font: "Helvetica", size: 10, color: MUTED });
  y += 28;

  const half = (CONTENT_WIDTH - 24) / 2;
  const { seller, customer } = details;
  const from = [seller.name, ...seller.address, seller.taxId && `Tax ID: ${seller.taxId}`];
  const billedTo = [
    customer.companyName ?? customer.name,
    customer.companyName ? customer.name : null,
    ...customer.address,
    customer.email,
    customer.taxId && `Tax ID: ${customer.taxId}`,
  ];
  const left = block(doc, { title: "From", lines: from, x: PAGE.margin, y, width: half });
  const right = block(doc, { title: "Billed to", lines: billedTo, x: PAGE.margin + half + 24, y, width: half });
  y = Math.max(left, right) + 24;

  const amount = formatMoney(content.amountCents, content.currency);
  const amountX = PAGE.margin + CONTENT_WIDTH - AMOUNT_WIDTH;
  const descriptionWidth = CONTENT_WIDTH - AMOUNT_WIDTH - 12;
  write(doc, "Description", { y, width: descriptionWidth, font: "Helvetica-Bold", size: 10 });
  write(doc, "Amount", { x: amountX, y, width: AMOUNT_WIDTH, font: "Helvetica-Bold", size: 10, align: "right" });
  rule(doc, y + 14);
  y += 22;
  write(doc, content.description, { y, width: descriptionWidth, font: "Helvetica", size: 10 });
  write(doc, amount, { x: amountX, y, width: AMOUNT_WIDTH, font: "Helvetica", size: 10, align: "right" });
  y += 18;
  if (content.period) {
    const { start, end } = content.period;
    const period = `Period: ${formatDayUtc(start)} to ${formatDayUtc(end)}`;
    write(doc, period, { y: y - 4, width: descriptionWidth, font: "Helvetica", size: 9, color: MUTED });
    y += 14;
  }
  rule(doc, y);
  y += 10;
  const total = `${refund ? "Total refunded" : "Total paid"}: ${amount} ${content.currency.toUpperCase()}`;
  write(doc, total, { y, font: "Helvetica-Bold", size: 12, align: "right" });
  y += 18;
  if (details.tax) {
    const { name, ratePercent, amountCents } = details.tax;
    const tax = `Includes ${name} (${ratePercent}%): ${formatMoney(amountCents, content.currency)}`;
    write(doc, tax, { y, font: "Helvetica", size: 10, align: "right" });
    y += 16;
  }
  const note = refund ? "Refunded to the card the payment was made with." : "Paid by card. Thank you.";
  write(doc, note, { y: y + 12, font: "Helvetica", size: 10, color: MUTED });
  doc.end();
  return bytes;
}
