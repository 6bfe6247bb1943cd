import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { webhookAnswerSchema } from "@stockroom/shared";
import type { Database } from "../../../db/client";
import { AppError } from "../../../lib/errors";
import type { PaymentServices } from "../provider/create-provider";
import { applyStripeEvent } from "../payments/webhooks";

/**
 * POST /api/stripe/webhook: Stripe's reports of payments and card setups. The signature is checked on
 * the exact bytes received, and each event id is recorded in the same transaction that applies it,
 * so a replayed or duplicated event changes nothing.
 */
export function stripeWebhookRoutes(
  app: FastifyInstance,
  { db, payments }: { db: Database; payments: PaymentServices },
) {
  // Signature verification needs the raw body, so this plugin keeps JSON unparsed.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  const schema = {
    operationId: "receiveStripeWebhook",
    summary: "Receive a Stripe event (signed with the Stripe-Signature header)",
    response: { 200: webhookAnswerSchema },
    errorAnswers: {
      400: "The Stripe-Signature header is missing or does not match the body",
      404: "Stripe webhooks are not configured",
    },
  };
  app.post("/api/stripe/webhook", { schema }, async (request) => {
    const { stripe, webhookSecret, provider } = payments;
    if (!stripe || !webhookSecret) throw new AppError("NOT_FOUND", "Webhooks are not configured");
    const signature = request.headers["stripe-signature"];
    if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) {
      throw new AppError("BAD_REQUEST", "Missing webhook signature");
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch (error) {
      throw new AppError("BAD_REQUEST", "Invalid webhook signature").withCause(error);
    }
    const applied = await applyStripeEvent(db, provider, event);
    return { received: true, duplicate: !applied };
  });
}
