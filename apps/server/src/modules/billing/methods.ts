import { and, desc, eq } from "drizzle-orm";
import { PLANS, periodPrice, type ClientPaymentDto, type PaidTier, type PaymentMethodDto } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { paymentMethods } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PublicUser } from "../users/repo";
import { openIntent } from "./ledger";
import type { PaymentProvider, ProviderName } from "./provider";

/** The user's saved cards with the current provider, default first. */
export async function listPaymentMethods(
  db: Database,
  userId: string,
  provider: ProviderName,
): Promise<PaymentMethodDto[]> {
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

/** POST /api/payment/update-method: a card setup; once confirmed the card becomes the default. */
export async function startCardSetup(db: Database, provider: PaymentProvider, user: PublicUser) {
  const intent = await openIntent(db, provider, {
    userId: user.id,
    amount: 0,
    purpose: { kind: "setup" },
    description: "Stockroom payment method",
  });
  return { clientSecret: intent.clientSecret };
}

/**
 * POST /api/test-payment: the plan-selection demo screen's payment. It takes a real confirmation but
 * belongs to no account, so only a provider in test mode accepts it.
 */
export async function startTestPayment(
  db: Database,
  provider: PaymentProvider,
  tier: PaidTier,
  yearly: boolean,
): Promise<ClientPaymentDto> {
  if (!provider.testMode) throw new AppError("FORBIDDEN", "Test payments are not available");
  const amount = periodPrice(tier, yearly ? "yearly" : "monthly");
  const intent = await openIntent(db, provider, {
    userId: null,
    amount,
    purpose: { kind: "test", tier, yearly },
    description: `Stockroom test payment (${PLANS[tier].name})`,
  });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amountToCharge: amount };
}
