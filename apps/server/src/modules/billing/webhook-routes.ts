import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { z } from "zod";
import type { Database } from "../../db/client";
import { webhookEvents } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PaymentServices } from "./create-provider";
import { applySucceededIntent, recordIntentFailure } from "./events";

/** Stripe reads only the status; `duplicate` says an event id already seen was ignored. */
const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * POST /api/stripe/webhook: Stripe's reports of payments and card setups. The signature is checked on
 * the exact bytes received, and each event id is recorded in the same transaction that applies it,
 * so a replayed or duplicated event changes nothing.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { db, payments }: { db: Database; payments: PaymentServices },
) {
  // Signature verification needs the raw body, so this plugin keeps JSON unparsed.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post("/api/stripe/webhook", { schema: { response: { 200: webhookAnswerSchema } } }, async (request) => {
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
      throw new AppError("BAD_REQUEST", "Invalid webhook signature", {}, { cause: error });
    }
    const applied = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(webhookEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (!fresh) return false;
      switch (event.type) {
        case "payment_intent.succeeded":
        case "setup_intent.succeeded":
          await applySucceededIntent(tx, provider, event.data.object.id);
          break;
        case "payment_intent.payment_failed":
        case "payment_intent.canceled":
        case "setup_intent.setup_failed":
          await recordIntentFailure(tx, provider, event.data.object.id);
          break;
      }
      return true;
    });
    return { received: true, duplicate: !applied };
  });
}
