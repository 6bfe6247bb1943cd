import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createItemBodySchema,
  inventoryItemSchema,
  inventoryListItemSchema,
  inventoryListQuerySchema,
  inventorySummarySchema,
  itemLookupQuerySchema,
  lowStockItemSchema,
  lowStockQuerySchema,
  movementsQuerySchema,
  propertyFilterQuerySchema,
  stockMovementSchema,
  successSchema,
  updateItemBodySchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { sendPage } from "../../lib/pagination";
import { idParamsSchema } from "../../lib/params";
import { authenticated, currentUser } from "../../plugins/auth";
import * as forecast from "../forecast/service";
import * as service from "./service";

export function inventoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: authenticated };
  const items = { 200: z.array(inventoryListItemSchema) };
  const list = { ...signedIn, schema: { querystring: inventoryListQuerySchema, response: items } };

  /** Items of one property the user may see; optional category and search; paged (limit, cursor). */
  r.get(
    "/api/properties/:id/inventory",
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        querystring: inventoryListQuerySchema.omit({ propertyId: true }),
        response: items,
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await service.listInventory(db, currentUser(request), { ...request.query, propertyId: request.params.id }),
      ),
  );

  /** Every item the user may see, optionally of one property, paged; also under the dashboard's documented path. */
  for (const url of ["/api/inventory", "/api/inventory/all"]) {
    r.get(url, list, async (request, reply) =>
      sendPage(reply, await service.listInventory(db, currentUser(request), request.query)),
    );
  }

  /** Per category: item count, units, low count (the category cards), optionally of one property. */
  r.get(
    "/api/inventory/summary",
    { ...signedIn, schema: { querystring: propertyFilterQuerySchema, response: { 200: inventorySummarySchema } } },
    (request) => service.summarizeInventory(db, currentUser(request), request.query.propertyId),
  );

  /**
   * The items a scanned or typed code stands for (an entered barcode, or SR and an item's id), in the
   * properties the user may see, optionally one of them; [] when none.
   */
  r.get(
    "/api/inventory/lookup",
    { ...signedIn, schema: { querystring: itemLookupQuerySchema, response: items } },
    (request) => service.lookupItems(db, currentUser(request), request.query),
  );

  /** Items at or below their minimum, with their property and usage forecast; paged, by name or soonest out. */
  r.get(
    "/api/low-stock",
    { ...signedIn, schema: { querystring: lowStockQuerySchema, response: { 200: z.array(lowStockItemSchema) } } },
    async (request, reply) => sendPage(reply, await forecast.listLowStock(db, currentUser(request), request.query)),
  );

  /** Creates an item (also Copy to Property, with copiedFromId); its opening stock goes to the ledger. */
  r.post(
    "/api/inventory",
    { ...signedIn, schema: { body: createItemBodySchema, response: { 201: inventoryItemSchema } } },
    async (request, reply) => reply.status(201).send(await service.createItem(db, currentUser(request), request.body)),
  );

  /** Updates an item, fully or currentStock alone; stock changes go to the ledger. */
  r.put(
    "/api/inventory/:id",
    {
      ...signedIn,
      schema: { params: idParamsSchema, body: updateItemBodySchema, response: { 200: inventoryItemSchema } },
    },
    (request) => service.updateItem(db, currentUser(request), { id: request.params.id, changes: request.body }),
  );

  r.delete(
    "/api/inventory/:id",
    { ...signedIn, schema: { params: idParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await service.deleteItem(db, currentUser(request), request.params.id);
      return { success: true };
    },
  );

  /** The item's stock history (ledger), newest first. */
  r.get(
    "/api/inventory/:id/movements",
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        querystring: movementsQuerySchema,
        response: { 200: z.array(stockMovementSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await service.itemHistory(db, currentUser(request), { ...request.query, id: request.params.id })),
  );
}
