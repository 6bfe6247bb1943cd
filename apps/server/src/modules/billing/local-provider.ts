import crypto from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { TEST_CARDS, type cardDetailsSchema } from "@stockroom/shared";
import type { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { type IntentPurpose, paymentIntents, paymentMethods } from "../../db/schema";
import { AppError } from "../../lib/errors";

type Card = z.output<typeof cardDetailsSchema>;

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;

/** What a card does when charged: by test number, like a card network would answer. */
function outcomeOf(number: string): "succeeds" | "declined" | "requires_action" | "declines_later" {
  if (number === TEST_CARDS.declined) return "declined";
  if (number === TEST_CARDS.requiresAction) return "requires_action";
  if (number === TEST_CARDS.declinesLater) return "declines_later";
  return "succeeds";
}

function brandOf(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^5[1-5]/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "card";
}

/**
 * The built-in payment provider: intents, cards and charges kept in the database, no network. It
 * behaves like Stripe's test mode for the documented test cards, so every flow can be exercised offline.
 */
export const localProvider = {
  /** A payment (amount > 0) or card setup (amount 0) the browser confirms with its client secret. */
  async createIntent(db: Executor, input: { userId: string | null; amount: number; purpose: IntentPurpose }) {
    const id = randomId("pi_local");
    const clientSecret = `${id}_secret_${crypto.randomBytes(16).toString("hex")}`;
    await db.insert(paymentIntents).values({ id, ...input, clientSecretHash: sha256(clientSecret) });
    return { id, clientSecret };
  },

  /**
   * Confirms an intent with card details. Declined cards leave it awaiting another card; the 3-D
   * Secure test card leaves it awaiting authentication. A card that succeeds is saved for the user.
   */
  async confirm(db: Database, clientSecret: string, card: Card) {
    return db.transaction(async (tx) => {
      const intent = await lockBySecret(tx, clientSecret);
      if (intent.status === "succeeded") return { id: intent.id, status: intent.status, error: null };
      if (intent.status === "canceled") throw new AppError("CONFLICT", "This payment was canceled");
      const now = new Date();
      if (
        card.expYear < now.getUTCFullYear() ||
        (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
      ) {
        throw new AppError("BAD_REQUEST", "Your card has expired.");
      }
      const outcome = outcomeOf(card.number);
      if (outcome === "declined") {
        await tx
          .update(paymentIntents)
          .set({ status: "requires_payment_method", failureReason: "Your card was declined.", updatedAt: now })
          .where(eq(paymentIntents.id, intent.id));
        return { id: intent.id, status: "requires_payment_method" as const, error: "Your card was declined." };
      }
      const methodId = intent.userId ? await saveCard(tx, intent.userId, card, outcome) : null;
      const status = outcome === "requires_action" ? ("requires_action" as const) : ("succeeded" as const);
      await tx
        .update(paymentIntents)
        .set({ status, paymentMethodId: methodId, failureReason: null, updatedAt: now })
        .where(eq(paymentIntents.id, intent.id));
      return { id: intent.id, status, error: null };
    });
  },

  /** The simulated 3-D Secure step: approving completes the payment, refusing fails it. */
  async authenticate(db: Database, clientSecret: string, approve: boolean) {
    return db.transaction(async (tx) => {
      const intent = await lockBySecret(tx, clientSecret);
      if (intent.status !== "requires_action") throw new AppError("CONFLICT", "This payment needs no authentication");
      const status = approve ? ("succeeded" as const) : ("requires_payment_method" as const);
      const failureReason = approve ? null : "We are unable to authenticate your payment method.";
      await tx
        .update(paymentIntents)
        .set({ status, failureReason, updatedAt: new Date() })
        .where(eq(paymentIntents.id, intent.id));
      return { id: intent.id, status, error: failureReason };
    });
  },

  /** Charges the user's default card without them present (renewals, auto-payment). */
  async chargeDefault(db: Executor, userId: string, amount: number, purpose: IntentPurpose) {
    const [method] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)))
      .orderBy(desc(paymentMethods.id))
      .limit(1);
    if (!method) return { status: "no_payment_method" as const, intentId: null };
    const { id } = await this.createIntent(db, { userId, amount, purpose });
    const declines = method.providerMethodId.endsWith(":declines_later");
    const requiresAction = method.providerMethodId.endsWith(":requires_action");
    const status = declines ? "requires_payment_method" : requiresAction ? "requires_action" : "succeeded";
    await db
      .update(paymentIntents)
      .set({ status, paymentMethodId: method.id, failureReason: declines ? "Your card was declined." : null })
      .where(eq(paymentIntents.id, id));
    return { status: declines ? ("declined" as const) : status, intentId: id };
  },
};

async function lockBySecret(tx: Executor, clientSecret: string) {
  const [intent] = await tx
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.clientSecretHash, sha256(clientSecret)))
    .for("update");
  if (!intent) throw new AppError("NOT_FOUND", "Payment not found");
  return intent;
}

/** Saves the card (brand, last four, expiry) as the user's default; the number itself is not kept. */
async function saveCard(tx: Executor, userId: string, card: Card, outcome: string): Promise<number> {
  await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, userId));
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      userId,
      provider: "local",
      // The test outcome travels with the saved card so later charges behave like that card.
      providerMethodId: `${randomId("pm_local")}:${outcome}`,
      brand: brandOf(card.number),
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: true,
    })
    .returning({ id: paymentMethods.id });
  return row.id;
}
