import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PAGE_LIMITS,
  adminOutboxMessageSchema,
  adminOutboxQuerySchema,
  outboxMessageSchema,
  outboxSummarySchema,
  pageQuerySchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import type { JobEngine } from "../../jobs/engine";
import { sendPage } from "../../lib/pagination";
import { idParamsSchema } from "../../lib/params";
import { allow } from "../../plugins/auth";
import { listAdminOutbox, listOutbox, outboxSummary, retryOutboxMessage } from "./service";

const outboxQuery = pageQuerySchema(PAGE_LIMITS.outbox);

/**
 * Development mailbox: the outbox as JSON, outside production only, and for admins only, because the
 * messages hold live password reset links.
 */
export function devMailboxRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/dev/outbox",
    {
      preHandler: allow("devMailbox.read"),
      schema: {
        operationId: "listDevMailbox",
        summary: "List the outbox with message bodies (outside production)",
        querystring: outboxQuery,
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listOutbox(db, request.query)),
  );
}

/**
 * The admin's outbox, in production too (issue 34.2): every message's delivery without its body, the count
 * per status, and a retry for what failed or died.
 */
export function adminOutboxRoutes(app: FastifyInstance, { db, jobs }: { db: Database; jobs: JobEngine }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = allow("operations.manage");

  /** Newest first; `status` is one status or `pending` (queued and sending); paged (limit, cursor). */
  r.get(
    "/api/admin/outbox",
    {
      preHandler,
      schema: {
        operationId: "listOutbox",
        summary: "List the email outbox, newest first",
        querystring: adminOutboxQuerySchema,
        response: { 200: z.array(adminOutboxMessageSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listAdminOutbox(db, request.query)),
  );

  r.get(
    "/api/admin/outbox/summary",
    {
      preHandler,
      schema: {
        operationId: "getOutboxSummary",
        summary: "Count the outbox's messages per status",
        response: { 200: outboxSummarySchema },
      },
    },
    () => outboxSummary(db),
  );

  /** A failed or dead message goes back to queued with a new delivery job (202); anything else is a 409. */
  r.post(
    "/api/admin/outbox/:id/retry",
    {
      preHandler,
      schema: {
        operationId: "retryOutboxMessage",
        summary: "Queue a failed email again",
        params: idParamsSchema,
        response: { 202: adminOutboxMessageSchema },
        errorAnswers: { 409: "The message has not failed" },
      },
    },
    async (request, reply) => reply.status(202).send(await retryOutboxMessage(db, { jobs, id: request.params.id })),
  );
}
