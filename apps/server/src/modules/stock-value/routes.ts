import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { spendQuerySchema, spendSchema, stockValueQuerySchema, stockValueSchema } from "@stockroom/shared";
import { allow, currentUser } from "../../plugins/auth";
import type { ReadDatabase } from "../../plugins/read-replica";
import { getSpend, getStockValue } from "./service";

export function stockValueRoutes(app: FastifyInstance, { readDb }: { readDb: ReadDatabase }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** The value of the stock on hand, per property and per category; owners only. */
  routes.get(
    "/api/stock-value",
    {
      preHandler: allow("analytics.view"),
      schema: {
        operationId: "getStockValue",
        summary: "Get the value of the stock on hand",
        querystring: stockValueQuerySchema,
        response: { 200: stockValueSchema },
      },
    },
    (request) => readDb(request, (db) => getStockValue(db, currentUser(request), request.query)),
  );
  /** Received quantities priced at receipt, per month; owners only. */
  routes.get(
    "/api/spend",
    {
      preHandler: allow("analytics.view"),
      schema: {
        operationId: "getSpend",
        summary: "Get the spend on received stock per month",
        querystring: spendQuerySchema,
        response: { 200: spendSchema },
      },
    },
    (request) => readDb(request, (db) => getSpend(db, currentUser(request), { query: request.query })),
  );
}
