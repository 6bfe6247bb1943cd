import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  ACCOUNT_MESSAGES,
  additionalPropertyConfirmBodySchema,
  additionalPropertyConfirmedSchema,
  additionalPropertyIntentBodySchema,
  additionalPropertyIntentSchema,
  billingActionSchema,
  cardSetupSchema,
  localAuthenticateBodySchema,
  localConfirmBodySchema,
  localConfirmationSchema,
  paymentConfigSchema,
  paymentMethodsResponseSchema,
  paymentStatusSchema,
  retryPaymentBodySchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { allow, authenticated, currentUser } from "../../plugins/auth";
import { rateLimitBy } from "../../plugins/security";
import { confirmAdditionalProperty, startAdditionalPropertyPayment } from "./additional-property";
import type { PaymentServices } from "./create-provider";
import { authenticateLocalIntent, confirmLocalIntent } from "./local-card-network";
import { listPaymentMethods, startCardSetup } from "./methods";
import { retryPayment } from "./retry";
import { getPaymentStatus } from "./status";

/**
 * Card payments a signed-out client may start or confirm: 30 a minute per address, counted together by
 * every route that uses this limit (decision 51).
 */
export function limitAnonymousPayments(app: FastifyInstance) {
  return rateLimitBy(app, {
    max: 30,
    windowMs: 60 * 1000,
    message: ACCOUNT_MESSAGES.tooManyCheckouts,
    keys: [(request) => `card-payments:${request.ip}`],
  });
}

/** Payment status and methods, retries, additional properties, and the built-in provider's card endpoints. */
export function paymentRoutes(app: FastifyInstance, { db, payments }: { db: Database; payments: PaymentServices }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subscriber = allow("subscription.manage");
  const answers = <T extends z.ZodType>(schema: T) => ({ 200: schema });
  const { provider } = payments;
  const limitCardPayments = limitAnonymousPayments(app);

  /** Whether the account may use the product, and the payment issue when not. */
  r.get(
    "/api/payment/status",
    { preHandler: authenticated, schema: { response: answers(paymentStatusSchema) } },
    (request) => getPaymentStatus(db, currentUser(request)),
  );

  /** Charges a failed payment again with the saved card, or settles one whose authentication completed. */
  r.post(
    "/api/payment/retry",
    { preHandler: subscriber, schema: { body: retryPaymentBodySchema, response: answers(billingActionSchema) } },
    (request) => retryPayment(db, provider, { user: currentUser(request), ...request.body }),
  );

  /** The saved cards (brand, last four, expiry). */
  r.get(
    "/api/payment/methods",
    { preHandler: subscriber, schema: { response: answers(paymentMethodsResponseSchema) } },
    (request) => listPaymentMethods(db, provider, currentUser(request)),
  );

  /** Starts saving a new card: the browser confirms the returned setup secret with the provider. */
  r.post(
    "/api/payment/update-method",
    { preHandler: subscriber, schema: { response: answers(cardSetupSchema) } },
    (request) => startCardSetup(db, provider, currentUser(request)),
  );

  /** The publishable key for Stripe Elements; null means the built-in card form. */
  r.get("/api/stripe/config", { schema: { response: answers(paymentConfigSchema) } }, () => ({
    publishableKey: provider.publishableKey,
    provider: provider.name,
    testPayments: payments.testPayments,
  }));

  /** Pays for properties beyond the plan's base (enterprise), or `{ demo: true }` for demo accounts. */
  r.post(
    "/api/additional-property/payment-intent",
    {
      preHandler: subscriber,
      schema: { body: additionalPropertyIntentBodySchema, response: answers(additionalPropertyIntentSchema) },
    },
    (request) =>
      startAdditionalPropertyPayment(db, provider, {
        user: currentUser(request),
        additionalProperties: request.body.additionalProperties,
      }),
  );

  /** Creates the property once its add-on payment succeeded. */
  r.post(
    "/api/additional-property/confirm-payment",
    {
      preHandler: subscriber,
      schema: { body: additionalPropertyConfirmBodySchema, response: { 201: additionalPropertyConfirmedSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await confirmAdditionalProperty(db, provider, { user: currentUser(request), ...request.body })),
  );

  if (provider.name !== "local") return;

  /** The built-in provider's card confirmation (what Stripe.js does against Stripe). */
  r.post(
    "/api/local-payments/confirm",
    {
      schema: {
        body: localConfirmBodySchema,
        response: answers(localConfirmationSchema),
      },
      preHandler: limitCardPayments,
    },
    (request) => confirmLocalIntent(db, provider, request.body),
  );

  /** The built-in provider's 3-D Secure step for the authentication test card. */
  r.post(
    "/api/local-payments/authenticate",
    {
      schema: {
        body: localAuthenticateBodySchema,
        response: answers(localConfirmationSchema),
      },
      preHandler: limitCardPayments,
    },
    (request) => authenticateLocalIntent(db, provider, request.body),
  );
}
