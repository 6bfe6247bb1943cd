import Stripe from "stripe";
import type { CardSummary, IntentStatus, PaymentProvider } from "./provider";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  /** API base URL; only set to point the SDK at a stand-in (tests) — production talks to Stripe. */
  apiBase?: string;
}

/** The official SDK client, optionally aimed at another host (the tests' local stand-in). */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Stockroom" },
    ...(base
      ? { host: base.hostname, port: Number(base.port), protocol: base.protocol === "http:" ? "http" : "https" }
      : {}),
  });
}

function statusOf(status: Stripe.PaymentIntent.Status | Stripe.SetupIntent.Status): IntentStatus {
  switch (status) {
    case "succeeded":
      return "succeeded";
    case "requires_action":
      return "requires_action";
    case "canceled":
      return "canceled";
    case "processing":
    case "requires_capture":
      return "processing";
    default:
      // requires_payment_method, requires_confirmation, and states this SDK does not know yet.
      return "requires_payment_method";
  }
}

function cardOf(method: string | Stripe.PaymentMethod | null): CardSummary | null {
  if (!method || typeof method === "string" || !method.card) return null;
  return {
    providerMethodId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/**
 * Stripe as the payment processor: customers, saved cards (SetupIntents and `setup_future_usage`),
 * and every charge as a PaymentIntent — confirmed in the browser by Stripe Elements, or off-session
 * for renewals. Prices, proration and periods stay Stockroom's (decision 44, docs/decisions/).
 */
export function createStripeProvider(stripe: Stripe, settings: StripeSettings): PaymentProvider {
  return {
    name: "stripe",
    publishableKey: settings.publishableKey,
    testMode: settings.secretKey.startsWith("sk_test_"),

    async ensureCustomer({ userId, email, name, customerId }) {
      if (customerId) return customerId;
      const customer = await stripe.customers.create(
        { email, name: name || undefined, metadata: { userId } },
        { idempotencyKey: `customer:${userId}` },
      );
      return customer.id;
    },

    async createPaymentIntent({ customerId, amount, description, metadata }) {
      const intent = await stripe.paymentIntents.create({
        amount,
        currency: "usd",
        customer: customerId ?? undefined,
        // With a customer the card is kept for renewals charged without them present.
        setup_future_usage: customerId ? "off_session" : undefined,
        allowed_payment_method_types: ["card"],
        description,
        metadata,
      });
      return { id: intent.id, clientSecret: intent.client_secret! };
    },

    async createSetupIntent({ customerId, metadata }) {
      const intent = await stripe.setupIntents.create({
        customer: customerId ?? undefined,
        usage: "off_session",
        allowed_payment_method_types: ["card"],
        metadata,
      });
      return { id: intent.id, clientSecret: intent.client_secret! };
    },

    async retrieveIntent({ id }) {
      const intent = id.startsWith("seti_")
        ? await stripe.setupIntents.retrieve(id, { expand: ["payment_method"] })
        : await stripe.paymentIntents.retrieve(id, { expand: ["payment_method"] });
      const error = "last_payment_error" in intent ? intent.last_payment_error : intent.last_setup_error;
      return {
        status: statusOf(intent.status),
        failureReason: error?.message ?? null,
        card: cardOf(intent.payment_method),
      };
    },

    async chargeOffSession({ customerId, card, amount, description, idempotencyKey, metadata }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: "usd",
            customer: customerId ?? undefined,
            payment_method: card.providerMethodId,
            off_session: true,
            confirm: true,
            description,
            metadata,
          },
          { idempotencyKey },
        );
        const status = statusOf(intent.status);
        return {
          id: intent.id,
          clientSecret: intent.client_secret!,
          status: status === "succeeded" ? "succeeded" : status === "requires_action" ? "requires_action" : "declined",
          failureReason: intent.last_payment_error?.message ?? null,
        };
      } catch (error) {
        // Stripe answers a declined or unauthenticated off-session charge with a card error that
        // carries the failed PaymentIntent.
        if (!(error instanceof Stripe.errors.StripeCardError) || !error.payment_intent) throw error;
        const intent = error.payment_intent;
        return {
          id: intent.id,
          clientSecret: intent.client_secret!,
          status: error.code === "authentication_required" ? "requires_action" : "declined",
          failureReason: error.message,
        };
      }
    },

    async refund({ intentId, amount }) {
      await stripe.refunds.create({ payment_intent: intentId, amount }, { idempotencyKey: `refund:${intentId}` });
    },

    async setDefaultCard(customerId, providerMethodId) {
      if (!customerId) return;
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: providerMethodId } });
    },
  };
}
