import crypto from "node:crypto";
import { afterAll } from "vitest";
import { createPaymentServices } from "../modules/billing";
import { type StripeStandIn, startStripeStandIn } from "./stripe-stand-in";
import { useTestContext } from "./suite";

const WEBHOOK_SECRET = "whsec_stockroom_test";

/**
 * useTestContext on the Stripe provider: the official SDK talks to a Stripe stand-in, started before
 * the app and closed after it. Answers the stand-in's objects, the app's Stripe client (what the tests
 * confirm intents with, as Stripe.js would) and a sender of signed webhook events.
 */
export function useStripeTestContext() {
  const standIn = {} as StripeStandIn;
  // Registered before the context's own afterAll, so it runs after it (vitest runs after-hooks as a stack).
  afterAll(() => standIn.close());
  const { ctx, api } = useTestContext(async () => {
    Object.assign(standIn, await startStripeStandIn());
    const stripe = {
      secretKey: "sk_test_stockroom",
      publishableKey: "pk_test_stockroom",
      webhookSecret: WEBHOOK_SECRET,
      apiBase: standIn.url,
    };
    return { seed: false, payments: createPaymentServices({ env: "test", stripe }) };
  });
  const stripe = () => ctx.payments.stripe!;

  /** Sends an event to the webhook endpoint signed the way Stripe signs it (or with another secret). */
  function sendEvent(
    type: string,
    object: { id: string },
    eventId = `evt_${crypto.randomUUID()}`,
    secret = WEBHOOK_SECRET,
  ) {
    const payload = JSON.stringify({ id: eventId, object: "event", type, created: 1, data: { object } });
    const signature = stripe().webhooks.generateTestHeaderString({ payload, secret });
    return ctx.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
  }

  return { ctx, api, standIn, stripe, sendEvent };
}
