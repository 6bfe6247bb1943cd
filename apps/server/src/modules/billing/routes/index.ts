import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/client";
import type { JobEngine } from "../../../jobs/engine";
import type { PaymentServices } from "../provider/create-provider";
import type { BillingNotices } from "../notices";
import { checkoutRoutes } from "./checkout-routes";
import { demoConversionRoutes } from "./demo-conversion-routes";
import { type Invoicing, paymentRoutes } from "./payment-routes";
import { subscriptionRoutes } from "./subscription-routes";
import { testHookRoutes } from "./test-hook-routes";
import { testPaymentRoutes } from "./test-payment-routes";
import { stripeWebhookRoutes } from "./webhook-routes";

export interface BillingRoutesOptions {
  db: Database;
  payments: PaymentServices;
  jobs: JobEngine;
  /** The signed-out demo payment; never on a production server (issue 34). */
  testPayments: boolean;
  /** TEST_HOOKS=true: the browser journeys' clock for the scheduled jobs. */
  testHooks: boolean;
  /** Where billing's notices are written: plan changes, and the scheduled jobs run by the test hook. */
  notices: BillingNotices;
  /** The receipts' seller and PDF renderer. */
  invoicing: Invoicing;
}

/**
 * Every billing route. Each file stays its own plugin, registered in this fixed order, because the
 * API document files a route under the section its plugin's name gives ("subscriptionRoutes" is
 * "Subscription"); this plugin registers no route itself.
 */
export async function billingRoutes(app: FastifyInstance, options: BillingRoutesOptions) {
  const { db, payments, jobs, invoicing, notices } = options;
  await app.register(subscriptionRoutes, { db, payments, notices });
  await app.register(paymentRoutes, { db, payments, invoicing });
  for (const routes of [demoConversionRoutes, stripeWebhookRoutes]) await app.register(routes, { db, payments });
  await app.register(checkoutRoutes, { db, payments, jobs });
  if (options.testPayments) await app.register(testPaymentRoutes, { db, payments });
  if (options.testHooks) {
    await app.register(testHookRoutes, { db, payments, notices: { ...options.notices, seller: invoicing.seller } });
  }
}
