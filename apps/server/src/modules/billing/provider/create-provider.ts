import type Stripe from "stripe";
import type { AppConfig } from "../../../config";
import { createLocalProvider } from "./local-provider";
import type { PaymentProvider } from "./provider";
import { createStripeClient, createStripeProvider } from "./stripe-provider";

/** The payment provider and, with Stripe, its client and webhook secret. */
export interface PaymentServices {
  provider: PaymentProvider;
  stripe: Stripe | null;
  webhookSecret: string | null;
  /** The built-in provider on a production server (staging, PAYMENTS_PROVIDER=local): every page says so. */
  testPayments: boolean;
}

/** Stripe when configured (config.ts decides), else the built-in provider. */
export function createPaymentServices(config: Pick<AppConfig, "env" | "stripe">): PaymentServices {
  if (!config.stripe)
    return {
      provider: createLocalProvider(),
      stripe: null,
      webhookSecret: null,
      testPayments: config.env === "production",
    };
  const stripe = createStripeClient(config.stripe);
  return {
    provider: createStripeProvider(stripe, config.stripe),
    stripe,
    webhookSecret: config.stripe.webhookSecret ?? null,
    testPayments: false,
  };
}
