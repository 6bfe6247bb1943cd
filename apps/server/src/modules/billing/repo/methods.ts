import { and, desc, eq, ne } from "drizzle-orm";
import type { PaymentMethodDto } from "@stockroom/shared";
import type { Executor } from "../../../db/client";
import { paymentMethods, users } from "../../../db/schema";
import type { CardSummary, ProviderName } from "../provider/provider";

/**
 * Saved cards (`payment_methods`: brand, last four and expiry, never a number) and the provider's
 * customer id of each account.
 */
export type StoredCard = typeof paymentMethods.$inferSelect;

/** What the provider needs to create or find the account's customer. */
export async function findCustomer(db: Executor, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      customerId: users.stripeCustomerId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findCustomerId(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  return row?.customerId ?? null;
}

export async function saveCustomerId(db: Executor, userId: string, customerId: string): Promise<void> {
  await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
}

/** The user's saved cards with this provider, default first. */
export async function listCards(db: Executor, userId: string, provider: ProviderName): Promise<PaymentMethodDto[]> {
  return db
    .select({
      id: paymentMethods.id,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
      isDefault: paymentMethods.isDefault,
    })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id));
}

export interface NewCard {
  userId: string;
  provider: ProviderName;
  card: CardSummary;
}

/** Stores a card the provider reported (once per provider card id, its expiry kept current); answers its row id. */
export async function upsertCard(tx: Executor, { userId, provider, card }: NewCard): Promise<number> {
  const [row] = await tx
    .insert(paymentMethods)
    .values({ userId, provider, ...card })
    .onConflictDoUpdate({
      target: [paymentMethods.provider, paymentMethods.providerMethodId],
      set: { expMonth: card.expMonth, expYear: card.expYear },
    })
    .returning({ id: paymentMethods.id });
  return row.id;
}

/** Stores a card whose provider id was just minted (the built-in card network); answers its row id. */
export async function insertCard(tx: Executor, { userId, provider, card }: NewCard): Promise<number> {
  const [row] = await tx
    .insert(paymentMethods)
    .values({ userId, provider, ...card })
    .returning({ id: paymentMethods.id });
  return row.id;
}

export async function findCard(tx: Executor, id: number) {
  const [row] = await tx
    .select({ isDefault: paymentMethods.isDefault, providerMethodId: paymentMethods.providerMethodId })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, id));
  return row ?? null;
}

/** Makes this card the account's only default one. */
export async function setDefaultCard(tx: Executor, userId: string, cardId: number): Promise<void> {
  await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, userId));
  await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, cardId));
}

/** The account's default card with this provider (the latest, should there be several); null when none. */
export async function findDefaultCard(
  tx: Executor,
  userId: string,
  provider: ProviderName,
): Promise<StoredCard | null> {
  const [card] = await tx
    .select()
    .from(paymentMethods)
    .where(
      and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider), eq(paymentMethods.isDefault, true)),
    )
    .orderBy(desc(paymentMethods.id))
    .limit(1);
  return card ?? null;
}

/** Deletes the account's cards except this one (those other checkouts for the same email left). */
export async function deleteCardsExcept(tx: Executor, userId: string, keepId: number): Promise<void> {
  await tx.delete(paymentMethods).where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, keepId)));
}
