import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { analyticsQuerySchema, analyticsSchema } from "@stockroom/shared";
import { allow, currentUser } from "../../plugins/auth";
import type { ReadDatabase } from "../../plugins/read-replica";
import { createOverviewCache } from "./overview-cache";
import { getAnalytics } from "./service";

export function analyticsRoutes(
  app: FastifyInstance,
  { readDb, cacheTtlMs }: { readDb: ReadDatabase; cacheTtlMs: number },
) {
  const cache = cacheTtlMs > 0 ? createOverviewCache({ ttlMs: cacheTtlMs }) : undefined;
  /** Inventory analytics for owners (period, property, category, view). */
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/analytics",
    {
      preHandler: allow("analytics.view"),
      schema: {
        operationId: "getAnalytics",
        summary: "Get the inventory analytics",
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    (request) => readDb(request, (db) => getAnalytics(db, currentUser(request), { query: request.query, cache })),
  );
}
