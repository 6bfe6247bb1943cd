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
import type { Mailer } from "../email/mailer";
import { allow, currentUser } from "../../plugins/auth";
import { rateLimitBy } from "../../plugins/security";
import * as service from "./service";

const list = { 200: z.array(purchaseOrderSchema) };
const detail = { 200: purchaseOrderDetailSchema };

/** Purchase orders made from approved requests, their PDFs and their emails to suppliers (issue 22.3). */
export function purchaseOrdersRoutes(app: FastifyInstance, { db, mailer }: { db: Database; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = allow("purchaseOrders.manage");
  // Every PDF costs rendering, downloaded or emailed: counted together per account, as label sheets are.
  const limitPdfs = rateLimitBy(app, {
    max: PURCHASE_ORDER_LIMITS.pdfsPerMinute,
    windowMs: 60_000,
    message: PURCHASE_ORDER_MESSAGES.tooManyPdfs,
    keys: [(request) => `purchase-order-pdfs-account:${currentUser(request).id}`],
  });

  /** Makes the approved request's orders, one per supplier, or answers the ones already made. */
  r.post(
    "/api/requests/:id/purchase-orders",
    { preHandler: manage, schema: { params: idParamsSchema, response: list } },
    (request) => service.createOrdersForRequest(db, currentUser(request), request.params.id),
  );

  /** The owner's orders, newest first; optional propertyId and status; paged (limit, cursor). */
  r.get(
    "/api/purchase-orders",
    { preHandler: manage, schema: { querystring: purchaseOrderListQuerySchema, response: list } },
    async (request, reply) => sendPage(reply, await service.listOrders(db, currentUser(request), request.query)),
  );

  /** One order with its lines. */
  r.get(
    "/api/purchase-orders/:id",
    { preHandler: manage, schema: { params: idParamsSchema, response: detail } },
    (request) => service.getOrder(db, currentUser(request), request.params.id),
  );

  /** The order as a PDF download, PO-000042.pdf. */
  r.get(
    "/api/purchase-orders/:id/pdf",
    { preHandler: [manage, limitPdfs], schema: { params: idParamsSchema } },
    async (request, reply) => {
      const { pdf, fileName } = await service.printOrder(db, currentUser(request), request.params.id);
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", `attachment; filename="${fileName}"`)
        .header("Cache-Control", "private, no-store")
        .send(pdf);
    },
  );

  /**
   * Queues the order's PDF for its supplier by email (202): the order reads sent once SMTP has taken it, and
   * its `email` says how delivery goes meanwhile. Again writes another email.
   */
  r.post(
    "/api/purchase-orders/:id/send",
    {
      preHandler: [manage, limitPdfs],
      schema: { params: idParamsSchema, response: { 202: purchaseOrderDetailSchema } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await service.sendOrder(db, { user: currentUser(request), id: request.params.id, mailer })),
  );
}
