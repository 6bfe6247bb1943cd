import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dailyCheckBodySchema, dailyCheckSchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { authenticated, currentUser } from "../../plugins/auth";
import { createDailyCheck } from "./service";

export function dailyChecksRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /**
   * Stores a daily count and sets each counted item's stock, with ledger rows carrying the variance: 201. A count
   * resent with a client id the user already sent answers the stored check with 200 and changes nothing.
   */
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/daily-checks",
    {
      preHandler: authenticated,
      schema: {
        operationId: "createDailyCheck",
        summary: "Record a daily stock count",
        body: dailyCheckBodySchema,
        response: { 200: dailyCheckSchema, 201: dailyCheckSchema },
        errorAnswers: { 409: "A counted item was deleted meanwhile" },
      },
    },
    async (request, reply) => {
      const { check, replayed } = await createDailyCheck(db, currentUser(request), request.body);
      return reply.status(replayed ? 200 : 201).send(check);
    },
  );
}
