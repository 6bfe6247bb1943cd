import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { pingDatabase } from "./repo";

const healthSchema = {
  200: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
  503: z.object({ status: z.literal("error"), database: z.literal("unreachable"), message: z.string() }),
};

/** Liveness and database reachability, for load balancers and monitoring. */
export function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        operationId: "getHealth",
        summary: "Check that the server and its database answer",
        response: healthSchema,
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(db);
        return { status: "ok", database: "ok" } as const;
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply
          .status(503)
          .send({ status: "error", database: "unreachable", message: "Database unavailable" } as const);
      }
    },
  );
}
