import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dashboardStatsSchema, propertyFilterQuerySchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { authenticated, currentUser } from "../../plugins/auth";
import { getDashboardStats } from "./service";

export function dashboardRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** Total properties, pending requests, low-stock items and total items, optionally for one property. */
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/dashboard/stats",
    {
      preHandler: authenticated,
      schema: { querystring: propertyFilterQuerySchema, response: { 200: dashboardStatsSchema } },
    },
    (request) => getDashboardStats(db, currentUser(request), request.query.propertyId),
  );
}
