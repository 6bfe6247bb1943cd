import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { clientPaymentSchema, testPaymentBodySchema } from "@stockroom/shared";
import type { Database } from "../../../db/client";
import type { PaymentServices } from "../provider/create-provider";
import { startTestPayment } from "../payments/methods";
import { limitAnonymousPayments } from "./payment-routes";

/**
 * The plan-selection demo screen's payment when signed out: a real confirmation that changes no account.
 * Registered outside production only (issue 34): a production server has no payment that belongs to nobody.
 */
export function testPaymentRoutes(app: FastifyInstance, { db, payments }: { db: Database; payments: PaymentServices }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/test-payment",
    {
      schema: {
        operationId: "startTestPayment",
        summary: "Start a test payment that changes no account (outside production)",
        body: testPaymentBodySchema,
        response: { 200: clientPaymentSchema },
        errorAnswers: { 403: "The payment provider takes no test payments" },
      },
      preHandler: limitAnonymousPayments(app),
    },
    (request) =>
      startTestPayment(db, payments.provider, { tier: request.body.targetTier, yearly: request.body.isYearly }),
  );
}
