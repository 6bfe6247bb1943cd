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
import type { Database, Executor } from "../../../db/client";
import { AppError } from "../../../lib/errors";
import { hashPassword } from "../../../lib/password";
import { logActivity } from "../../activity/repo";
import { boughtPlanFields, lockBillingAccount, recordPlanPayment } from "../subscriptions/account";
import { claimIntent, openIntent, settleIntent } from "../ledger/ledger";
import type { PaymentProvider } from "../provider/provider";
import type { JobEngine } from "../../../jobs/engine";
import { type AddressHolder, findAddressHolder, lockAddress } from "../../users/repo";
import {
  deleteAbandonedCheckouts,
  deleteAccount,
  findCheckoutAccountId,
  insertCheckoutAccount,
  insertPendingCheckout,
  lockWithdrawableManagers,
  takeRegistration,
} from "../repo/accounts";
import { type LedgerIntent, lockIntent, wasRefunded } from "../repo/ledger";
import { deleteCardsExcept } from "../repo/methods";
import { updateAccount } from "../repo/subscriptions";

type CheckoutBody = z.output<typeof createSubscriptionIntentBodySchema>;
type RegistrationBody = z.output<typeof completeRegistrationBodySchema>;

/**
 * POST /api/create-subscription-intent: opens a payment for the plan's first period and keeps this
 * checkout's details (password hashed) beside it until paid. Each checkout pays into its own account row,
 * which holds no address until paid, so any number may be open for one email, none changes another or
 * anything of an account or invitation at that address, and only the first one paid becomes the account.
 * Every address gets the same statements and answer (issue 34: no account discovery); whether the address
 * already has an account is looked at only by the `billing.checkout-notice` job, after the answer, which
 * tells that account. A signed-in customer changes plans in the subscription settings instead.
 */
export async function startCheckout(
  db: Database,
  { provider, jobs }: { provider: PaymentProvider; jobs: JobEngine },
  { body, signedIn }: { body: CheckoutBody; signedIn: boolean },
): Promise<{ intentId: string; intent: CheckoutIntentDto }> {
  if (signedIn) throw new AppError("CONFLICT", "You are already signed in. Change plans in Subscription settings.");
  const { customerInfo: info, planId, isYearly } = body;
  const passwordHash = await hashPassword(info.password);
  const period = isYearly ? "yearly" : "monthly";
  return db.transaction(async (tx) => {
    const userId = await insertCheckoutAccount(tx, info.email);
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
    await jobs.send(tx, { name: "billing.checkout-notice", data: { email: info.email, accountId: userId } });
    return { intentId: intent.id, intent: { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount } };
  });
}

/**
 * Why a checkout for this address cannot become its account: the address signs in to an account its payment
 * does not withdraw. A manager made by a demo account or by a deleted one proves nothing about the address and
 * is withdrawn like an unaccepted invitation (decision 88); anyone else keeps their address.
 */
export function checkoutRefusal(holder: AddressHolder | undefined): string | null {
  if (!holder || isWithdrawable(holder)) return null;
  return holder.role === "manager" ? ACCOUNT_MESSAGES.checkoutManagerEmail : ACCOUNT_MESSAGES.checkoutEmailTaken;
}

const isWithdrawable = (holder: AddressHolder) =>
  holder.role === "manager" && (holder.creatorRole === null || holder.creatorRole === "demo");

/**
 * Makes the paid checkout's account the holder of its address, under the address lock: refused (false) when the
 * address signs in to an account of its own; otherwise every invitation at the address that nobody accepted, and
 * every manager a demo or deleted account made there, is withdrawn in this transaction (issue 34: only a completed
 * payment does this), each inviter's activity log saying so.
 */
async function takeCheckoutAddress(tx: Executor, email: string): Promise<boolean> {
  await lockAddress(tx, email);
  if (checkoutRefusal(await findAddressHolder(tx, email))) return false;
  for (const manager of await lockWithdrawableManagers(tx, email)) {
    await deleteAccount(tx, manager.id);
    if (manager.inviterId === null) continue;
    await logActivity(tx, {
      type: "invitation_withdrawn",
      details: `Invitation for ${manager.email} withdrawn: that address paid for its own Stockroom subscription`,
      userId: manager.inviterId,
      ownerId: manager.inviterId,
    });
  }
  return true;
}

/**
 * Before the built-in card network takes a checkout payment: once the address signs in to an account (another
 * checkout for it was paid, or it had one), this one is refused and nothing is charged. This is the step that
 * makes the account, so it is where a payer learns that the address was taken (with Stripe, after a refund).
 */
export async function assertCheckoutOpen(tx: Executor, intent: LedgerIntent) {
  if (intent.purpose.kind !== "checkout" || !intent.userId) return;
  const account = await lockBillingAccount(tx, intent.userId);
  if (account.subscriptionStatus !== "incomplete") throw new AppError("CONFLICT", ACCOUNT_MESSAGES.checkoutEmailTaken);
  // Held until the payment is applied in this transaction, so two checkouts paid at once are charged once.
  await lockAddress(tx, intent.purpose.email);
  const refusal = checkoutRefusal(await findAddressHolder(tx, intent.purpose.email));
  if (refusal) throw new AppError("CONFLICT", refusal);
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
    const accountId = await findCheckoutAccountId(tx, { intentId: body.paymentIntent, email: body.email });
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
 * Carries out a succeeded checkout payment: the account takes its address (`takeCheckoutAddress`), this
 * checkout's details and password, and becomes an active owner for one period. A payment for an address that
 * signs in to an account already (another checkout paid first, or Stripe took it in the browser for an address
 * that had one) is refunded in full.
 */
export async function activateCheckout(tx: Executor, provider: PaymentProvider, intent: LedgerIntent) {
  const claimed = await claimIntent(tx, intent, "checkout");
  if (!claimed) return;
  const { account, purpose } = claimed;
  const alreadyCreated = account.subscriptionStatus !== "incomplete" || !(await takeCheckoutAddress(tx, purpose.email));
  const period = purpose.yearly ? "yearly" : "monthly";
  await recordPlanPayment(tx, provider, { account, intent, tier: purpose.planId, period, refund: alreadyCreated });
  if (alreadyCreated) return;
  const registration = await takeRegistration(tx, { intentId: intent.id, userId: account.id });
  if (intent.paymentMethodId !== null) await deleteCardsExcept(tx, account.id, intent.paymentMethodId);
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
 * Deletes the account rows of checkouts never paid; a checkout started within the week keeps its row. They hold
 * no address, and nothing of anyone else goes with them (issue 34).
 */
export async function removeAbandonedCheckouts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_CHECKOUT_DAYS * 24 * 60 * 60 * 1000);
  return deleteAbandonedCheckouts(db, cutoff);
}
