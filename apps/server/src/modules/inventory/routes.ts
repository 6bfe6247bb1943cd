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
  itemNameConflictSchema,
  lowStockItemSchema,
  lowStockQuerySchema,
  movementsQuerySchema,
  propertyFilterQuerySchema,
  stockMovementSchema,
  updateItemBodySchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { sendPage } from "../../lib/pagination";
import { idParamsSchema } from "../../lib/params";
import { succeeded, successResponse } from "../../lib/success";
import { authenticated, currentUser } from "../../plugins/auth";
import * as forecast from "../forecast/service";
import * as service from "./service";

export function inventoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: authenticated };
  const items = { 200: z.array(inventoryListItemSchema) };

  /** Items of one property the user may see; optional category and search; paged (limit, cursor). */
  r.get(
    "/api/properties/:id/inventory",
    {
      ...signedIn,
      schema: {
        operationId: "listPropertyItems",
        summary: "List one property's items",
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
  const lists = [
    { url: "/api/inventory", operationId: "listItems", summary: "List the items the user may see" },
    {
      url: "/api/inventory/all",
      operationId: "listAllItems",
      summary: "List the items the user may see (as listItems)",
    },
  ];
  for (const { url, ...names } of lists) {
    const list = { ...signedIn, schema: { ...names, querystring: inventoryListQuerySchema, response: items } };
    r.get(url, list, async (request, reply) =>
      sendPage(reply, await service.listInventory(db, currentUser(request), request.query)),
    );
  }

  /** Items sharing a name at a property, from before names were unique (decision 201), optionally of one property. */
  r.get(
    "/api/inventory/name-conflicts",
    {
      ...signedIn,
      schema: {
        operationId: "listItemNameConflicts",
        summary: "List the names items share at a property, to rename or delete",
        querystring: propertyFilterQuerySchema,
        response: { 200: z.array(itemNameConflictSchema) },
        errorAnswers: { 404: "The property is not found, or not the user's" },
      },
    },
    (request) => service.listNameConflicts(db, currentUser(request), request.query.propertyId),
  );

  /** Per category: item count, units, low count (the category cards), optionally of one property. */
  r.get(
    "/api/inventory/summary",
    {
      ...signedIn,
      schema: {
        operationId: "summarizeInventory",
        summary: "Count items, units and low items per category",
        querystring: propertyFilterQuerySchema,
        response: { 200: inventorySummarySchema },
      },
    },
    (request) => service.summarizeInventory(db, currentUser(request), request.query.propertyId),
  );

  /**
   * The items a scanned or typed code stands for (an entered barcode, or SR and an item's id), in the
   * properties the user may see, optionally one of them; [] when none.
   */
  r.get(
    "/api/inventory/lookup",
    {
      ...signedIn,
      schema: {
        operationId: "lookUpItems",
        summary: "Find the items a scanned or typed code stands for",
        querystring: itemLookupQuerySchema,
        response: items,
      },
    },
    (request) => service.lookupItems(db, currentUser(request), request.query),
  );

  /** Items at or below their minimum, with their property and usage forecast; paged, by name or soonest out. */
  r.get(
    "/api/low-stock",
    {
      ...signedIn,
      schema: {
        operationId: "listLowStockItems",
        summary: "List the items at or below their minimum",
        querystring: lowStockQuerySchema,
        response: { 200: z.array(lowStockItemSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await forecast.listLowStock(db, currentUser(request), request.query)),
  );

  /** Creates an item (also Copy to Property, with copiedFromId); its opening stock goes to the ledger. */
  r.post(
    "/api/inventory",
    {
      ...signedIn,
      schema: {
        operationId: "createItem",
        summary: "Create an item, or copy one to another property",
        body: createItemBodySchema,
        response: { 201: inventoryItemSchema },
        errorAnswers: {
          403: "Only owners copy items; or the plan's item limit is reached (`LIMIT_EXCEEDED`)",
          409: "Another item has this barcode (`fields.barcode`)",
        },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createItem(db, currentUser(request), request.body)),
  );

  /** Updates an item, fully or currentStock alone; stock changes go to the ledger. */
  r.put(
    "/api/inventory/:id",
    {
      ...signedIn,
      schema: {
        operationId: "updateItem",
        summary: "Change an item or its stock",
        params: idParamsSchema,
        body: updateItemBodySchema,
        response: { 200: inventoryItemSchema },
        errorAnswers: { 409: "Another item has this barcode (`fields.barcode`)" },
      },
    },
    (request) => service.updateItem(db, currentUser(request), { id: request.params.id, changes: request.body }),
  );

  r.delete(
    "/api/inventory/:id",
    {
      ...signedIn,
      schema: {
        operationId: "deleteItem",
        summary: "Delete an item",
        params: idParamsSchema,
        response: successResponse,
      },
    },
    (request) => succeeded(service.deleteItem(db, currentUser(request), request.params.id)),
  );

  /** The item's stock history (ledger), newest first. */
  r.get(
    "/api/inventory/:id/movements",
    {
      ...signedIn,
      schema: {
        operationId: "listItemMovements",
        summary: "List an item's stock history, newest first",
        params: idParamsSchema,
        querystring: movementsQuerySchema,
        response: { 200: z.array(stockMovementSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await service.itemHistory(db, currentUser(request), { ...request.query, id: request.params.id })),
  );
}
