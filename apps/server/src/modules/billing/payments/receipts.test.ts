import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatDayUtc } from "@stockroom/shared";
import { payments, users } from "../../../db/schema";
import { createAccount, mailTo } from "../../../test/fixtures";
import { useTestContext } from "../../../test/suite";
import { sendReceipts } from "./receipts";

// Issue 36 point 2, decision 193: a numbered receipt for every charge and refund, emailed once.
const { ctx, api } = useTestContext({ seed: false });
const ORIGIN = "https://app.stockroom.test";
const notices = () => ({ mailer: ctx.mailer, linkOrigin: ORIGIN });

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
    expect(receipt.text).toContain(`Billed to: Harbor Hotels LLC, Test owner, ${buyer.email}`);
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
});
