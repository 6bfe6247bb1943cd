import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PURCHASE_ORDER_LIMITS,
  PURCHASE_ORDER_MESSAGES,
  purchaseOrderDetailSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderSchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { sendPage } from "../../lib/pagination";
import { idParamsSchema } from "../../lib/params";
import { sendPdfAttachment } from "../../lib/pdf-attachment";
import type { Mailer } from "../email/mailer";
import { allow, currentUser } from "../../plugins/auth";
import { renderBudget } from "../../renders/budget";
import type { RenderPool } from "../../renders/pool";
import * as service from "./service";

const list = { 200: z.array(purchaseOrderSchema) };
const detail = { 200: purchaseOrderDetailSchema };

/** Purchase orders made from approved requests, their PDFs and their emails to suppliers (issue 22.3). */
export function purchaseOrdersRoutes(
  app: FastifyInstance,
  { db, mailer, renders }: { db: Database; mailer: Mailer; renders: RenderPool },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = allow("purchaseOrders.manage");
  // Every PDF costs rendering, downloaded or emailed: counted together per account, as label sheets are, and
  // made one at a time per account on the render threads (issue 34).
  const pdfBudget = renderBudget(app, {
    key: "purchase-order-pdfs-account",
    perMinute: PURCHASE_ORDER_LIMITS.pdfsPerMinute,
    concurrent: PURCHASE_ORDER_LIMITS.concurrent,
    messages: { tooMany: PURCHASE_ORDER_MESSAGES.tooManyPdfs, busy: PURCHASE_ORDER_MESSAGES.busy },
  });

  /** Makes the approved request's orders, one per supplier, or answers the ones already made. */
  r.post(
    "/api/requests/:id/purchase-orders",
    {
      preHandler: manage,
      schema: {
        operationId: "createPurchaseOrders",
        summary: "Make an approved request's purchase orders",
        params: idParamsSchema,
        response: list,
        errorAnswers: { 409: "The request is not approved, or has nothing to order" },
      },
    },
    (request) => service.createOrdersForRequest(db, currentUser(request), request.params.id),
  );

  /** The owner's orders, newest first; optional propertyId and status; paged (limit, cursor). */
  r.get(
    "/api/purchase-orders",
    {
      preHandler: manage,
      schema: {
        operationId: "listPurchaseOrders",
        summary: "List the owner's purchase orders, newest first",
        querystring: purchaseOrderListQuerySchema,
        response: list,
      },
    },
    async (request, reply) => sendPage(reply, await service.listOrders(db, currentUser(request), request.query)),
  );

  /** One order with its lines. */
  r.get(
    "/api/purchase-orders/:id",
    {
      preHandler: manage,
      schema: {
        operationId: "getPurchaseOrder",
        summary: "Get a purchase order with its lines",
        params: idParamsSchema,
        response: detail,
      },
    },
    (request) => service.getOrder(db, currentUser(request), request.params.id),
  );

  /** The order as a PDF download, PO-000042.pdf. */
  r.get(
    "/api/purchase-orders/:id/pdf",
    {
      preHandler: [manage, ...pdfBudget],
      schema: {
        operationId: "downloadPurchaseOrder",
        summary: "Download a purchase order as a PDF",
        params: idParamsSchema,
        fileAnswer: { mediaType: "application/pdf", description: "The order, as an attachment" },
      },
    },
    async (request, reply) =>
      sendPdfAttachment(
        reply,
        await service.printOrder(db, { user: currentUser(request), id: request.params.id, renders }),
      ),
  );

  /**
   * Queues the order's PDF for its supplier by email (202): the order reads sent once SMTP has taken it, and
   * its `email` says how delivery goes meanwhile. Again writes another email.
   */
  r.post(
    "/api/purchase-orders/:id/send",
    {
      preHandler: [manage, ...pdfBudget],
      schema: {
        operationId: "sendPurchaseOrder",
        summary: "Email a purchase order to its supplier",
        params: idParamsSchema,
        response: { 202: purchaseOrderDetailSchema },
        errorAnswers: {
          400: "The order has no supplier, or its supplier no email address",
          403: "Demo accounts cannot email suppliers",
        },
      },
    },
    async (request, reply) => {
      const order = await service.sendOrder(db, { user: currentUser(request), id: request.params.id, mailer, renders });
      return reply.status(202).send(order);
    },
  );
}
