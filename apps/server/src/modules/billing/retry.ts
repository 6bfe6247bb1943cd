import { and, eq, inArray } from "drizzle-orm";
import { addPeriod } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { payments, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { logActivity } from "../activity/repo";
import type { PublicUser } from "../users/repo";
import { localProvider } from "./local-provider";

/**
 * POST /api/payment/retry: charges a failed payment again with the saved (possibly just replaced)
 * card; success restores the subscription and starts the next period.
 */
export async function retryPayment(db: Database, user: PublicUser, invoiceId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, invoiceId),
          eq(payments.userId, user.id),
          inArray(payments.status, ["failed", "requires_action"]),
        ),
      )
      .for("update");
    if (!failed) throw new AppError("NOT_FOUND", "Payment not found");
    const charge = await localProvider.chargeDefault(tx, user.id, failed.amount, {
      kind: "retry",
      paymentId: failed.id,
    });
    if (charge.status !== "succeeded") {
      return {
        success: false,
        message:
          charge.status === "no_payment_method"
            ? "Please add a payment method first"
            : "Unable to process payment. Please try again.",
      };
    }
    await tx.insert(payments).values({
      userId: user.id,
      amount: failed.amount,
      kind: failed.kind,
      status: "succeeded",
      tier: failed.tier,
      providerPaymentId: charge.intentId,
    });
    const start = user.currentPeriodEnd && user.currentPeriodEnd > now ? (user.currentPeriodStart ?? now) : now;
    await tx
      .update(users)
      .set({
        subscriptionStatus: "active",
        currentPeriodStart: start,
        currentPeriodEnd: addPeriod(start, user.billingPeriod),
        totalAmountPaid: user.totalAmountPaid + failed.amount,
        lastPaymentDate: now,
        lastPaymentAmount: failed.amount,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await logActivity(tx, {
      type: "subscription_changed",
      details: "Failed payment retried successfully",
      userId: user.id,
      ownerId: user.id,
    });
    return { success: true, message: "Your payment has been processed successfully." };
  });
}
