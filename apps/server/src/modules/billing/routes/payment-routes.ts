import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  ACCOUNT_MESSAGES,
  additionalPropertyConfirmBodySchema,
  additionalPropertyConfirmedSchema,
  additionalPropertyIntentBodySchema,
  additionalPropertyIntentSchema,
  billingActionSchema,
  billingDetailsResponseSchema,
  billingDetailsSchema,
  INVOICING_MESSAGES,
  RECEIPT_LIMITS,
  cardSetupSchema,
  localAuthenticateBodySchema,
  localConfirmBodySchema,
  localConfirmationSchema,
  paymentConfigSchema,
  paymentHistoryResponseSchema,
  paymentMethodsResponseSchema,
  paymentStatusSchema,
  retryPaymentBodySchema,
} from "@stockroom/shared";
import type { Seller } from "../../../config";
import type { Database } from "../../../db/client";
import { idParamsSchema } from "../../../lib/params";
import { sendPdfAttachment } from "../../../lib/pdf-attachment";
import { allow, authenticated, currentUser } from "../../../plugins/auth";
import { rateLimitBy } from "../../../plugins/security";
import { renderBudget } from "../../../renders/budget";
import type { RenderPool } from "../../../renders/pool";
import { confirmAdditionalProperty, startAdditionalPropertyPayment } from "../subscriptions/additional-property";
import type { PaymentServices } from "../provider/create-provider";
import { authenticateLocalIntent, confirmLocalIntent } from "../provider/local-card-network";
import { paymentHistory } from "../payments/history";
import { getBillingDetails, printReceipt, saveBillingDetails } from "../payments/receipt-document";
import { listPaymentMethods, startCardSetup } from "../payments/methods";
import { retryPayment } from "../subscriptions/retry";
import { getPaymentStatus } from "../subscriptions/status";

/**
 * Card payments a signed-out client may start or confirm: 30 a minute per address, counted together by
 * every route that uses this limit (decision 51).
 */
export function limitAnonymousPayments(app: FastifyInstance) {
  return rateLimitBy(app, {
    max: 30,
    windowMs: 60 * 1000,
    message: ACCOUNT_MESSAGES.tooManyCheckouts,
    keys: [(request) => `card-payments:${request.ip}`],
  });
}

/** What the receipts need besides the database: who sells, and the threads that make PDFs. */
export interface Invoicing {
  seller: Seller;
  renders: Pick<RenderPool, "receipt">;
}

interface PaymentRoutesOptions {
  db: Database;
  payments: PaymentServices;
  invoicing: Invoicing;
}

/**
 * Payment status and methods, the billing history with its receipts and details, retries, additional properties,
 * and the built-in provider's card endpoints.
 */
export function paymentRoutes(app: FastifyInstance, { db, payments, invoicing }: PaymentRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subscriber = allow("subscription.manage");
  const answers = <T extends z.ZodType>(schema: T) => ({ 200: schema });
  const { provider } = payments;
  const limitCardPayments = limitAnonymousPayments(app);

  /** Whether the account may use the product, and the payment issue when not. */
  r.get(
    "/api/payment/status",
    {
      preHandler: authenticated,
      schema: {
        operationId: "getPaymentStatus",
        summary: "Get whether the account may be used, and its payment issue",
        response: answers(paymentStatusSchema),
      },
    },
    (request) => getPaymentStatus(db, currentUser(request)),
  );

  /** Charges a failed payment again with the saved card, or settles one whose authentication completed. */
  r.post(
    "/api/payment/retry",
    {
      preHandler: subscriber,
      schema: {
        operationId: "retryPayment",
        summary: "Charge a failed payment again, or settle an authenticated one",
        body: retryPaymentBodySchema,
        response: answers(billingActionSchema),
        errorAnswers: { 404: "The payment is not found, or not open" },
      },
    },
    (request) => retryPayment(db, provider, { user: currentUser(request), ...request.body }),
  );

  /** The saved cards (brand, last four, expiry). */
  r.get(
    "/api/payment/methods",
    {
      preHandler: subscriber,
      schema: {
        operationId: "listPaymentMethods",
        summary: "List the saved cards",
        response: answers(paymentMethodsResponseSchema),
      },
    },
    (request) => listPaymentMethods(db, provider, currentUser(request)),
  );

  /** The account's charges, failures and refunds, newest first: its billing history. */
  r.get(
    "/api/payment/history",
    {
      preHandler: subscriber,
      schema: {
        operationId: "listPayments",
        summary: "List the account's payments",
        response: answers(paymentHistoryResponseSchema),
      },
    },
    (request) => paymentHistory(db, currentUser(request)),
  );

  // Each receipt is a PDF made on the render threads: limited per account, as purchase orders are (issue 34).
  const receiptBudget = renderBudget(app, {
    key: "receipt-pdfs-account",
    perMinute: RECEIPT_LIMITS.pdfsPerMinute,
    concurrent: RECEIPT_LIMITS.concurrent,
    messages: { tooMany: INVOICING_MESSAGES.tooManyReceipts, busy: INVOICING_MESSAGES.receiptsBusy },
  });

  /** A payment's receipt as a PDF download, R-000123.pdf, with the details it was issued with. */
  r.get(
    "/api/payment/history/:id/receipt",
    {
      preHandler: [subscriber, ...receiptBudget],
      schema: {
        operationId: "downloadReceipt",
        summary: "Download a payment's receipt as a PDF",
        params: idParamsSchema,
        fileAnswer: { mediaType: "application/pdf", description: "The receipt, as an attachment" },
        errorAnswers: { 404: "The account has no receipt for this payment" },
      },
    },
    async (request, reply) =>
      sendPdfAttachment(
        reply,
        await printReceipt(db, { user: currentUser(request), paymentId: request.params.id, ...invoicing }),
      ),
  );

  /** The company, billing address and tax id the receipts print. */
  r.get(
    "/api/payment/billing-details",
    {
      preHandler: subscriber,
      schema: {
        operationId: "getBillingDetails",
        summary: "Get the details the receipts name the customer by",
        response: answers(billingDetailsResponseSchema),
      },
    },
    (request) => getBillingDetails(db, currentUser(request)),
  );

  /** Changes them for the receipts issued from now on. */
  r.put(
    "/api/payment/billing-details",
    {
      preHandler: subscriber,
      schema: {
        operationId: "saveBillingDetails",
        summary: "Change the details the receipts name the customer by",
        body: billingDetailsSchema,
        response: answers(billingDetailsResponseSchema),
      },
    },
    (request) => saveBillingDetails(db, currentUser(request), request.body),
  );

  /** Starts saving a new card: the browser confirms the returned setup secret with the provider. */
  r.post(
    "/api/payment/update-method",
    {
      preHandler: subscriber,
      schema: {
        operationId: "startCardSetup",
        summary: "Start saving a new card",
        response: answers(cardSetupSchema),
      },
    },
    (request) => startCardSetup(db, provider, currentUser(request)),
  );

  /** The publishable key for Stripe Elements; null means the built-in card form. */
  const config = {
    schema: {
      operationId: "getPaymentConfig",
      summary: "Get the payment provider and its publishable key",
      response: answers(paymentConfigSchema),
    },
  };
  r.get("/api/stripe/config", config, () => ({
    publishableKey: provider.publishableKey,
    provider: provider.name,
    testPayments: payments.testPayments,
  }));

  /** Pays for properties beyond the plan's base (enterprise), or `{ demo: true }` for demo accounts. */
  r.post(
    "/api/additional-property/payment-intent",
    {
      preHandler: subscriber,
      schema: {
        operationId: "startAdditionalPropertyPayment",
        summary: "Start paying for properties beyond the plan's",
        body: additionalPropertyIntentBodySchema,
        response: answers(additionalPropertyIntentSchema),
        errorAnswers: { 400: "No payment is needed: the plan has room, or does not sell more properties" },
      },
    },
    (request) =>
      startAdditionalPropertyPayment(db, provider, {
        user: currentUser(request),
        additionalProperties: request.body.additionalProperties,
      }),
  );

  /** Creates the property once its add-on payment succeeded. */
  r.post(
    "/api/additional-property/confirm-payment",
    {
      preHandler: subscriber,
      schema: {
        operationId: "confirmAdditionalPropertyPayment",
        summary: "Create the property its paid add-on was for",
        body: additionalPropertyConfirmBodySchema,
        response: { 201: additionalPropertyConfirmedSchema },
        errorAnswers: {
          402: "No payment was given, or it has not completed",
          403: "The plan's property limit is reached (`LIMIT_EXCEEDED`)",
          404: "The payment is not found",
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await confirmAdditionalProperty(db, provider, { user: currentUser(request), ...request.body })),
  );

  if (provider.name !== "local") return;

  /** The built-in provider's card confirmation (what Stripe.js does against Stripe). */
  r.post(
    "/api/local-payments/confirm",
    {
      schema: {
        operationId: "confirmLocalPayment",
        summary: "Confirm a card payment (built-in provider)",
        body: localConfirmBodySchema,
        response: answers(localConfirmationSchema),
        errorAnswers: {
          400: "The card has expired",
          404: "The payment is not found",
          409: "The payment was canceled, or what it pays for can no longer be done",
        },
      },
      preHandler: limitCardPayments,
    },
    (request) => confirmLocalIntent(db, provider, request.body),
  );

  /** The built-in provider's 3-D Secure step for the authentication test card. */
  r.post(
    "/api/local-payments/authenticate",
    {
      schema: {
        operationId: "authenticateLocalPayment",
        summary: "Complete a card payment's 3-D Secure step (built-in provider)",
        body: localAuthenticateBodySchema,
        response: answers(localConfirmationSchema),
        errorAnswers: {
          404: "The payment is not found",
          409: "The payment needs no authentication, or what it pays for can no longer be done",
        },
      },
      preHandler: limitCardPayments,
    },
    (request) => authenticateLocalIntent(db, provider, request.body),
  );
}
