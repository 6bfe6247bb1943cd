import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createTransferBodySchema,
  transferResultSchema,
  transferTargetQuerySchema,
  transferTargetSchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { allow, currentUser } from "../../plugins/auth";
import * as service from "./service";

/** Transfers between two properties of the same owner (issue 22.2, decision 146). */
export function transfersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The role decides before the body is read: a manager learns nothing from a transfer's field messages.
  const transferrer = { preHandler: allow("inventory.transfer") };

  /** Moves units of an item to the same-named item of another of the owner's properties (created if none). */
  r.post(
    "/api/transfers",
    {
      ...transferrer,
      schema: {
        operationId: "createTransfer",
        summary: "Move units of an item to another property",
        body: createTransferBodySchema,
        response: { 201: transferResultSchema },
        errorAnswers: {
          403: "The target's new item would pass the plan's item limit (`LIMIT_EXCEEDED`)",
          404: "The item or the target property is not found, or not the owner's",
          409: "The item has fewer units than asked, or the target's stock would pass its maximum",
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createTransfer(db, currentUser(request), request.body)),
  );

  /** Which item of the target property a transfer would add to; null when it would create one. */
  r.get(
    "/api/transfers/target",
    {
      ...transferrer,
      schema: {
        operationId: "findTransferTarget",
        summary: "Find the item a transfer would add to",
        querystring: transferTargetQuerySchema,
        response: { 200: transferTargetSchema },
        errorAnswers: { 404: "The item or the target property is not found, or not the owner's" },
      },
    },
    (request) => service.findTransferTarget(db, currentUser(request), request.query),
  );
}
