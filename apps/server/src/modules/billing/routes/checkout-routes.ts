import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ACCOUNT_MESSAGES,
  checkoutIntentSchema,
  completeRegistrationBodySchema,
  completeRegistrationSchema,
  createSubscriptionIntentBodySchema,
} from "@stockroom/shared";
import type { Database } from "../../../db/client";
import type { JobEngine } from "../../../jobs/engine";
import { rateLimitBy } from "../../../plugins/security";
import { startSession } from "../../auth/session";
import { completeRegistration, startCheckout } from "../checkout/checkout";
import type { PaymentServices } from "../provider/create-provider";

/** Checkout for new customers (accounts §2 Checkout, §7 Checkout). */
export function checkoutRoutes(
  app: FastifyInstance,
  { db, payments, jobs }: { db: Database; payments: PaymentServices; jobs: JobEngine },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limitCheckouts = rateLimitBy(app, {
    max: 10,
    windowMs: 60 * 1000,
    message: ACCOUNT_MESSAGES.tooManyCheckouts,
    keys: [(request) => `checkout-ip:${request.ip}`],
  });

  /** Opens the first period's payment; the account is created when it is paid. */
  r.post(
    "/api/create-subscription-intent",
    {
      schema: {
        operationId: "startCheckout",
        summary: "Open a new customer's first payment",
        body: createSubscriptionIntentBodySchema,
        response: { 200: checkoutIntentSchema },
        errorAnswers: { 409: "The caller is already signed in" },
      },
      preHandler: limitCheckouts,
    },
    async (request) => {
      const { intentId, intent } = await startCheckout(
        db,
        { provider: payments.provider, jobs },
        {
          body: request.body,
          signedIn: request.user !== null,
        },
      );
      request.session.checkoutIntentId = intentId;
      return intent;
    },
  );

  /** Activates the account once paid and signs in the browser that started the checkout. */
  r.post(
    "/api/complete-registration",
    {
      schema: {
        operationId: "completeRegistration",
        summary: "Activate a paid checkout's account and sign it in",
        body: completeRegistrationBodySchema,
        response: { 200: completeRegistrationSchema },
        errorAnswers: {
          400: "The payment was made for another plan",
          402: "The payment has not completed",
          404: "The checkout's payment is not found",
          409: "The payment was refunded, or the email address has an account",
        },
      },
      preHandler: limitCheckouts,
    },
    async (request) => {
      const { userId, answer } = await completeRegistration(db, payments.provider, {
        body: request.body,
        checkoutIntentId: request.session.checkoutIntentId,
      });
      if (answer.autoLogin) await startSession(request, userId);
      return answer;
    },
  );
}
