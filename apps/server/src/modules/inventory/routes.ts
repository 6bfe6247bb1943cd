import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createItemBodySchema, propertyFilterQuerySchema, updateItemBodySchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { idParamsSchema } from "../../lib/params";
import { authenticated, currentUser } from "../../plugins/auth";
import * as service from "./service";

export async function inventoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const filter = { preHandler: authenticated, schema: { querystring: propertyFilterQuerySchema } };

  /** Items of one property the user may see. */
  r.get("/api/properties/:id/inventory", { preHandler: authenticated, schema: { params: idParamsSchema } }, (request) =>
    service.listInventory(db, currentUser(request), request.params.id),
  );

  /** Every item the user may see. */
  r.get("/api/inventory", filter, (request) =>
    service.listInventory(db, currentUser(request), request.query.propertyId),
  );

  /** Every item the user may see, optionally of one property (dashboard). */
  r.get("/api/inventory/all", filter, (request) =>
    service.listInventory(db, currentUser(request), request.query.propertyId),
  );

  /** Items at or below their minimum, with their property. */
  r.get("/api/low-stock", filter, (request) =>
    service.listLowStock(db, currentUser(request), request.query.propertyId),
  );

  /** Creates an item (also Copy to Property, with copiedFromId); its opening stock goes to the ledger. */
  r.post(
    "/api/inventory",
    { preHandler: authenticated, schema: { body: createItemBodySchema } },
    async (request, reply) => reply.status(201).send(await service.createItem(db, currentUser(request), request.body)),
  );

  /** Updates an item, fully or currentStock alone; stock changes go to the ledger. */
  r.put(
    "/api/inventory/:id",
    { preHandler: authenticated, schema: { params: idParamsSchema, body: updateItemBodySchema } },
    (request) => service.updateItem(db, currentUser(request), request.params.id, request.body),
  );

  r.delete("/api/inventory/:id", { preHandler: authenticated, schema: { params: idParamsSchema } }, async (request) => {
    await service.deleteItem(db, currentUser(request), request.params.id);
    return { success: true };
  });

  /** The item's stock history (ledger), newest first. */
  r.get("/api/inventory/:id/movements", { preHandler: authenticated, schema: { params: idParamsSchema } }, (request) =>
    service.itemHistory(db, currentUser(request), request.params.id),
  );
}
