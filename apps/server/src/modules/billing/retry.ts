import crypto from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { addPeriod, type BillingActionDto } from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { type UserRow, payments, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { logActivity } from "../activity/repo";
import type { PublicUser } from "../users/repo";
import { lockBillingAccount, paidFields, paidPeriodFields, recordPayment } from "./account";
import { chargeSavedCard } from "./ledger";
import type { PaymentProvider } from "./provider";

const RETRY_FAILED = "Unable to process payment. Please try again.";

/**
 * POST /api/payment/retry: charges a failed payment again with the saved (possibly just replaced)
 * card. Success restores the subscription and, for a failed renewal, pays the period that follows
 * the one that ended; a payment can be settled only once.
 */
export async function retryPayment(
  db: Database,
  provider: PaymentProvider,
  user: PublicUser,
  invoiceId: number,
  now = new Date(),
): Promise<BillingActionDto> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, invoiceId),
          eq(payments.userId, user.id),
          inArray(payments.status, ["failed", "requires_action"]),
          isNull(payments.resolvedAt),
        ),
      )
      .for("update");
    if (!failed) throw new AppError("NOT_FOUND", "Payment not found");
    const account = await lockBillingAccount(tx, user.id);
    const charge = await chargeSavedCard(tx, provider, {
      userId: user.id,
      amount: failed.amount,
      purpose: { kind: "retry", paymentId: failed.id },
      description: "Stockroom subscription payment (retry)",
      idempotencyKey: crypto.randomUUID(),
    });
    if (charge.status === "no_payment_method") {
      return { success: false, message: "Please add a payment method first", requiresPaymentMethod: true };
    }
    if (charge.status !== "succeeded") return { success: false, message: RETRY_FAILED };
    await tx.update(payments).set({ resolvedAt: now }).where(eq(payments.id, failed.id));
    await recordPayment(tx, {
      userId: user.id,
      amount: failed.amount,
      kind: failed.kind,
      tier: failed.tier ?? account.subscriptionTier,
      provider: provider.name,
      intentId: charge.intentId,
      status: "succeeded",
      at: now,
    });
    await restoreAccount(tx, account, failed.kind === "renewal", failed.amount, now);
    await logActivity(tx, {
      type: "subscription_changed",
      details: "Failed payment retried successfully",
      userId: user.id,
      ownerId: user.id,
    });
    return { success: true, message: "Your payment has been processed successfully." };
  });
}

/**
 * The account after a late payment: active again; a renewal pays the period after the one that ended,
 * or one starting now when that one is already over too (nobody pays for months they were locked out).
 */
async function restoreAccount(tx: Executor, account: UserRow, renewal: boolean, amount: number, now: Date) {
  let periodFields = {};
  if (renewal) {
    const endedAt = account.currentPeriodEnd ?? now;
    const start = addPeriod(endedAt, account.billingPeriod) > now ? endedAt : now;
    const end = addPeriod(start, account.billingPeriod);
    periodFields = {
      currentPeriodStart: start,
      currentPeriodEnd: end,
      ...paidPeriodFields(account, account.billingPeriod, start, end),
    };
  }
  await tx
    .update(users)
    .set({ subscriptionStatus: "active", ...periodFields, ...paidFields(account, amount, now), updatedAt: now })
    .where(eq(users.id, account.id));
}
