import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  autoPaymentBodySchema,
  autoPaymentSchema,
  billingActionSchema,
  cancelUpdateBodySchema,
  clientPaymentSchema,
  confirmUpgradeBodySchema,
  nextPaymentQuerySchema,
  nextPaymentSchema,
  reactivateBodySchema,
  subscriptionInfoSchema,
  subscriptionUpdateBodySchema,
  subscriptionUpdateSchema,
  upgradeCalculationSchema,
  upgradeConfirmedSchema,
  upgradePaymentBodySchema,
  upgradePreviewSchema,
  upgradeQuoteBodySchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { allow, currentUser } from "../../plugins/auth";
import { cancelScheduledChange, cancelSubscription, updateSubscription } from "./changes";
import type { PaymentServices } from "./create-provider";
import { reactivateSubscription } from "./reactivate";
import { nextPayment, subscriptionInfo } from "./subscription";
import { confirmUpgrade, createUpgradePayment, tryAutoPayment, upgradeCalculation, upgradePreview } from "./upgrade";

/**
 * The subscription: information, upgrade previews and payments, plan changes, cancel and reactivate.
 * The demo variants (/api/demo/subscription/...) reach these handlers through the demo URL aliases.
 */
export function subscriptionRoutes(
  app: FastifyInstance,
  { db, payments }: { db: Database; payments: PaymentServices },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = allow("subscription.manage");
  /** A subscriber's call with its body and its 200 answer. */
  const subscriberCall = <B extends z.ZodType, T extends z.ZodType>(body: B, answer: T) => ({
    preHandler,
    schema: { body, response: { 200: answer } },
  });
  const { provider } = payments;

  /** The account, its effective plan and the next payment. */
  r.get("/api/subscription/info", { preHandler, schema: { response: { 200: subscriptionInfoSchema } } }, (request) =>
    subscriptionInfo(currentUser(request)),
  );

  /** The next charge: amount (cents), display text and date. */
  r.get(
    "/api/subscription/next-payment",
    {
      preHandler,
      schema: {
        querystring: nextPaymentQuerySchema,
        response: { 200: nextPaymentSchema },
      },
    },
    (request) => nextPayment(currentUser(request), new Date(), request.query.billingPeriod),
  );

  /** Upgrade preview in the create-upgrade-intent shape. */
  r.post(
    "/api/subscription/create-upgrade-intent",
    subscriberCall(upgradeQuoteBodySchema, upgradePreviewSchema),
    (request) =>
      upgradePreview(currentUser(request), { tier: request.body.subscriptionTier, yearly: request.body.isYearly }),
  );

  /** Upgrade preview in the calculate-upgrade shape. */
  r.post(
    "/api/subscription/calculate-upgrade",
    subscriberCall(upgradeQuoteBodySchema, upgradeCalculationSchema),
    (request) =>
      upgradeCalculation(currentUser(request), { tier: request.body.subscriptionTier, yearly: request.body.isYearly }),
  );

  /** Starts paying an upgrade: client secret and amount (cents), or nothing due. */
  r.post(
    "/api/subscription/create-upgrade-payment",
    subscriberCall(upgradePaymentBodySchema, clientPaymentSchema),
    (request) =>
      createUpgradePayment(db, provider, {
        user: currentUser(request),
        tier: request.body.targetTier,
        yearly: request.body.isYearly,
      }),
  );

  /** Applies an upgrade whose payment succeeded (idempotent). */
  r.post(
    "/api/subscription/confirm-upgrade",
    subscriberCall(confirmUpgradeBodySchema, upgradeConfirmedSchema),
    (request) =>
      confirmUpgrade(db, provider, {
        user: currentUser(request),
        tier: request.body.subscriptionTier,
        yearly: request.body.isYearly,
        paymentIntentId: request.body.paymentIntentId,
      }),
  );

  /** Pays an upgrade with the saved card, or says why not. */
  r.post("/api/subscription/try-auto-payment", subscriberCall(autoPaymentBodySchema, autoPaymentSchema), (request) =>
    tryAutoPayment(db, provider, {
      user: currentUser(request),
      tier: request.body.subscriptionTier,
      yearly: request.body.isYearly,
      expectedAmount: request.body.amount,
    }),
  );

  /** Changes plan: upgrades answer what to pay, downgrades are scheduled, the current tier cancels a schedule. */
  r.post(
    "/api/subscription/update",
    subscriberCall(subscriptionUpdateBodySchema, subscriptionUpdateSchema),
    (request) => updateSubscription(db, currentUser(request), request.body),
  );

  /** Cancels a scheduled plan change. */
  r.post("/api/subscription/cancel-update", subscriberCall(cancelUpdateBodySchema, billingActionSchema), (request) =>
    cancelScheduledChange(db, currentUser(request)),
  );

  /** Cancels the subscription; access continues to the period end. */
  r.post("/api/subscription/cancel", { preHandler, schema: { response: { 200: billingActionSchema } } }, (request) =>
    cancelSubscription(db, currentUser(request)),
  );

  /**
   * Undoes a cancellation, paying a new period with the saved card when the old one has ended; with
   * `paymentIntentId`, settles that payment once the customer has authenticated it.
   */
  r.post("/api/subscription/reactivate", subscriberCall(reactivateBodySchema, billingActionSchema), (request) =>
    reactivateSubscription(db, provider, { user: currentUser(request), ...request.body }),
  );
}
