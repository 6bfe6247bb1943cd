import { PLANS, periodPrice, type ClientPaymentDto, type PaidTier, type PaymentMethodDto } from "@stockroom/shared";
import type { Database } from "../../../db/client";
import { AppError } from "../../../lib/errors";
import type { PublicUser } from "../../users/repo";
import { openIntent } from "../ledger/ledger";
import type { PaymentProvider } from "../provider/provider";
import { listCards } from "../repo/methods";

/** GET /api/payment/methods: the user's saved cards with the current provider, default first. */
export async function listPaymentMethods(
  db: Database,
  provider: PaymentProvider,
  user: PublicUser,
): Promise<{ paymentMethods: PaymentMethodDto[] }> {
  return { paymentMethods: await listCards(db, user.id, provider.name) };
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
  { tier, yearly }: { tier: PaidTier; yearly: boolean },
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
