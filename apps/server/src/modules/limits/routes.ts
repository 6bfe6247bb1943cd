import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { usageLimitsSchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { allow, currentUser } from "../../plugins/auth";
import { getUsageLimits } from "./service";

export function limitsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** The plan's limits and the account's usage against them: for those who hold the plan, not managers. */
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/usage-limits",
    {
      preHandler: allow("limits.view"),
      schema: {
        operationId: "getUsageLimits",
        summary: "Get the plan's limits and the account's usage",
        response: { 200: usageLimitsSchema },
      },
    },
    (request) => getUsageLimits(db, currentUser(request)),
  );
}
