import {
  PAYMENT_MESSAGES,
  type LocalConfirmationDto,
  type localAuthenticateBodySchema,
  type localConfirmBodySchema,
} from "@stockroom/shared";
import type { z } from "zod";
import type { Database, Executor } from "../../../db/client";
import { AppError, notFound } from "../../../lib/errors";
import { type CardBehaviour, localCardId } from "../../../lib/local-cards";
import { applySucceededIntent } from "../payments/events";
import { sha256 } from "../ledger/ledger";
import { cardBehaviour } from "./local-provider";
import { assertIntentPayable } from "../ledger/payable";
import type { PaymentProvider } from "./provider";
import { lockIntentBySecretHash, updateIntentState } from "../repo/ledger";
import { insertCard } from "../repo/methods";

type Confirmation = z.output<typeof localConfirmBodySchema>;
type Authentication = z.output<typeof localAuthenticateBodySchema>;
type Card = Confirmation["card"];

function brandOf(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^5[1-5]/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "card";
}

/**
 * What Stripe.js and Stripe's servers do for the built-in provider: the browser confirms an intent
 * with card details (never stored: only brand, last four and expiry), the test card decides the
 * outcome, and a success is then handled exactly like a provider's webhook would be.
 */
export async function confirmLocalIntent(
  db: Database,
  provider: PaymentProvider,
  { clientSecret, card }: Confirmation,
): Promise<LocalConfirmationDto> {
  return db.transaction(async (tx) => {
    const intent = await lockBySecret(tx, clientSecret);
    if (intent.status === "succeeded") return { id: intent.id, status: "succeeded", error: null };
    if (intent.status === "canceled") throw new AppError("CONFLICT", "This payment was canceled");
    await assertIntentPayable(tx, intent);
    const now = new Date();
    const expired =
      card.expYear < now.getUTCFullYear() ||
      (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    if (expired) throw new AppError("BAD_REQUEST", "Your card has expired.");
    const behaviour = cardBehaviour(card.number);
    if (behaviour === "declined") return refuse(tx, intent.id, PAYMENT_MESSAGES.cardDeclined);
    const paymentMethodId = intent.userId
      ? await insertCard(tx, { userId: intent.userId, provider: "local", card: cardSummary(card, behaviour) })
      : null;
    const status = behaviour === "requires_action" ? "requires_action" : "succeeded";
    await updateIntentState(tx, intent.id, { status, failureReason: null, paymentMethodId });
    if (status === "succeeded") await applySucceededIntent(tx, provider, intent.id);
    return { id: intent.id, status, error: null };
  });
}

/** The simulated 3-D Secure step: approving completes the payment, refusing fails it. */
export async function authenticateLocalIntent(
  db: Database,
  provider: PaymentProvider,
  { clientSecret, approve }: Authentication,
): Promise<LocalConfirmationDto> {
  return db.transaction(async (tx) => {
    const intent = await lockBySecret(tx, clientSecret);
    if (intent.status !== "requires_action") throw new AppError("CONFLICT", "This payment needs no authentication");
    if (!approve) return refuse(tx, intent.id, PAYMENT_MESSAGES.authenticationFailed);
    await assertIntentPayable(tx, intent);
    await updateIntentState(tx, intent.id, { status: "succeeded", failureReason: null });
    await applySucceededIntent(tx, provider, intent.id);
    return { id: intent.id, status: "succeeded", error: null };
  });
}

/** The bank's refusal: the intent waits for another card, and says why this one failed. */
async function refuse(tx: Executor, id: string, reason: string): Promise<LocalConfirmationDto> {
  await updateIntentState(tx, id, { status: "requires_payment_method", failureReason: reason });
  return { id, status: "requires_payment_method", error: reason };
}

async function lockBySecret(tx: Executor, clientSecret: string) {
  const intent = await lockIntentBySecretHash(tx, sha256(clientSecret));
  if (!intent || intent.provider !== "local") throw notFound("Payment");
  return intent;
}

/** The card as the account's saved card (it becomes the default once its intent succeeds). */
function cardSummary(card: Card, behaviour: CardBehaviour) {
  return {
    providerMethodId: localCardId(behaviour),
    brand: brandOf(card.number),
    last4: card.number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
}
