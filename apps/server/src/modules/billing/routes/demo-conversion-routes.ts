import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  checkoutIntentSchema,
  demoConversionBodySchema,
  demoConversionConfirmBodySchema,
  demoConversionSchema,
} from "@stockroom/shared";
import type { Database } from "../../../db/client";
import { allow, currentUser } from "../../../plugins/auth";
import type { PaymentServices } from "../provider/create-provider";
import { confirmDemoConversion, startDemoConversion } from "../checkout/demo-conversion";

/** A demo account becoming a paying owner (decisions 79–80). */
export function demoConversionRoutes(
  app: FastifyInstance,
  { db, payments }: { db: Database; payments: PaymentServices },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Opens the first month's payment for the chosen plan and what happens to the demo data. */
  r.post(
    "/api/demo/conversion",
    {
      schema: {
        operationId: "startDemoConversion",
        summary: "Open the payment that turns the demo into a paid account",
        body: demoConversionBodySchema,
        response: { 200: checkoutIntentSchema },
      },
      preHandler: allow("demo.convert"),
    },
    (request) => startDemoConversion(db, payments.provider, { user: currentUser(request), ...request.body }),
  );

  /**
   * Converts the account once paid. Owners are admitted because a webhook or the card network may have
   * converted the account before the browser confirms. The session stays: same person, same sign-in.
   */
  r.post(
    "/api/demo/conversion/confirm",
    {
      schema: {
        operationId: "confirmDemoConversion",
        summary: "Turn the demo into a paid account once paid",
        body: demoConversionConfirmBodySchema,
        response: { 200: demoConversionSchema },
        errorAnswers: {
          400: "The payment was made for something else",
          402: "The payment has not completed",
          404: "The payment is not found",
          409: "The payment was refunded, or the account is already a customer",
        },
      },
      preHandler: allow("demo.confirmConversion"),
    },
    (request) => confirmDemoConversion(db, payments.provider, { user: currentUser(request), ...request.body }),
  );
}
