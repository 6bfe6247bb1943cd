import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  assignManagerBodySchema,
  managerAssignmentSchema,
  propertyBodySchema,
  propertyListQuerySchema,
  propertySchema,
  propertyWithRelationsSchema,
  successSchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { sendPage } from "../../lib/pagination";
import { assignmentParamsSchema, idParamsSchema } from "../../lib/params";
import { allow, authenticated, currentUser } from "../../plugins/auth";
import * as service from "./service";

const ownerLike = allow("properties.manage");
const listSchema = { querystring: propertyListQuerySchema, response: { 200: z.array(propertyWithRelationsSchema) } };
const success = { 200: successSchema };

export function propertiesRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The owner's properties with managers and items (items=false leaves those out); paged. */
  r.get("/api/properties", { preHandler: ownerLike, schema: listSchema }, async (request, reply) =>
    sendPage(reply, await service.listOwnedProperties(db, currentUser(request), request.query)),
  );

  /** The properties the user works in: assigned ones for managers, owned ones otherwise. */
  r.get("/api/managed-properties", { preHandler: authenticated, schema: listSchema }, async (request, reply) =>
    sendPage(reply, await service.listManagedProperties(db, currentUser(request), request.query)),
  );

  /** Creates a property within the plan (403 LIMIT_EXCEEDED or 402 PAYMENT_REQUIRED past it). */
  r.post(
    "/api/properties",
    { preHandler: ownerLike, schema: { body: propertyBodySchema, response: { 201: propertySchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.createProperty(db, currentUser(request), request.body)),
  );

  r.put(
    "/api/properties/:id",
    {
      preHandler: ownerLike,
      schema: { params: idParamsSchema, body: propertyBodySchema, response: { 200: propertySchema } },
    },
    (request) => service.updateProperty(db, currentUser(request), { id: request.params.id, ...request.body }),
  );

  r.delete(
    "/api/properties/:id",
    { preHandler: ownerLike, schema: { params: idParamsSchema, response: success } },
    async (request) => {
      await service.deleteProperty(db, currentUser(request), request.params.id);
      return { success: true };
    },
  );

  /** Assigns one of the owner's managers (403 LIMIT_EXCEEDED past managersPerProperty). */
  r.post(
    "/api/properties/:id/managers",
    {
      preHandler: ownerLike,
      schema: { params: idParamsSchema, body: assignManagerBodySchema, response: { 201: managerAssignmentSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await service.assignManager(db, currentUser(request), {
          propertyId: request.params.id,
          managerId: request.body.managerId,
        }),
      ),
  );

  r.delete(
    "/api/properties/:id/managers/:managerId",
    { preHandler: ownerLike, schema: { params: assignmentParamsSchema, response: success } },
    async (request) => {
      await service.removeManager(db, currentUser(request), {
        propertyId: request.params.id,
        managerId: request.params.managerId,
      });
      return { success: true };
    },
  );
}
