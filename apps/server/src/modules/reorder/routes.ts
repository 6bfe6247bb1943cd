import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { reorderQuerySchema, reorderSuggestionsSchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { allow, currentUser } from "../../plugins/auth";
import { reorderSuggestions } from "./service";

export function reorderRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** The lines "Request all low items" starts New Request with, for one property (issue 20.3). */
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/reorder-suggestions",
    {
      preHandler: allow("requests.submit"),
      schema: {
        operationId: "listReorderSuggestions",
        summary: "List the restock lines of a property's low items",
        querystring: reorderQuerySchema,
        response: { 200: reorderSuggestionsSchema },
      },
    },
    (request) => reorderSuggestions(db, currentUser(request), request.query.propertyId),
  );
}
