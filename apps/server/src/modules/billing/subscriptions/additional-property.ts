import {
  PAYMENT_MESSAGES,
  PLANS,
  effectiveTier,
  maxPropertiesFor,
  type AdditionalPropertyIntentDto,
} from "@stockroom/shared";
import type { Database, Executor } from "../../../db/client";
import { AppError, notFound } from "../../../lib/errors";
import { countProperties } from "../../properties/repo";
import { createProperty, createPropertyInTransaction } from "../../properties/service";
import type { PublicUser } from "../../users/repo";
import { paidFields } from "./account";
import { claimIntent, openIntent, settleIntent } from "../ledger/ledger";
import type { PaymentProvider } from "../provider/provider";
import { type LedgerIntent, lockIntent, markIntentApplied, recordPayment } from "../repo/ledger";
import { findPaidProperty } from "../repo/properties";
import { addAdditionalProperties } from "../repo/subscriptions";

type PropertyData = { name: string; address: string | null };
type Property = NonNullable<Awaited<ReturnType<typeof findPaidProperty>>>;

/**
 * POST /api/additional-property/payment-intent (core §2, §7): an owner at the limit of a plan that sells
 * additional properties pays the monthly add-on for each; demo accounts never pay and get `{ demo: true }`.
 */
export async function startAdditionalPropertyPayment(
  db: Database,
  provider: PaymentProvider,
  { user, additionalProperties }: { user: PublicUser; additionalProperties: number },
): Promise<AdditionalPropertyIntentDto> {
  if (user.role === "demo") return { demo: true };
  if (user.role !== "owner") throw new AppError("BAD_REQUEST", "No payment is needed to add a property");
  const tier = effectiveTier(user);
  const price = PLANS[tier].additionalHotelPrice;
  if (price === null) {
    throw new AppError(
      "BAD_REQUEST",
      `Your ${PLANS[tier].name} plan does not offer additional properties. Upgrade your plan to add more.`,
    );
  }
  if ((await countProperties(db, user.id)) < maxPropertiesFor(tier, user.additionalProperties)) {
    throw new AppError("BAD_REQUEST", "Your plan still has room for another property");
  }
  const amount = price * additionalProperties;
  const intent = await openIntent(db, provider, {
    userId: user.id,
    amount,
    purpose: { kind: "additional_property", additionalProperties },
    description: `Stockroom additional ${additionalProperties === 1 ? "property" : "properties"} (monthly)`,
  });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount };
}

/**
 * POST /api/additional-property/confirm-payment: once the add-on is paid, the property is created in
 * the same transaction. Repeating the call answers the property made the first time.
 */
export async function confirmAdditionalProperty(
  db: Database,
  provider: PaymentProvider,
  input: { user: PublicUser; paymentIntentId?: string | null; propertyData: PropertyData },
) {
  const { user } = input;
  const done = (property: Property) => ({
    success: true,
    message: `${property.name} has been added to your properties.`,
    property,
  });
  if (user.role === "demo") return done(await createProperty(db, user, input.propertyData));
  if (!input.paymentIntentId) throw new AppError("PAYMENT_REQUIRED", PAYMENT_MESSAGES.additionalPropertyRequired);
  const intentId = input.paymentIntentId;
  return db.transaction(async (tx) => {
    const intent = await lockIntent(tx, intentId, user.id);
    if (!intent || intent.purpose.kind !== "additional_property") throw notFound("Payment");
    if (!intent.appliedAt) {
      const settled = await settleIntent(tx, provider, intent);
      if (settled.status !== "succeeded")
        throw new AppError("PAYMENT_REQUIRED", settled.failureReason ?? "The payment has not completed");
      await applyAdditionalPropertyPayment(tx, provider, settled);
    }
    if (intent.purpose.propertyId) {
      const existing = await findPaidProperty(tx, { ownerId: user.id, id: intent.purpose.propertyId });
      if (existing) return done(existing);
    }
    const property = await createPropertyInTransaction(tx, user, input.propertyData);
    await markIntentApplied(tx, intent.id, { ...intent.purpose, propertyId: property.id });
    return done(property);
  });
}

/** Carries out a succeeded add-on payment: the allowance grows and the payment is recorded. */
export async function applyAdditionalPropertyPayment(tx: Executor, provider: PaymentProvider, intent: LedgerIntent) {
  const claimed = await claimIntent(tx, intent, "additional_property");
  if (!claimed) return;
  const { account, purpose } = claimed;
  await addAdditionalProperties(tx, account.id, {
    added: purpose.additionalProperties,
    changes: { ...paidFields(account, intent.amount, new Date()), updatedAt: new Date() },
  });
  await recordPayment(tx, {
    userId: account.id,
    amount: intent.amount,
    kind: "additional_property",
    tier: account.subscriptionTier,
    provider: provider.name,
    intentId: intent.id,
    status: "succeeded",
    // The add-on is paid for the rest of the current period, prorated.
    servicePeriod: account.currentPeriodEnd ? { start: new Date(), end: account.currentPeriodEnd } : null,
  });
}
