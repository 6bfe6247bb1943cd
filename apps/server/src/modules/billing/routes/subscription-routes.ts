import type { FastifyInstance, FastifySchema } from "fastify";
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
import type { Database } from "../../../db/client";
import { allow, currentUser } from "../../../plugins/auth";
import { cancelScheduledChange, cancelSubscription, updateSubscription } from "../subscriptions/changes";
import type { PaymentServices } from "../provider/create-provider";
import type { BillingNotices } from "../notices";
import { reactivateSubscription } from "../subscriptions/reactivate";
import { type UpgradeTarget, nextPayment, subscriptionInfo } from "../subscriptions/subscription";
import {
  confirmUpgrade,
  createUpgradePayment,
  tryAutoPayment,
  upgradeCalculation,
  upgradePreview,
} from "../subscriptions/upgrade";

type ErrorAnswers = NonNullable<FastifySchema["errorAnswers"]>;

const DEMO_PLAN = "Demo accounts have no plan to change";
const noUpgrade: ErrorAnswers = { 400: `${DEMO_PLAN}, or the plan is not an upgrade` };

/**
 * The plan an upgrade's body names (the upgradeQuoteBodySchema fields), as the upgrade functions take it; its
 * `isYearly` can only be false (decision 189), and the period stays the account's.
 */
const upgradeTarget = (body: z.output<typeof upgradeQuoteBodySchema>): UpgradeTarget => ({
  tier: body.subscriptionTier,
});

/**
 * The subscription: information, upgrade previews and payments, plan changes, cancel and reactivate.
 * The demo variants (/api/demo/subscription/...) reach these handlers through the demo URL aliases.
 */
export function subscriptionRoutes(
  app: FastifyInstance,
  { db, payments, notices }: { db: Database; payments: PaymentServices; notices: BillingNotices },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = allow("subscription.manage");
  /** A subscriber's call: its names in the document, its body, its 200 answer and the errors it adds. */
  const subscriberCall = <B extends z.ZodType, T extends z.ZodType>(
    names: { operationId: string; summary: string },
    { body, answer, errorAnswers }: { body: B; answer: T; errorAnswers: ErrorAnswers },
  ) => ({
    preHandler,
    schema: { ...names, body, response: { 200: answer }, errorAnswers },
  });
  const { provider } = payments;

  /** The account, its effective plan and the next payment. */
  r.get(
    "/api/subscription/info",
    {
      preHandler,
      schema: {
        operationId: "getSubscription",
        summary: "Get the account's plan and next payment",
        response: { 200: subscriptionInfoSchema },
      },
    },
    (request) => subscriptionInfo(currentUser(request)),
  );

  /** The next charge: amount (cents), display text and date. */
  r.get(
    "/api/subscription/next-payment",
    {
      preHandler,
      schema: {
        operationId: "getNextPayment",
        summary: "Get the next charge: amount, text and date",
        querystring: nextPaymentQuerySchema,
        response: { 200: nextPaymentSchema },
      },
    },
    (request) => nextPayment(currentUser(request), new Date(), request.query.billingPeriod),
  );

  /** The two upgrade previews: one quote in the spec's two shapes, so one body and the same refusals. */
  const quoteCall = <T extends z.ZodType>(names: { operationId: string; summary: string }, answer: T) =>
    subscriberCall(names, { body: upgradeQuoteBodySchema, answer, errorAnswers: noUpgrade });

  /** Upgrade preview in the create-upgrade-intent shape. */
  r.post(
    "/api/subscription/create-upgrade-intent",
    quoteCall(
      { operationId: "previewUpgrade", summary: "Preview an upgrade (create-upgrade-intent shape)" },
      upgradePreviewSchema,
    ),
    (request) => upgradePreview(currentUser(request), upgradeTarget(request.body)),
  );

  /** Upgrade preview in the calculate-upgrade shape. */
  r.post(
    "/api/subscription/calculate-upgrade",
    quoteCall(
      { operationId: "calculateUpgrade", summary: "Preview an upgrade (calculate-upgrade shape)" },
      upgradeCalculationSchema,
    ),
    (request) => upgradeCalculation(currentUser(request), upgradeTarget(request.body)),
  );

  /** Starts paying an upgrade: client secret and amount (cents), or nothing due. */
  r.post(
    "/api/subscription/create-upgrade-payment",
    subscriberCall(
      { operationId: "createUpgradePayment", summary: "Start paying an upgrade" },
      { body: upgradePaymentBodySchema, answer: clientPaymentSchema, errorAnswers: noUpgrade },
    ),
    (request) => createUpgradePayment(db, provider, { user: currentUser(request), tier: request.body.targetTier }),
  );

  /** Applies an upgrade whose payment succeeded (idempotent). */
  r.post(
    "/api/subscription/confirm-upgrade",
    subscriberCall(
      { operationId: "confirmUpgrade", summary: "Apply an upgrade whose payment succeeded" },
      {
        body: confirmUpgradeBodySchema,
        answer: upgradeConfirmedSchema,
        errorAnswers: {
          ...noUpgrade,
          400: "The payment was made for another plan",
          402: "The payment has not completed",
          404: "The payment is not found",
        },
      },
    ),
    (request) =>
      confirmUpgrade(db, provider, {
        user: currentUser(request),
        ...upgradeTarget(request.body),
        paymentIntentId: request.body.paymentIntentId,
      }),
  );

  /** Pays an upgrade with the saved card, or says why not. */
  r.post(
    "/api/subscription/try-auto-payment",
    subscriberCall(
      { operationId: "payUpgradeWithSavedCard", summary: "Pay an upgrade with the saved card" },
      {
        body: autoPaymentBodySchema,
        answer: autoPaymentSchema,
        errorAnswers: { ...noUpgrade, 409: "The price changed since it was shown (the new `quote`)" },
      },
    ),
    (request) =>
      tryAutoPayment(db, provider, {
        user: currentUser(request),
        ...upgradeTarget(request.body),
        expectedAmount: request.body.amount,
      }),
  );

  /** Changes plan: upgrades answer what to pay, downgrades are scheduled, the current tier cancels a schedule. */
  r.post(
    "/api/subscription/update",
    subscriberCall(
      { operationId: "changePlan", summary: "Change plan: upgrade, schedule a downgrade or cancel one" },
      {
        body: subscriptionUpdateBodySchema,
        answer: subscriptionUpdateSchema,
        errorAnswers: {
          400: `${DEMO_PLAN}, or the properties to keep do not fit the plan`,
          409: "A failed payment must be restored first",
        },
      },
    ),
    (request) => updateSubscription(db, currentUser(request), { ...request.body, notices }),
  );

  /** Cancels a scheduled plan change. */
  r.post(
    "/api/subscription/cancel-update",
    subscriberCall(
      { operationId: "cancelPlanChange", summary: "Cancel a scheduled plan change" },
      {
        body: cancelUpdateBodySchema,
        answer: billingActionSchema,
        errorAnswers: { 400: DEMO_PLAN, 409: "No plan change is scheduled" },
      },
    ),
    (request) => cancelScheduledChange(db, currentUser(request), notices),
  );

  /** Cancels the subscription; access continues to the period end. */
  r.post(
    "/api/subscription/cancel",
    {
      preHandler,
      schema: {
        operationId: "cancelSubscription",
        summary: "Cancel the subscription at the period end",
        response: { 200: billingActionSchema },
        errorAnswers: { 400: DEMO_PLAN, 409: "The subscription is already canceled" },
      },
    },
    (request) => cancelSubscription(db, currentUser(request), notices),
  );

  /**
   * Undoes a cancellation, paying a new period with the saved card when the old one has ended; with
   * `paymentIntentId`, settles that payment once the customer has authenticated it.
   */
  r.post(
    "/api/subscription/reactivate",
    subscriberCall(
      { operationId: "reactivateSubscription", summary: "Undo a cancellation" },
      {
        body: reactivateBodySchema,
        answer: billingActionSchema,
        errorAnswers: {
          400: DEMO_PLAN,
          404: "The payment of `paymentIntentId` is not found",
          409: "The subscription is not canceled",
        },
      },
    ),
    (request) => reactivateSubscription(db, provider, { user: currentUser(request), ...request.body, notices }),
  );
}
