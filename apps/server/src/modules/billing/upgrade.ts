import { and, eq } from "drizzle-orm";
import { PLANS, addPeriod, periodPrice, type PaidTier } from "@stockroom/shared";
import type { Database, Executor } from "../../db/client";
import { paymentIntents, payments, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { logActivity } from "../activity/repo";
import type { PublicUser } from "../users/repo";
import { reactivateProperties } from "./changes";
import { localProvider } from "./local-provider";
import { previewUpgrade } from "./subscription";

/** Starts paying for an upgrade: an intent for the prorated amount, or nothing to pay at zero. */
export async function createUpgradePayment(db: Database, user: PublicUser, tier: PaidTier, yearly: boolean) {
  const quote = previewUpgrade(user, tier, yearly);
  if (quote.chargeAmount === 0) return { clientSecret: null, paymentIntentId: null, amountToCharge: 0 };
  const intent = await localProvider.createIntent(db, {
    userId: user.id,
    amount: quote.chargeAmount,
    purpose: { kind: "upgrade", tier, yearly },
  });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amountToCharge: quote.chargeAmount };
}

/**
 * Applies a paid upgrade once its intent has succeeded (or at once when nothing is due). Replaying the
 * same confirmation changes nothing: the intent is marked applied in the same transaction.
 */
export async function confirmUpgrade(
  db: Database,
  user: PublicUser,
  tier: PaidTier,
  yearly: boolean,
  paymentIntentId: string | null | undefined,
) {
  return db.transaction(async (tx) => {
    if (!paymentIntentId) {
      if (previewUpgrade(user, tier, yearly).chargeAmount > 0)
        throw new AppError("PAYMENT_REQUIRED", "Payment is required for this upgrade");
      return applyUpgrade(tx, user, tier, yearly, 0, null);
    }
    const [intent] = await tx
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.id, paymentIntentId), eq(paymentIntents.userId, user.id)))
      .for("update");
    if (!intent) throw new AppError("NOT_FOUND", "Payment not found");
    const purpose = intent.purpose;
    if (purpose.kind !== "upgrade" || purpose.tier !== tier || purpose.yearly !== yearly) {
      throw new AppError("BAD_REQUEST", "This payment was made for a different plan");
    }
    if (intent.appliedAt) return { success: true, message: "Upgrade already applied", subscriptionTier: tier };
    if (intent.status !== "succeeded")
      throw new AppError("PAYMENT_REQUIRED", intent.failureReason ?? "The payment has not completed");
    await tx.update(paymentIntents).set({ appliedAt: new Date() }).where(eq(paymentIntents.id, intent.id));
    return applyUpgrade(tx, user, tier, yearly, intent.amount, intent.id);
  });
}

/** Pays an upgrade with the saved card; answers why not when it cannot (the client then shows the card form). */
export async function tryAutoPayment(db: Database, user: PublicUser, tier: PaidTier, yearly: boolean) {
  const quote = previewUpgrade(user, tier, yearly);
  if (quote.chargeAmount === 0) {
    await db.transaction((tx) => applyUpgrade(tx, user, tier, yearly, 0, null));
    return { success: true, reason: null };
  }
  return db.transaction(async (tx) => {
    const charge = await localProvider.chargeDefault(tx, user.id, quote.chargeAmount, {
      kind: "upgrade",
      tier,
      yearly,
    });
    if (charge.status !== "succeeded") return { success: false, reason: charge.status };
    await tx.update(paymentIntents).set({ appliedAt: new Date() }).where(eq(paymentIntents.id, charge.intentId!));
    await applyUpgrade(tx, user, tier, yearly, quote.chargeAmount, charge.intentId);
    return { success: true, reason: null };
  });
}

async function applyUpgrade(
  tx: Executor,
  user: PublicUser,
  tier: PaidTier,
  yearly: boolean,
  amount: number,
  intentId: string | null,
) {
  const now = new Date();
  const period = yearly ? "yearly" : "monthly";
  const newPeriod = period !== user.billingPeriod || !user.currentPeriodEnd;
  await tx
    .update(users)
    .set({
      subscriptionTier: tier,
      subscriptionStatus: "active",
      billingPeriod: period,
      ...(newPeriod ? { currentPeriodStart: now, currentPeriodEnd: addPeriod(now, period) } : {}),
      scheduledUpdateTier: null,
      scheduledUpdateDate: null,
      scheduledBillingPeriod: null,
      scheduledUpdateProperties: null,
      totalAmountPaid: user.totalAmountPaid + amount,
      currentMaxPaid: Math.max(user.currentMaxPaid, periodPrice(tier, "monthly")),
      ...(amount > 0 ? { lastPaymentDate: now, lastPaymentAmount: amount } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  await reactivateProperties(tx, user.id, tier);
  if (amount > 0) {
    await tx.insert(payments).values({
      userId: user.id,
      amount,
      kind: "upgrade",
      status: "succeeded",
      tier,
      provider: "local",
      providerPaymentId: intentId,
    });
  }
  await logActivity(tx, {
    type: "subscription_changed",
    details: `Upgraded from ${PLANS[user.subscriptionTier].name} to ${PLANS[tier].name}`,
    userId: user.id,
    ownerId: user.id,
  });
  return { success: true, message: `You are now on the ${PLANS[tier].name} plan`, subscriptionTier: tier };
}
