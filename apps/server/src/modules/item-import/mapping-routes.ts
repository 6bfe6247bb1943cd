import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { itemImportMappingBodySchema, itemImportMappingSchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { idParamsSchema } from "../../lib/params";
import { succeeded, successResponse } from "../../lib/success";
import { currentUser } from "../../plugins/auth";
import * as saved from "./saved";

/** The account's saved column mappings (decision 198): listed, saved by name, deleted. */
export function itemMappingRoutes(
  app: FastifyInstance,
  { db, preHandler }: { db: Database; preHandler: preHandlerAsyncHookHandler },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/items/import-mappings",
    {
      preHandler,
      schema: {
        operationId: "listItemImportMappings",
        summary: "List the account's saved import mappings",
        response: { 200: z.array(itemImportMappingSchema) },
      },
    },
    (request) => saved.listMappings(db, currentUser(request)),
  );

  /** Saves a mapping under its name, replacing the account's mapping of that name (any case). */
  r.put(
    "/api/items/import-mappings",
    {
      preHandler,
      schema: {
        operationId: "saveItemImportMapping",
        summary: "Save an import mapping by name",
        body: itemImportMappingBodySchema,
        response: { 200: itemImportMappingSchema },
        errorAnswers: { 400: "The account already keeps as many mappings as it may" },
      },
    },
    (request) => saved.saveMapping(db, currentUser(request), request.body),
  );

  r.delete(
    "/api/items/import-mappings/:id",
    {
      preHandler,
      schema: {
        operationId: "deleteItemImportMapping",
        summary: "Delete a saved import mapping",
        params: idParamsSchema,
        response: successResponse,
      },
    },
    (request) => succeeded(saved.deleteMapping(db, currentUser(request), request.params.id)),
  );
}
