import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BILLING_PERIODS, upgradeQuoteBodySchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { allowRoles, authenticated, currentUser } from "../../plugins/auth";
import { getPaymentStatus } from "./status";
import { nextPayment, previewUpgrade, subscriptionInfo } from "./subscription";

/** Payment status, subscription information and upgrade previews (read-only billing). */
export async function billingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subscriber = { preHandler: allowRoles("owner", "demo", "admin") };

  /** Whether the account may use the product, and the payment issue when not. */
  r.get("/api/payment/status", { preHandler: authenticated }, (request) => getPaymentStatus(db, currentUser(request)));

  /** The account, its effective plan and the next payment. */
  r.get("/api/subscription/info", subscriber, (request) => subscriptionInfo(currentUser(request)));
  r.get("/api/demo/subscription/info", subscriber, (request) => subscriptionInfo(currentUser(request)));

  const nextPaymentQuery = { querystring: z.object({ billingPeriod: z.enum(BILLING_PERIODS).optional() }) };
  /** The next charge: amount (cents), display text and date. */
  r.get("/api/subscription/next-payment", { ...subscriber, schema: nextPaymentQuery }, (request) =>
    nextPayment(currentUser(request), new Date(), request.query.billingPeriod),
  );
  r.get("/api/demo/subscription/next-payment", { ...subscriber, schema: nextPaymentQuery }, (request) =>
    nextPayment(currentUser(request), new Date(), request.query.billingPeriod),
  );

  /** Upgrade preview in the create-upgrade-intent shape. */
  r.post(
    "/api/subscription/create-upgrade-intent",
    { ...subscriber, schema: { body: upgradeQuoteBodySchema } },
    (request) => {
      const quote = previewUpgrade(currentUser(request), request.body.subscriptionTier, request.body.isYearly);
      return {
        previewAmount: quote.chargeAmount,
        currency: "usd",
        unusedValue: quote.unusedValue,
        proratedDays: quote.proratedDays,
        message: quote.message,
        summary: { nextChargeAmount: quote.nextChargeAmount, nextChargeDate: quote.nextChargeDate.toISOString() },
      };
    },
  );

  /** Upgrade preview in the calculate-upgrade shape. */
  r.post(
    "/api/subscription/calculate-upgrade",
    { ...subscriber, schema: { body: upgradeQuoteBodySchema } },
    (request) => {
      const quote = previewUpgrade(currentUser(request), request.body.subscriptionTier, request.body.isYearly);
      return {
        calculation: {
          chargeAmount: quote.chargeAmount,
          unusedValue: quote.unusedValue,
          proratedDays: quote.proratedDays,
          message: quote.message,
          summary: { nextChargeAmount: quote.nextChargeAmount, nextChargeDate: quote.nextChargeDate.toISOString() },
        },
      };
    },
  );
}
