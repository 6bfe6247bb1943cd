import crypto from "node:crypto";
import { PAYMENT_MESSAGES, type BillingActionDto } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import { notFound } from "../../../lib/errors";
import { lockBillingAccount } from "../subscriptions/account";
import type { CreatedIntent, PaymentProvider } from "../provider/provider";
import {
  type IntentPurpose,
  type LedgerIntent,
  insertChargeOnce,
  insertIntent,
  markIntentApplied,
  updateIntentState,
} from "../repo/ledger";
import type { BillingAccount } from "../repo/subscriptions";
import {
  findCard,
  findCustomer,
  findCustomerId,
  findDefaultCard,
  saveCustomerId,
  setDefaultCard,
  upsertCard,
} from "../repo/methods";

/**
 * The billing ledger's rules: opening an intent with the provider, bringing one up to date, and
 * charging a saved card. Each payment or card setup is one `payment_intents` row (repo/ledger.ts) that
 * records what the money is for, its last known state, the card, and when the purpose was carried out
 * (`appliedAt`), which is what makes confirmations and webhooks safe to repeat.
 */

export const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** The provider's customer for this account, created and remembered on first use. */
export async function ensureCustomer(db: Executor, provider: PaymentProvider, userId: string): Promise<string | null> {
  const row = await findCustomer(db, userId);
  if (!row) throw notFound("Account");
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ");
  const customerId = await provider.ensureCustomer({ userId, email: row.email, name, customerId: row.customerId });
  if (customerId && customerId !== row.customerId) await saveCustomerId(db, userId, customerId);
  return customerId;
}

/**
 * Starts a payment (amount > 0) or a card setup (amount 0) that the browser confirms, and records it.
 * With an account the provider keeps the card for later charges.
 */
export async function openIntent(
  db: Executor,
  provider: PaymentProvider,
  input: { userId: string | null; amount: number; purpose: IntentPurpose; description: string },
): Promise<CreatedIntent> {
  const customerId = input.userId ? await ensureCustomer(db, provider, input.userId) : null;
  const metadata = { userId: input.userId ?? "", purpose: input.purpose.kind };
  const created =
    input.amount > 0
      ? await provider.createPaymentIntent({
          customerId,
          amount: input.amount,
          description: input.description,
          metadata,
        })
      : await provider.createSetupIntent({ customerId, metadata });
  await insertIntent(db, {
    id: created.id,
    provider: provider.name,
    userId: input.userId,
    amount: input.amount,
    purpose: input.purpose,
    clientSecretHash: sha256(created.clientSecret),
  });
  return created;
}

/**
 * Brings a locked ledger row up to date with the provider: status, failure reason and the card used
 * (saved for the account, and made its default once the intent succeeded).
 */
export async function settleIntent(tx: Executor, provider: PaymentProvider, intent: LedgerIntent) {
  const state = await provider.retrieveIntent(intent);
  let paymentMethodId = intent.paymentMethodId;
  if (state.card && intent.userId) {
    paymentMethodId = await upsertCard(tx, { userId: intent.userId, provider: provider.name, card: state.card });
  }
  if (state.status === "succeeded" && paymentMethodId && intent.userId) {
    await makeDefaultCard(tx, provider, { userId: intent.userId, cardId: paymentMethodId });
  }
  return updateIntentState(tx, intent.id, {
    status: state.status,
    failureReason: state.failureReason,
    paymentMethodId,
  });
}

type PurposeOf<K extends IntentPurpose["kind"]> = Extract<IntentPurpose, { kind: K }>;

const isPurpose = <K extends IntentPurpose["kind"]>(purpose: IntentPurpose, kind: K): purpose is PurposeOf<K> =>
  purpose.kind === kind;

/**
 * Takes a succeeded intent of this purpose for carrying out: marked applied, so it is carried out once
 * however many times it is reported, and its account locked. Null for another purpose or no account.
 */
export async function claimIntent<K extends IntentPurpose["kind"]>(
  tx: Executor,
  intent: LedgerIntent,
  kind: K,
): Promise<{ account: BillingAccount; purpose: PurposeOf<K> } | null> {
  const { purpose, userId } = intent;
  if (!isPurpose(purpose, kind) || !userId) return null;
  await markIntentApplied(tx, intent.id);
  return { account: await lockBillingAccount(tx, userId), purpose };
}

async function makeDefaultCard(
  tx: Executor,
  provider: PaymentProvider,
  { userId, cardId }: { userId: string; cardId: number },
) {
  const card = await findCard(tx, cardId);
  if (!card || card.isDefault) return;
  await setDefaultCard(tx, userId, cardId);
  await provider.setDefaultCard(await findCustomerId(tx, userId), card.providerMethodId);
}

/** `clientSecret` lets the customer authenticate a charge that requires action. */
export type SavedCardCharge =
  | {
      status: "succeeded" | "declined" | "requires_action";
      intentId: string;
      clientSecret: string;
      failureReason: string | null;
    }
  | { status: "no_payment_method"; intentId: null; clientSecret: null; failureReason: string };

/**
 * Charges the account's default card of this provider without the customer present and records the
 * attempt. A succeeded charge is recorded as applied: the caller carries out its purpose in the same
 * transaction, so a later webhook for it changes nothing.
 */
export async function chargeSavedCard(
  tx: Executor,
  provider: PaymentProvider,
  input: { userId: string; amount: number; purpose: IntentPurpose; description: string; idempotencyKey: string },
): Promise<SavedCardCharge> {
  const card = await findDefaultCard(tx, input.userId, provider.name);
  if (!card) {
    return {
      status: "no_payment_method",
      intentId: null,
      clientSecret: null,
      failureReason: "No payment method on file",
    };
  }
  const customerId = await ensureCustomer(tx, provider, input.userId);
  const charge = await provider.chargeOffSession({
    customerId,
    card,
    amount: input.amount,
    description: input.description,
    idempotencyKey: input.idempotencyKey,
    metadata: { userId: input.userId, purpose: input.purpose.kind },
  });
  const succeeded = charge.status === "succeeded";
  await insertChargeOnce(tx, {
    id: charge.id,
    provider: provider.name,
    userId: input.userId,
    amount: input.amount,
    purpose: input.purpose,
    clientSecretHash: sha256(charge.clientSecret),
    status: succeeded
      ? "succeeded"
      : charge.status === "requires_action"
        ? "requires_action"
        : "requires_payment_method",
    paymentMethodId: card.id,
    failureReason: charge.failureReason,
    appliedAt: succeeded ? new Date() : null,
  });
  return {
    status: charge.status,
    intentId: charge.id,
    clientSecret: charge.clientSecret,
    failureReason: charge.failureReason,
  };
}

/** The answer to a saved-card charge the bank wants authenticated: the browser confirms it with the secret (decision 75). */
export function authenticationAnswer(charge: { intentId: string; clientSecret: string }): BillingActionDto {
  return {
    success: false,
    message: PAYMENT_MESSAGES.authenticationRequired,
    requiresAction: true,
    clientSecret: charge.clientSecret,
    paymentIntentId: charge.intentId,
  };
}
