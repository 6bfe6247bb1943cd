import {
  ACCOUNT_MESSAGES,
  CHECKOUT_REFUNDED_MESSAGE,
  PAYMENT_MESSAGES,
  PLANS,
  periodPrice,
  type CheckoutIntentDto,
  type CompleteRegistrationDto,
  type completeRegistrationBodySchema,
  type createSubscriptionIntentBodySchema,
} from "@stockroom/shared";
import type { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/errors";
import { hashPassword } from "../../lib/password";
import { logActivity } from "../activity/repo";
import { boughtPlanFields, lockBillingAccount, recordPlanPayment } from "./account";
import { claimIntent, openIntent, settleIntent } from "./ledger";
import type { PaymentProvider } from "./provider";
import {
  deleteAbandonedCheckouts,
  deleteAccount,
  findAccountIdByEmail,
  insertIncompleteOwner,
  insertPendingCheckout,
  lockManagerByEmail,
  shareLockEmailHolder,
  takeRegistration,
} from "./repo/accounts";
import { type LedgerIntent, lockIntent, wasRefunded } from "./repo/ledger";
import { deleteCardsExcept } from "./repo/methods";
import { updateAccount } from "./repo/subscriptions";

type CheckoutBody = z.output<typeof createSubscriptionIntentBodySchema>;
type RegistrationBody = z.output<typeof completeRegistrationBodySchema>;

/**
 * POST /api/create-subscription-intent: opens a payment for the plan's first period and keeps this
 * checkout's details (password hashed) beside it until paid. Any number of checkouts may be open for
 * one email at once; none changes another, and only the first one paid becomes the account. A signed-in
 * customer changes plans in the subscription settings instead.
 */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  { body, signedIn }: { body: CheckoutBody; signedIn: boolean },
): Promise<{ intentId: string; intent: CheckoutIntentDto }> {
  if (signedIn) throw new AppError("CONFLICT", "You are already signed in. Change plans in Subscription settings.");
  const { customerInfo: info, planId, isYearly } = body;
  const passwordHash = await hashPassword(info.password);
  const period = isYearly ? "yearly" : "monthly";
  return db.transaction(async (tx) => {
    const userId = await reserveEmail(tx, info.email);
    const amount = periodPrice(planId, period);
    const intent = await openIntent(tx, provider, {
      userId,
      amount,
      purpose: { kind: "checkout", planId, yearly: isYearly, email: info.email },
      description: `Stockroom ${PLANS[planId].name} plan (${period})`,
    });
    await insertPendingCheckout(tx, {
      intentId: intent.id,
      userId,
      firstName: info.firstName,
      lastName: info.lastName,
      companyName: info.companyName,
      passwordHash,
    });
    return { intentId: intent.id, intent: { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount } };
  });
}

/**
 * The email's account row for checkouts to pay into: created on the first checkout as `incomplete`,
 * with no password or details (it cannot sign in), and shared by every checkout until one is paid.
 * An email that already belongs to a real account is refused; an invitation nobody accepted is withdrawn
 * first (`withdrawOpenInvitation`). Racing first checkouts insert once: the others wait on the unique
 * email index, then find that row.
 */
async function reserveEmail(tx: Executor, email: string): Promise<string> {
  await withdrawOpenInvitation(tx, email);
  await insertIncompleteOwner(tx, email);
  const existing = await shareLockEmailHolder(tx, email);
  if (existing?.role === "manager") throw new AppError("CONFLICT", ACCOUNT_MESSAGES.checkoutManagerEmail);
  if (!existing || existing.role !== "owner" || existing.status !== "incomplete" || existing.paid > 0) {
    throw new AppError("CONFLICT", ACCOUNT_MESSAGES.checkoutEmailTaken);
  }
  return existing.id;
}

/**
 * A manager account made by someone else must not keep an address from buying its own subscription
 * (issue 16, decision 88). One that nobody has accepted (no password was ever set from the emailed
 * link), or that a demo account made (its link was shown to the demo, never sent to the address; or
 * whose demo is gone), proves nothing about the address holder: it is deleted, its assignments and
 * unused links with it, and the inviting owner's activity says why. A manager who set a password from
 * the link sent to the address is that person's account and is refused with its own message.
 */
async function withdrawOpenInvitation(tx: Executor, email: string) {
  const manager = await lockManagerByEmail(tx, email);
  const unproven = !manager?.accepted || manager.inviterRole === null || manager.inviterRole === "demo";
  if (!manager || !unproven) return;
  await deleteAccount(tx, manager.id);
  if (manager.inviterId !== null) {
    await logActivity(tx, {
      type: "user_created",
      details: `Invitation for ${manager.email} withdrawn: that address started its own Stockroom subscription`,
      userId: manager.inviterId,
      ownerId: manager.inviterId,
    });
  }
}

/**
 * Before the built-in card network takes a checkout payment: once another checkout for the email has
 * been paid, this one is refused and nothing is charged.
 */
export async function assertCheckoutOpen(tx: Executor, intent: LedgerIntent) {
  if (intent.purpose.kind !== "checkout" || !intent.userId) return;
  const account = await lockBillingAccount(tx, intent.userId);
  if (account.subscriptionStatus !== "incomplete") throw new AppError("CONFLICT", ACCOUNT_MESSAGES.checkoutEmailTaken);
}

/**
 * POST /api/complete-registration: once the checkout payment succeeded the account becomes an active
 * owner. Only the browser that started this very checkout is signed in (`autoLogin`); anyone else
 * holding the payment id learns only that the account is ready. A checkout paid after another one had
 * created the account was refunded and answers 409.
 */
export async function completeRegistration(
  db: Database,
  provider: PaymentProvider,
  { body, checkoutIntentId }: { body: RegistrationBody; checkoutIntentId: string | undefined },
): Promise<{ userId: string; answer: CompleteRegistrationDto }> {
  return db.transaction(async (tx) => {
    const accountId = await findAccountIdByEmail(tx, body.email);
    const intent = accountId ? await lockIntent(tx, body.paymentIntent, accountId) : null;
    if (!accountId || !intent || intent.purpose.kind !== "checkout") {
      throw new AppError("NOT_FOUND", "We could not find this registration");
    }
    if (intent.purpose.planId !== body.planId || intent.purpose.yearly !== body.isYearly) {
      throw new AppError("BAD_REQUEST", "This payment was made for a different plan");
    }
    if (!intent.appliedAt) {
      const settled = await settleIntent(tx, provider, intent);
      if (settled.status !== "succeeded") {
        await assertCheckoutOpen(tx, settled);
        throw new AppError("PAYMENT_REQUIRED", settled.failureReason ?? PAYMENT_MESSAGES.notCompleted);
      }
      await activateCheckout(tx, provider, settled);
    }
    if (await wasRefunded(tx, intent.id)) throw new AppError("CONFLICT", CHECKOUT_REFUNDED_MESSAGE);
    const autoLogin = checkoutIntentId === intent.id;
    return {
      userId: accountId,
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

/**
 * Carries out a succeeded checkout payment: the account takes this checkout's details and password and
 * becomes an active owner for one period. The other checkouts' details and the cards they left are
 * dropped. A payment for an account another checkout already created (Stripe took it in the browser)
 * is refunded in full.
 */
export async function activateCheckout(tx: Executor, provider: PaymentProvider, intent: LedgerIntent) {
  const claimed = await claimIntent(tx, intent, "checkout");
  if (!claimed) return;
  const { account, purpose } = claimed;
  const alreadyCreated = account.subscriptionStatus !== "incomplete";
  await recordPlanPayment(tx, provider, { account, intent, tier: purpose.planId, refund: alreadyCreated });
  if (alreadyCreated) return;
  const registration = await takeRegistration(tx, { intentId: intent.id, userId: account.id });
  if (intent.paymentMethodId !== null) await deleteCardsExcept(tx, account.id, intent.paymentMethodId);
  const period = purpose.yearly ? "yearly" : "monthly";
  await updateAccount(tx, account.id, {
    // Checkouts started before pending_checkouts existed kept their details on the account itself.
    ...(registration ?? {}),
    ...boughtPlanFields(account, { tier: purpose.planId, period, amount: intent.amount, now: new Date() }),
  });
  await logActivity(tx, {
    type: "user_created",
    details: `Owner account for ${account.email} created at checkout (${PLANS[purpose.planId].name})`,
    userId: account.id,
    ownerId: account.id,
  });
}

/** Days an unpaid checkout keeps its email reserved before the scheduled jobs remove it. */
export const ABANDONED_CHECKOUT_DAYS = 7;

/**
 * Deletes the account rows of emails whose checkouts were never paid, so the email can be used again;
 * a checkout started within the week keeps its row.
 */
export async function removeAbandonedCheckouts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_CHECKOUT_DAYS * 24 * 60 * 60 * 1000);
  return deleteAbandonedCheckouts(db, cutoff);
}
