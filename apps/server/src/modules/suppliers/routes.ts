import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { supplierBodySchema, supplierSchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { idParamsSchema } from "../../lib/params";
import { succeeded, successResponse } from "../../lib/success";
import { allow, authenticated, currentUser } from "../../plugins/auth";
import * as service from "./service";

const manage = allow("suppliers.manage");
const nameTaken = { 409: "The owner already has a supplier of this name (`fields.name`)" };

export function suppliersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The account's suppliers by name; managers read their owner's, for the item form's supplier choice. */
  r.get(
    "/api/suppliers",
    {
      preHandler: authenticated,
      schema: {
        operationId: "listSuppliers",
        summary: "List the account's suppliers",
        response: { 200: z.array(supplierSchema) },
      },
    },
    (request) => service.listSuppliers(db, currentUser(request)),
  );

  /** A new supplier (409 with fields.name for a name the owner already uses). */
  r.post(
    "/api/suppliers",
    {
      preHandler: manage,
      schema: {
        operationId: "createSupplier",
        summary: "Create a supplier",
        body: supplierBodySchema,
        response: { 201: supplierSchema },
        errorAnswers: nameTaken,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createSupplier(db, currentUser(request), request.body)),
  );

  r.put(
    "/api/suppliers/:id",
    {
      preHandler: manage,
      schema: {
        operationId: "updateSupplier",
        summary: "Change a supplier",
        params: idParamsSchema,
        body: supplierBodySchema,
        response: { 200: supplierSchema },
        errorAnswers: nameTaken,
      },
    },
    (request) => service.updateSupplier(db, currentUser(request), { id: request.params.id, body: request.body }),
  );

  /** Deletes a supplier; its items then prefer none, and its purchase orders keep the name they copied. */
  r.delete(
    "/api/suppliers/:id",
    {
      preHandler: manage,
      schema: {
        operationId: "deleteSupplier",
        summary: "Delete a supplier",
        params: idParamsSchema,
        response: successResponse,
      },
    },
    (request) => succeeded(service.deleteSupplier(db, currentUser(request), request.params.id)),
  );
}
