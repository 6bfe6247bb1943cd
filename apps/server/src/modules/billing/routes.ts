import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BILLING_PERIODS,
  cardDetailsSchema,
  subscriptionUpdateBodySchema,
  upgradeQuoteBodySchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { allowRoles, authenticated, currentUser } from "../../plugins/auth";
import { cancelScheduledChange, cancelSubscription, reactivateSubscription, updateSubscription } from "./changes";
import { localProvider } from "./local-provider";
import { retryPayment } from "./retry";
import { listPaymentMethods } from "./methods";
import { getPaymentStatus } from "./status";
import { confirmUpgrade, createUpgradePayment, tryAutoPayment } from "./upgrade";
import { nextPayment, previewUpgrade, subscriptionInfo } from "./subscription";

/** Payment status, subscription information and upgrade previews (read-only billing). */
export async function billingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subscriber = { preHandler: allowRoles("owner", "demo", "admin") };

  /** Whether the account may use the product, and the payment issue when not. */
  r.get("/api/payment/status", { preHandler: authenticated }, (request) => getPaymentStatus(db, currentUser(request)));

  /** The account, its effective plan and the next payment. */
  r.get("/api/subscription/info", subscriber, (request) => subscriptionInfo(currentUser(request)));
  r.get("/api/demo/subscription/info", subscriber, (request) => subscriptionInfo(currentUser(request)));

  const nextPaymentQuery = { querystring: z.object({ billingPeriod: z.enum(BILLING_PERIODS).optional() }) };
  /** The next charge: amount (cents), display text and date. */
  r.get("/api/subscription/next-payment", { ...subscriber, schema: nextPaymentQuery }, (request) =>
    nextPayment(currentUser(request), new Date(), request.query.billingPeriod),
  );
  r.get("/api/demo/subscription/next-payment", { ...subscriber, schema: nextPaymentQuery }, (request) =>
    nextPayment(currentUser(request), new Date(), request.query.billingPeriod),
  );

  /** Upgrade preview in the create-upgrade-intent shape. */
  r.post(
    "/api/subscription/create-upgrade-intent",
    { ...subscriber, schema: { body: upgradeQuoteBodySchema } },
    (request) => {
      const quote = previewUpgrade(currentUser(request), request.body.subscriptionTier, request.body.isYearly);
      return {
        previewAmount: quote.chargeAmount,
        currency: "usd",
        unusedValue: quote.unusedValue,
        proratedDays: quote.proratedDays,
        message: quote.message,
        summary: { nextChargeAmount: quote.nextChargeAmount, nextChargeDate: quote.nextChargeDate.toISOString() },
      };
    },
  );

  /** Upgrade preview in the calculate-upgrade shape. */
  r.post(
    "/api/subscription/calculate-upgrade",
    { ...subscriber, schema: { body: upgradeQuoteBodySchema } },
    (request) => {
      const quote = previewUpgrade(currentUser(request), request.body.subscriptionTier, request.body.isYearly);
      return {
        calculation: {
          chargeAmount: quote.chargeAmount,
          unusedValue: quote.unusedValue,
          proratedDays: quote.proratedDays,
          message: quote.message,
          summary: { nextChargeAmount: quote.nextChargeAmount, nextChargeDate: quote.nextChargeDate.toISOString() },
        },
      };
    },
  );

  /** Starts paying an upgrade: client secret and amount (cents), or nothing due. */
  r.post(
    "/api/subscription/create-upgrade-payment",
    { ...subscriber, schema: { body: upgradePaymentBody } },
    (request) => createUpgradePayment(db, currentUser(request), request.body.targetTier, request.body.isYearly),
  );

  /** Applies an upgrade whose payment succeeded (idempotent). */
  r.post("/api/subscription/confirm-upgrade", { ...subscriber, schema: { body: confirmUpgradeBody } }, (request) =>
    confirmUpgrade(
      db,
      currentUser(request),
      request.body.subscriptionTier,
      request.body.isYearly,
      request.body.paymentIntentId,
    ),
  );

  /** Pays an upgrade with the saved card, or says why not. */
  r.post("/api/subscription/try-auto-payment", { ...subscriber, schema: { body: upgradeQuoteBodySchema } }, (request) =>
    tryAutoPayment(db, currentUser(request), request.body.subscriptionTier, request.body.isYearly),
  );

  /** Changes plan: upgrades answer what to pay, downgrades are scheduled, the current tier cancels a schedule. */
  for (const path of ["/api/subscription/update", "/api/demo/subscription/update"]) {
    r.post(path, { ...subscriber, schema: { body: subscriptionUpdateBodySchema } }, (request) =>
      updateSubscription(db, currentUser(request), request.body),
    );
  }

  /** Cancels a scheduled plan change. */
  r.post("/api/subscription/cancel-update", subscriber, (request) => cancelScheduledChange(db, currentUser(request)));

  /** Cancels the subscription; access continues to the period end. */
  for (const path of ["/api/subscription/cancel", "/api/demo/subscription/cancel"]) {
    r.post(path, subscriber, (request) => cancelSubscription(db, currentUser(request)));
  }

  /** Undoes a cancellation within the paid period. */
  for (const path of ["/api/subscription/reactivate", "/api/demo/subscription/reactivate"]) {
    r.post(path, subscriber, (request) => reactivateSubscription(db, currentUser(request)));
  }

  /** Charges a failed payment again with the saved card. */
  r.post(
    "/api/payment/retry",
    { ...subscriber, schema: { body: z.object({ invoiceId: z.number().int().min(1) }) } },
    (request) => retryPayment(db, currentUser(request), request.body.invoiceId),
  );

  /** The saved cards (brand, last four, expiry). */
  r.get("/api/payment/methods", subscriber, async (request) => ({
    paymentMethods: await listPaymentMethods(db, currentUser(request).id),
  }));

  /** Starts saving a new card: the browser confirms the returned setup secret. */
  r.post("/api/payment/update-method", subscriber, async (request) => {
    const intent = await localProvider.createIntent(db, {
      userId: currentUser(request).id,
      amount: 0,
      purpose: { kind: "setup" },
    });
    return { clientSecret: intent.clientSecret };
  });

  /** The publishable key for Stripe Elements; null means the built-in card form. */
  r.get("/api/stripe/config", () => ({ publishableKey: null, provider: "local" }));

  /** The built-in provider's card confirmation (what Stripe.js does against Stripe). */
  r.post("/api/local-payments/confirm", { schema: { body: localConfirmBody } }, (request) =>
    localProvider.confirm(db, request.body.clientSecret, request.body.card),
  );

  /** The built-in provider's 3-D Secure step for the authentication test card. */
  r.post("/api/local-payments/authenticate", { schema: { body: localAuthenticateBody } }, (request) =>
    localProvider.authenticate(db, request.body.clientSecret, request.body.approve),
  );
}

const upgradePaymentBody = z.object({
  targetTier: upgradeQuoteBodySchema.shape.subscriptionTier,
  isYearly: z.boolean().default(false),
});
const confirmUpgradeBody = upgradeQuoteBodySchema.extend({ paymentIntentId: z.string().max(64).nullish() });
const localConfirmBody = z.object({ clientSecret: z.string().min(1).max(200), card: cardDetailsSchema });
const localAuthenticateBody = z.object({ clientSecret: z.string().min(1).max(200), approve: z.boolean() });
