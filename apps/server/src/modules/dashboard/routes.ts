import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dashboardStatsSchema, propertyFilterQuerySchema } from "@stockroom/shared";
import { authenticated, currentUser } from "../../plugins/auth";
import type { ReadDatabase } from "../../plugins/read-replica";
import { getDashboardStats } from "./service";

export function dashboardRoutes(app: FastifyInstance, { readDb }: { readDb: ReadDatabase }) {
  /** Total properties, pending requests, low-stock items and total items, optionally for one property. */
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/dashboard/stats",
    {
      preHandler: authenticated,
      schema: {
        operationId: "getDashboardStats",
        summary: "Get the dashboard's figures",
        querystring: propertyFilterQuerySchema,
        response: { 200: dashboardStatsSchema },
      },
    },
    (request) => readDb(request, (db) => getDashboardStats(db, currentUser(request), request.query.propertyId)),
  );
}
