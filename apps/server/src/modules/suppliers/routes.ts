import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { successSchema, supplierBodySchema, supplierSchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { idParamsSchema } from "../../lib/params";
import { allow, authenticated, currentUser } from "../../plugins/auth";
import * as service from "./service";

const manage = allow("suppliers.manage");

export function suppliersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The account's suppliers by name; managers read their owner's, for the item form's supplier choice. */
  r.get(
    "/api/suppliers",
    { preHandler: authenticated, schema: { response: { 200: z.array(supplierSchema) } } },
    (request) => service.listSuppliers(db, currentUser(request)),
  );

  /** A new supplier (409 with fields.name for a name the owner already uses). */
  r.post(
    "/api/suppliers",
    { preHandler: manage, schema: { body: supplierBodySchema, response: { 201: supplierSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.createSupplier(db, currentUser(request), request.body)),
  );

  r.put(
    "/api/suppliers/:id",
    {
      preHandler: manage,
      schema: { params: idParamsSchema, body: supplierBodySchema, response: { 200: supplierSchema } },
    },
    (request) => service.updateSupplier(db, currentUser(request), { id: request.params.id, body: request.body }),
  );

  /** Deletes a supplier; its items then prefer none, and its purchase orders keep the name they copied. */
  r.delete(
    "/api/suppliers/:id",
    { preHandler: manage, schema: { params: idParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await service.deleteSupplier(db, currentUser(request), request.params.id);
      return { success: true };
    },
  );
}
