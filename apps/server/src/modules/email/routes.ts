import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PAGE_LIMITS, outboxMessageSchema, pageQuerySchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { sendPage } from "../../lib/pagination";
import { allow } from "../../plugins/auth";
import { listOutbox } from "./service";

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
      schema: { querystring: outboxQuery, response: { 200: z.array(outboxMessageSchema) } },
    },
    async (request, reply) => sendPage(reply, await listOutbox(db, request.query)),
  );
}
