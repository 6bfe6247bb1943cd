import { and, eq, isNull, lt, sql } from "drizzle-orm";
import {
  ACCOUNT_MESSAGES,
  PLANS,
  addPeriod,
  periodPrice,
  type CheckoutIntentDto,
  type CompleteRegistrationDto,
  type completeRegistrationBodySchema,
  type createSubscriptionIntentBodySchema,
} from "@stockroom/shared";
import type { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { paymentIntents, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { conflictOnDuplicateEmail } from "../users/repo";
import { hashPassword } from "../../lib/password";
import { logActivity } from "../activity/repo";
import { lockBillingAccount, paidFields, paidPeriodFields, recordPayment } from "./account";
import { type LedgerIntent, lockIntent, markApplied, openIntent, settleIntent } from "./ledger";
import type { PaymentProvider } from "./provider";

type CheckoutBody = z.output<typeof createSubscriptionIntentBodySchema>;
type RegistrationBody = z.output<typeof completeRegistrationBodySchema>;

/**
 * POST /api/create-subscription-intent: the new owner's account is created as `incomplete` (it cannot
 * sign in until paid) and a payment for the plan's first period is opened. Starting again with the
 * same email before paying replaces the details and cancels the earlier payment.
 */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  body: CheckoutBody,
): Promise<{ userId: string; intent: CheckoutIntentDto }> {
  const { customerInfo: info, planId, isYearly } = body;
  const passwordHash = await hashPassword(info.password);
  return db.transaction(async (tx) => {
    const details = {
      firstName: info.firstName,
      lastName: info.lastName,
      companyName: info.companyName,
      passwordHash,
      subscriptionTier: planId,
      billingPeriod: isYearly ? ("yearly" as const) : ("monthly" as const),
      updatedAt: new Date(),
    };
    const [existing] = await tx
      .select({ id: users.id, role: users.role, status: users.subscriptionStatus, paid: users.totalAmountPaid })
      .from(users)
      .where(sql`lower(${users.email}) = ${info.email}`)
      .for("update");
    let userId: string;
    if (existing) {
      if (existing.role !== "owner" || existing.status !== "incomplete" || existing.paid > 0) {
        throw new AppError("CONFLICT", ACCOUNT_MESSAGES.checkoutEmailTaken);
      }
      userId = existing.id;
      await tx.update(users).set(details).where(eq(users.id, userId));
      await cancelOpenCheckouts(tx, userId);
    } else {
      const [row] = await tx
        .insert(users)
        .values({ ...details, email: info.email, role: "owner", subscriptionStatus: "incomplete" })
        .returning({ id: users.id })
        .catch(conflictOnDuplicateEmail(ACCOUNT_MESSAGES.checkoutEmailTaken));
      userId = row.id;
    }
    const amount = periodPrice(planId, details.billingPeriod);
    const intent = await openIntent(tx, provider, {
      userId,
      amount,
      purpose: { kind: "checkout", planId, yearly: isYearly, email: info.email },
      description: `Stockroom ${PLANS[planId].name} plan (${details.billingPeriod})`,
    });
    return { userId, intent: { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount } };
  });
}

async function cancelOpenCheckouts(tx: Executor, userId: string) {
  await tx
    .update(paymentIntents)
    .set({ status: "canceled", updatedAt: new Date() })
    .where(
      and(
        eq(paymentIntents.userId, userId),
        isNull(paymentIntents.appliedAt),
        sql`${paymentIntents.purpose} ->> 'kind' = 'checkout'`,
        sql`${paymentIntents.status} <> 'succeeded'`,
      ),
    );
}

/**
 * POST /api/complete-registration: once the checkout payment succeeded the account becomes an active
 * owner. Only the browser that started this checkout is signed in (`autoLogin`); anyone else holding
 * the payment id learns only that the account is ready.
 */
export async function completeRegistration(
  db: Database,
  provider: PaymentProvider,
  body: RegistrationBody,
  checkoutUserId: string | undefined,
): Promise<{ userId: string; answer: CompleteRegistrationDto }> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email}`);
    const intent = account ? await lockIntent(tx, body.paymentIntent, account.id) : null;
    if (!account || !intent || intent.purpose.kind !== "checkout") {
      throw new AppError("NOT_FOUND", "We could not find this registration");
    }
    if (intent.purpose.planId !== body.planId || intent.purpose.yearly !== body.isYearly) {
      throw new AppError("BAD_REQUEST", "This payment was made for a different plan");
    }
    if (!intent.appliedAt) {
      const settled = await settleIntent(tx, provider, intent);
      if (settled.status !== "succeeded") {
        throw new AppError("PAYMENT_REQUIRED", settled.failureReason ?? "Your payment has not completed");
      }
      await activateCheckout(tx, provider, settled);
    }
    const autoLogin = checkoutUserId === account.id;
    return {
      userId: account.id,
      answer: {
        success: true,
        autoLogin,
        message: autoLogin
          ? "Welcome to Stockroom! Your account is ready."
          : "Your account is ready. Please log in to continue.",
      },
    };
  });
}

/** Carries out a succeeded checkout payment: the account becomes an active owner for one period. */
export async function activateCheckout(tx: Executor, provider: PaymentProvider, intent: LedgerIntent) {
  if (intent.purpose.kind !== "checkout" || !intent.userId) return;
  await markApplied(tx, intent.id);
  const account = await lockBillingAccount(tx, intent.userId);
  const { planId, yearly } = intent.purpose;
  await recordPayment(tx, {
    userId: account.id,
    amount: intent.amount,
    kind: "subscription",
    tier: planId,
    provider: provider.name,
    intentId: intent.id,
    status: "succeeded",
  });
  // A second checkout payment for an account that is already active is kept as paid, nothing more.
  if (account.subscriptionStatus !== "incomplete") return;
  const now = new Date();
  const period = yearly ? "yearly" : "monthly";
  const end = addPeriod(now, period);
  await tx
    .update(users)
    .set({
      subscriptionTier: planId,
      subscriptionStatus: "active",
      billingPeriod: period,
      currentPeriodStart: now,
      currentPeriodEnd: end,
      currentMaxPaid: Math.max(account.currentMaxPaid, periodPrice(planId, "monthly")),
      ...paidFields(account, intent.amount, now),
      ...paidPeriodFields(account, period, now, end),
      updatedAt: now,
    })
    .where(eq(users.id, account.id));
  await logActivity(tx, {
    type: "user_created",
    details: `Owner account for ${account.email} created at checkout (${PLANS[planId].name})`,
    userId: account.id,
    ownerId: account.id,
  });
}

/** Days an unpaid checkout keeps its email reserved before the scheduled jobs remove it. */
export const ABANDONED_CHECKOUT_DAYS = 7;

/** Deletes owner accounts whose checkout was never paid, so their email can be used again. */
export async function removeAbandonedCheckouts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_CHECKOUT_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(users)
    .where(
      and(
        eq(users.role, "owner"),
        eq(users.subscriptionStatus, "incomplete"),
        eq(users.totalAmountPaid, 0),
        lt(users.createdAt, cutoff),
      ),
    )
    .returning({ id: users.id });
  return removed.length;
}
