import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  assignManagerBodySchema,
  inactivePropertySchema,
  managerAssignmentSchema,
  propertyBodySchema,
  propertyListQuerySchema,
  propertySchema,
  propertyWithRelationsSchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { sendPage } from "../../lib/pagination";
import { assignmentParamsSchema, idParamsSchema } from "../../lib/params";
import { succeeded, successResponse } from "../../lib/success";
import { allow, authenticated, currentUser } from "../../plugins/auth";
import * as service from "./service";

const ownerLike = allow("properties.manage");
const listSchema = (operationId: string, summary: string) => ({
  operationId,
  summary,
  querystring: propertyListQuerySchema,
  response: { 200: z.array(propertyWithRelationsSchema) },
});

export function propertiesRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The owner's properties with managers and items (items=false leaves those out); paged. */
  const ownedList = listSchema("listProperties", "List the owner's properties");
  r.get("/api/properties", { preHandler: ownerLike, schema: ownedList }, async (request, reply) =>
    sendPage(reply, await service.listOwnedProperties(db, currentUser(request), request.query)),
  );

  /** The owner's properties a downgrade deactivated, to list as inactive with the way back (an upgrade). */
  r.get(
    "/api/properties/inactive",
    {
      preHandler: ownerLike,
      schema: {
        operationId: "listInactiveProperties",
        summary: "List the owner's inactive properties",
        response: { 200: z.array(inactivePropertySchema) },
      },
    },
    (request) => service.listInactiveProperties(db, currentUser(request)),
  );

  /** The properties the user works in: assigned ones for managers, owned ones otherwise. */
  const workedList = listSchema("listManagedProperties", "List the properties the user works in");
  r.get("/api/managed-properties", { preHandler: authenticated, schema: workedList }, async (request, reply) =>
    sendPage(reply, await service.listManagedProperties(db, currentUser(request), request.query)),
  );

  /** Creates a property within the plan (403 LIMIT_EXCEEDED or 402 PAYMENT_REQUIRED past it). */
  r.post(
    "/api/properties",
    {
      preHandler: ownerLike,
      schema: {
        operationId: "createProperty",
        summary: "Create a property",
        body: propertyBodySchema,
        response: { 201: propertySchema },
        errorAnswers: {
          402: "An additional property of the plan must be paid first (`additionalCost`)",
          403: "The plan's property limit is reached (`LIMIT_EXCEEDED`, with `currentUsage` and `maxAllowed`)",
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createProperty(db, currentUser(request), request.body)),
  );

  r.put(
    "/api/properties/:id",
    {
      preHandler: ownerLike,
      schema: {
        operationId: "updateProperty",
        summary: "Change a property",
        params: idParamsSchema,
        body: propertyBodySchema,
        response: { 200: propertySchema },
      },
    },
    (request) => service.updateProperty(db, currentUser(request), { id: request.params.id, ...request.body }),
  );

  r.delete(
    "/api/properties/:id",
    {
      preHandler: ownerLike,
      schema: {
        operationId: "deleteProperty",
        summary: "Delete a property",
        params: idParamsSchema,
        response: successResponse,
      },
    },
    (request) => succeeded(service.deleteProperty(db, currentUser(request), request.params.id)),
  );

  /** Assigns one of the owner's managers (403 LIMIT_EXCEEDED past managersPerProperty). */
  r.post(
    "/api/properties/:id/managers",
    {
      preHandler: ownerLike,
      schema: {
        operationId: "assignManager",
        summary: "Assign a manager to a property",
        params: idParamsSchema,
        body: assignManagerBodySchema,
        response: { 201: managerAssignmentSchema },
        errorAnswers: {
          403: "The plan's managers-per-property limit is reached (`LIMIT_EXCEEDED`)",
          409: "The manager is already assigned to the property",
        },
      },
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
    {
      preHandler: ownerLike,
      schema: {
        operationId: "unassignManager",
        summary: "Remove a manager from a property",
        params: assignmentParamsSchema,
        response: successResponse,
      },
    },
    (request) =>
      succeeded(
        service.removeManager(db, currentUser(request), {
          propertyId: request.params.id,
          managerId: request.params.managerId,
        }),
      ),
  );
}
