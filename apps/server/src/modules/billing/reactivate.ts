import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { PLANS, addPeriod, renewalAmount, type BillingActionDto, type PaidTier } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { logActivity } from "../activity/repo";
import type { PublicUser } from "../users/repo";
import { lockBillingAccount, paidFields, paidPeriodFields, recordPayment } from "./account";
import { assertChangeable, setStatus } from "./changes";
import { chargeSavedCard } from "./ledger";
import type { PaymentProvider } from "./provider";

/**
 * POST /api/subscription/reactivate: undoes a cancellation while the period is still paid; after it
 * ended (or for an inactive account) the saved card pays a new period starting now.
 */
export async function reactivateSubscription(
  db: Database,
  provider: PaymentProvider,
  user: PublicUser,
  now = new Date(),
): Promise<BillingActionDto> {
  assertChangeable(user);
  if (user.subscriptionStatus !== "canceled" && user.subscriptionStatus !== "inactive") {
    throw new AppError("CONFLICT", "Your subscription is not canceled");
  }
  if (user.subscriptionStatus === "canceled" && user.currentPeriodEnd && user.currentPeriodEnd > now) {
    await setStatus(db, user, "active", "Subscription reactivated");
    return { success: true, message: "Your subscription is active again" };
  }
  return db.transaction(async (tx) => {
    const account = await lockBillingAccount(tx, user.id);
    const amount = renewalAmount(account.subscriptionTier, account.billingPeriod, account.additionalProperties);
    const charge = await chargeSavedCard(tx, provider, {
      userId: account.id,
      amount,
      purpose: {
        kind: "reactivation",
        tier: account.subscriptionTier as PaidTier,
        yearly: account.billingPeriod === "yearly",
      },
      description: `Stockroom ${PLANS[account.subscriptionTier].name} plan`,
      idempotencyKey: crypto.randomUUID(),
    });
    if (charge.status !== "succeeded") {
      return {
        success: false,
        requiresPaymentMethod: true,
        message:
          charge.status === "no_payment_method"
            ? "Please add a payment method to reactivate your subscription"
            : (charge.failureReason ?? "Your card was declined."),
      };
    }
    const end = addPeriod(now, account.billingPeriod);
    await recordPayment(tx, {
      userId: account.id,
      amount,
      kind: "subscription",
      tier: account.subscriptionTier,
      provider: provider.name,
      intentId: charge.intentId,
      status: "succeeded",
      at: now,
    });
    await tx
      .update(users)
      .set({
        subscriptionStatus: "active",
        currentPeriodStart: now,
        currentPeriodEnd: end,
        ...paidFields(account, amount, now),
        ...paidPeriodFields(account, account.billingPeriod, now, end),
        updatedAt: now,
      })
      .where(eq(users.id, account.id));
    await logActivity(tx, {
      type: "subscription_changed",
      details: "Subscription reactivated with a new period",
      userId: account.id,
      ownerId: account.id,
    });
    return { success: true, message: "Your subscription is active again" };
  });
}
