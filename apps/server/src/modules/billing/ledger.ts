import crypto from "node:crypto";
import { type SQL, and, desc, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { type IntentPurpose, paymentIntents, paymentMethods, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { CardSummary, CreatedIntent, PaymentProvider } from "./provider";

/**
 * The billing ledger: one `payment_intents` row per payment or card setup, whichever provider runs it.
 * It records what the money is for (purpose), the last known state, the card, and when the purpose
 * was carried out (`appliedAt`), which is what makes confirmations and webhooks safe to repeat.
 */
export type LedgerIntent = typeof paymentIntents.$inferSelect;

export const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** The provider's customer for this account, created and remembered on first use. */
export async function ensureCustomer(db: Executor, provider: PaymentProvider, userId: string): Promise<string | null> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      customerId: users.stripeCustomerId,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError("NOT_FOUND", "Account not found");
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ");
  const customerId = await provider.ensureCustomer({ userId, email: row.email, name, customerId: row.customerId });
  if (customerId && customerId !== row.customerId) {
    await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
  }
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
  await db.insert(paymentIntents).values({
    id: created.id,
    provider: provider.name,
    userId: input.userId,
    amount: input.amount,
    purpose: input.purpose,
    clientSecretHash: sha256(created.clientSecret),
  });
  return created;
}

/** Locks one ledger row (optionally only if it belongs to this user); null when there is none. */
export async function lockIntent(tx: Executor, id: string, userId?: string): Promise<LedgerIntent | null> {
  const [row] = await tx
    .select()
    .from(paymentIntents)
    .where(userId ? and(eq(paymentIntents.id, id), eq(paymentIntents.userId, userId)) : eq(paymentIntents.id, id))
    .for("update");
  return row ?? null;
}

/**
 * Brings a locked ledger row up to date with the provider: status, failure reason and the card used
 * (saved for the account, and made its default once the intent succeeded).
 */
export async function settleIntent(tx: Executor, provider: PaymentProvider, intent: LedgerIntent) {
  const state = await provider.retrieveIntent(intent);
  let paymentMethodId = intent.paymentMethodId;
  if (state.card && intent.userId) paymentMethodId = await saveCard(tx, provider, intent.userId, state.card);
  if (state.status === "succeeded" && paymentMethodId && intent.userId) {
    await makeDefaultCard(tx, provider, intent.userId, paymentMethodId);
  }
  const [updated] = await tx
    .update(paymentIntents)
    .set({ status: state.status, failureReason: state.failureReason, paymentMethodId, updatedAt: new Date() })
    .where(eq(paymentIntents.id, intent.id))
    .returning();
  return updated;
}

/** Marks a ledger row's purpose as carried out (optionally recording what it produced). */
export async function markApplied(tx: Executor, id: string, purpose?: IntentPurpose) {
  await tx
    .update(paymentIntents)
    .set({ appliedAt: new Date(), ...(purpose ? { purpose } : {}) })
    .where(eq(paymentIntents.id, id));
}

/** Stores a card the provider reported (once per provider card id) and answers its row id. */
export async function saveCard(
  tx: Executor,
  provider: PaymentProvider,
  userId: string,
  card: CardSummary,
): Promise<number> {
  const [row] = await tx
    .insert(paymentMethods)
    .values({ userId, provider: provider.name, ...card })
    .onConflictDoUpdate({
      target: [paymentMethods.provider, paymentMethods.providerMethodId],
      set: { expMonth: card.expMonth, expYear: card.expYear },
    })
    .returning({ id: paymentMethods.id });
  return row.id;
}

async function makeDefaultCard(tx: Executor, provider: PaymentProvider, userId: string, methodId: number) {
  const [current] = await tx
    .select({ isDefault: paymentMethods.isDefault, providerMethodId: paymentMethods.providerMethodId })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, methodId));
  if (!current || current.isDefault) return;
  await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, userId));
  await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, methodId));
  const [owner] = await tx.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  await provider.setDefaultCard(owner?.customerId ?? null, current.providerMethodId);
}

/**
 * Cancels the account's charges matching `purpose` that still wait for the customer's authentication,
 * so that only the latest one can be completed.
 */
export async function cancelWaitingCharges(tx: Executor, userId: string, purpose: SQL) {
  await tx
    .update(paymentIntents)
    .set({ status: "canceled", updatedAt: new Date() })
    .where(
      and(
        eq(paymentIntents.userId, userId),
        isNull(paymentIntents.appliedAt),
        ne(paymentIntents.status, "succeeded"),
        purpose,
      ),
    );
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
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, input.userId),
        eq(paymentMethods.provider, provider.name),
        eq(paymentMethods.isDefault, true),
      ),
    )
    .orderBy(desc(paymentMethods.id))
    .limit(1);
  if (!method) {
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
    card: method,
    amount: input.amount,
    description: input.description,
    idempotencyKey: input.idempotencyKey,
    metadata: { userId: input.userId, purpose: input.purpose.kind },
  });
  const succeeded = charge.status === "succeeded";
  await tx
    .insert(paymentIntents)
    .values({
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
      paymentMethodId: method.id,
      failureReason: charge.failureReason,
      appliedAt: succeeded ? new Date() : null,
    })
    .onConflictDoNothing();
  return {
    status: charge.status,
    intentId: charge.id,
    clientSecret: charge.clientSecret,
    failureReason: charge.failureReason,
  };
}
