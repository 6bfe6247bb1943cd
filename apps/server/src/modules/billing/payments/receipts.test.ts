import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { INVOICING_MESSAGES, formatDayUtc } from "@stockroom/shared";
import { loadConfig } from "../../../config";
import { payments, users } from "../../../db/schema";
import { createAccount, mailTo } from "../../../test/fixtures";
import { useTestContext } from "../../../test/suite";
import { sendReceipts } from "./receipts";

// Issue 36 point 2, decisions 193 and 194: a numbered receipt for every charge and refund, emailed once, with the
// seller's and the customer's details and the tax, and as a PDF.
const SELLER_ENV = {
  SELLER_NAME: "Stockroom Inc.",
  SELLER_ADDRESS: "1 Market Street|San Francisco, CA 94105",
  SELLER_TAX_ID: "US-12-3456789",
  TAX_NAME: "VAT",
  TAX_RATE_PERCENT: "20",
};
const { ctx, api } = useTestContext({ seed: false, env: SELLER_ENV });
const ORIGIN = "https://app.stockroom.test";
const { seller } = loadConfig({ NODE_ENV: "test", ...SELLER_ENV });
const notices = () => ({ mailer: ctx.mailer, linkOrigin: ORIGIN, seller });

async function owner(companyName: string | null = "Harbor Hotels LLC") {
  const account = await createAccount(ctx.app, ctx.database.db, { tier: "growth" });
  await ctx.database.db.update(users).set({ companyName }).where(eq(users.id, account.id));
  return account;
}

const pay = (userId: string, values: Partial<typeof payments.$inferInsert> = {}) =>
  ctx.database.db
    .insert(payments)
    .values({ userId, amount: 9900, kind: "renewal", status: "succeeded", tier: "growth", ...values })
    .returning()
    .then(([row]) => row);

const receiptOf = async (id: number) =>
  (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0].receiptNumber;

describe("receipts", () => {
  it("number each charge and refund from one sequence and email it once, with what an accounts office needs", async () => {
    const buyer = await owner();
    const charge = await pay(buyer.id);
    const refund = await pay(buyer.id, { status: "refunded", kind: "upgrade", tier: "pro", amount: 4950 });
    const failed = await pay(buyer.id, { status: "failed" });

    const [first, second] = await Promise.all([
      sendReceipts(ctx.database.db, notices()),
      sendReceipts(ctx.database.db, notices()),
    ]);
    expect(first + second).toBe(2);
    expect(await sendReceipts(ctx.database.db, notices())).toBe(0);

    const chargeNumber = (await receiptOf(charge.id))!;
    const refundNumber = (await receiptOf(refund.id))!;
    expect(refundNumber).toBe(chargeNumber + 1);
    expect(await receiptOf(failed.id)).toBeNull();

    const [receipt, refunded, ...more] = await mailTo(ctx.database.db, buyer.email);
    expect(more).toEqual([]);
    const label = `R-${String(chargeNumber).padStart(6, "0")}`;
    expect(receipt.subject).toBe(`Your Stockroom receipt ${label}`);
    expect(receipt.text).toContain(`Receipt: ${label}`);
    expect(receipt.text).toContain(`Date: ${formatDayUtc(charge.createdAt)}`);
    expect(receipt.text).toContain("For: Growth plan renewal");
    expect(receipt.text).toContain("Amount paid: $99 USD");
    expect(receipt.text).toContain("Includes VAT (20%): $16.50 USD");
    expect(receipt.text).toContain(`Billed to: Harbor Hotels LLC, Test owner, ${buyer.email}`);
    expect(receipt.text).toContain("Seller: Stockroom Inc., 1 Market Street, San Francisco, CA 94105");
    expect(receipt.text).toContain("Seller's tax ID: US-12-3456789");
    expect(receipt.text).toContain(`${ORIGIN}/subscription-settings`);
    expect(refunded.subject).toBe(`Your Stockroom refund R-${String(refundNumber).padStart(6, "0")}`);
    expect(refunded.text).toContain("Refunded: $49.50 USD");
    expect(refunded.text).toContain("For: Upgrade to Pro");

    // The billing history names the receipt of each payment that has one.
    const history = (await api("GET", "/api/payment/history", buyer.cookie)).body.payments;
    expect(history.find((p: { id: number }) => p.id === charge.id).receipt).toBe(label);
    expect(history.find((p: { id: number }) => p.id === failed.id).receipt).toBeNull();
  });

  it("skip payments from before receipts and of accounts since deleted, using no number for them", async () => {
    const earlier = await owner(null);
    const old = await pay(earlier.id, { receiptedAt: new Date() });
    const orphan = await pay(earlier.id, { userId: null });
    const lastNumber = async () =>
      (
        (await ctx.database.db.execute(sql`select last_value::int as n from payment_receipt_numbers`)) as {
          rows: { n: number }[];
        }
      ).rows[0].n;
    const before = await lastNumber();
    await sendReceipts(ctx.database.db, notices());
    expect(await receiptOf(old.id)).toBeNull();
    expect(await receiptOf(orphan.id)).toBeNull();
    expect(await mailTo(ctx.database.db, earlier.email)).toEqual([]);
    expect(await lastNumber()).toBe(before);
  });

  it("print the billing address and tax id the owner saved, and keep them as issued when they change", async () => {
    const buyer = await owner(null);
    const details = {
      companyName: "Harbor Hotels LLC",
      billingAddress: "1 Quay Street\nPortland, ME",
      taxId: "EIN 12-345",
    };
    const saved = await api("PUT", "/api/payment/billing-details", buyer.cookie, details);
    expect(saved).toEqual({ status: 200, body: { ...details, billingAddress: "1 Quay Street\nPortland, ME" } });
    const charge = await pay(buyer.id);
    await sendReceipts(ctx.database.db, notices());
    const [mail] = await mailTo(ctx.database.db, buyer.email);
    expect(mail.text).toContain("Billing address: 1 Quay Street, Portland, ME");
    expect(mail.text).toContain("Your tax ID: EIN 12-345");

    // Changed afterwards: the issued receipt prints what it was issued with; the next one prints the new details.
    const moved = { companyName: "Quay Hotels Ltd", billingAddress: "9 Pier Road", taxId: null };
    expect((await api("PUT", "/api/payment/billing-details", buyer.cookie, moved)).status).toBe(200);
    expect((await api("GET", "/api/payment/billing-details", buyer.cookie)).body).toEqual(moved);
    const text = await receiptText(buyer.cookie, charge.id);
    for (const expected of [
      `Receipt ${label(charge.id)}`,
      "Stockroom Inc.",
      "1 Market Street",
      "Tax ID: US-12-3456789",
      "Harbor Hotels LLC",
      "1 Quay Street",
      "Portland, ME",
      "Tax ID: EIN 12-345",
      "Growth plan renewal",
      "Total paid: $99.00 USD",
      "Includes VAT (20%): $16.50",
    ]) {
      expect(text.toLowerCase()).toContain(expected.toLowerCase());
    }
    expect(text).not.toContain("Quay Hotels Ltd");
  });

  it("refuse bad details with the field's message and change nothing", async () => {
    const buyer = await owner("Harbor Hotels LLC");
    const bad = await api("PUT", "/api/payment/billing-details", buyer.cookie, {
      companyName: "Other",
      billingAddress: "a\nb\nc\nd\ne\nf\ng",
      taxId: "<b>",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(INVOICING_MESSAGES.addressTooManyLines);
    expect((await api("GET", "/api/payment/billing-details", buyer.cookie)).body).toEqual({
      companyName: "Harbor Hotels LLC",
      billingAddress: null,
      taxId: null,
    });
  });

  it("download as a PDF only for the account's own payments that have a receipt", async () => {
    const buyer = await owner();
    const other = await owner();
    const refund = await pay(buyer.id, {
      status: "refunded",
      kind: "upgrade",
      tier: "pro",
      amount: 4950,
      periodStart: new Date("2026-11-14T09:00:00Z"),
      periodEnd: new Date("2026-11-29T09:00:00Z"),
    });
    const failed = await pay(buyer.id, { status: "failed" });
    await sendReceipts(ctx.database.db, notices());

    const response = await download(buyer.cookie, refund.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${label(refund.id)}.pdf"`);
    const text = await receiptText(buyer.cookie, refund.id);
    expect(text).toContain(`Refund ${label(refund.id)}`);
    expect(text).toContain("Upgrade to Pro");
    expect(text).toContain("Total refunded: $49.50 USD");
    expect(text).toContain("Period: Nov 14, 2026 to Nov 29, 2026");
    expect(text).toContain("Includes VAT (20%): $8.25");

    expect((await download(other.cookie, refund.id)).statusCode).toBe(404);
    expect((await download(buyer.cookie, failed.id)).statusCode).toBe(404);
    expect((await download(undefined, refund.id)).statusCode).toBe(401);
    expect((await download(buyer.cookie, 0)).statusCode).toBe(400);
  });

  it("print a receipt issued before details were kept with the account's details of today", async () => {
    const buyer = await owner("Harbor Hotels LLC");
    const charge = await pay(buyer.id);
    await sendReceipts(ctx.database.db, notices());
    await ctx.database.db.update(payments).set({ receiptDetails: null }).where(eq(payments.id, charge.id));
    await api("PUT", "/api/payment/billing-details", buyer.cookie, { companyName: "Quay Hotels Ltd", taxId: "Q-1" });
    const text = await receiptText(buyer.cookie, charge.id);
    expect(text).toContain("Quay Hotels Ltd");
    expect(text).toContain("Tax ID: Q-1");
    expect(text).toContain("Stockroom Inc.");
  });
});

const numbers = new Map<number, number>();

/** The printed receipt number of a payment ("R-000042"), once it has one. */
function label(paymentId: number): string {
  const number = numbers.get(paymentId);
  if (number === undefined) throw new Error(`Payment ${paymentId} has no receipt number read`);
  return `R-${String(number).padStart(6, "0")}`;
}

async function download(cookie: string | undefined, paymentId: number) {
  const response = await ctx.app.inject({
    method: "GET",
    url: `/api/payment/history/${paymentId}/receipt`,
    headers: cookie ? { cookie } : {},
  });
  const number = await receiptOf(paymentId).catch(() => null);
  if (number) numbers.set(paymentId, number);
  return response;
}

async function receiptText(cookie: string, paymentId: number): Promise<string> {
  const response = await download(cookie, paymentId);
  expect(response.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
    mergePages: true,
  });
  return text;
}
