import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dailyCheckBodySchema, dailyCheckSchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { authenticated, currentUser } from "../../plugins/auth";
import { createDailyCheck } from "./service";

export function dailyChecksRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** Stores a daily count and sets each counted item's stock, with ledger rows carrying the variance. */
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/daily-checks",
      { preHandler: authenticated, schema: { body: dailyCheckBodySchema, response: { 201: dailyCheckSchema } } },
      async (request, reply) => reply.status(201).send(await createDailyCheck(db, currentUser(request), request.body)),
    );
}
