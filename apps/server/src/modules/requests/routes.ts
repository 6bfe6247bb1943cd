import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createRequestBodySchema,
  receiveBulkBodySchema,
  requestCountsSchema,
  requestSchema,
  receiveItemBodySchema,
  requestListQuerySchema,
  updateRequestStatusBodySchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { z } from "zod";
import { idParamsSchema } from "../../lib/params";
import { authenticated, currentUser } from "../../plugins/auth";
import { sendPage } from "../../lib/pagination";
import { countRequests, createRequest, getRequest, listRequests } from "./service";
import { receiveItems, updateRequestStatus } from "./transitions";

const propertyQuery = requestListQuerySchema.pick({ propertyId: true, limit: true, cursor: true });
const countsQuery = requestListQuerySchema.pick({ propertyId: true });
const one = { 200: requestSchema };
const list = { 200: z.array(requestSchema) };
const receiveConflict = { 409: "The request is not approved, or the stock would pass its maximum" };

export function requestsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: authenticated };

  /** Requests in the user's properties, newest first; optional propertyId and status; paged (limit, cursor). */
  r.get(
    "/api/requests",
    {
      ...signedIn,
      schema: {
        operationId: "listRequests",
        summary: "List requests, newest first",
        querystring: requestListQuerySchema,
        response: list,
      },
    },
    async (request, reply) => sendPage(reply, await listRequests(db, currentUser(request), request.query)),
  );

  /** How many requests of each status, for the tab counts; optional propertyId. */
  r.get(
    "/api/requests/counts",
    {
      ...signedIn,
      schema: {
        operationId: "countRequests",
        summary: "Count requests per status",
        querystring: countsQuery,
        response: { 200: requestCountsSchema },
      },
    },
    (request) => countRequests(db, currentUser(request), request.query),
  );

  /** One request (the detail dialog). */
  r.get(
    "/api/requests/:id",
    {
      ...signedIn,
      schema: { operationId: "getRequest", summary: "Get one request", params: idParamsSchema, response: one },
    },
    (request) => getRequest(db, currentUser(request), request.params.id),
  );

  /** Submits a request: items directly, or the documented itemId/quantity/encoded-reason form. */
  r.post(
    "/api/requests",
    {
      ...signedIn,
      schema: {
        operationId: "createRequest",
        summary: "Submit a request for items",
        body: createRequestBodySchema,
        response: { 201: requestSchema },
        errorAnswers: { 404: "The property or an item is not found, or not the user's" },
      },
    },
    async (request, reply) => reply.status(201).send(await createRequest(db, currentUser(request), request.body)),
  );

  /** Approves (per-item quantities, tracking number) or declines a pending request; 409 otherwise. */
  r.put(
    "/api/requests/:id/status",
    {
      ...signedIn,
      schema: {
        operationId: "reviewRequest",
        summary: "Approve or decline a pending request",
        params: idParamsSchema,
        body: updateRequestStatusBodySchema,
        response: one,
        errorAnswers: {
          403: "Only owners review requests",
          409: "The request is no longer pending (`status`)",
        },
      },
    },
    (request) => updateRequestStatus(db, currentUser(request), { id: request.params.id, changes: request.body }),
  );

  /** Ready to Receive: approved requests. */
  r.get(
    "/api/approved-requests",
    {
      ...signedIn,
      schema: {
        operationId: "listApprovedRequests",
        summary: "List approved requests, ready to receive",
        querystring: propertyQuery,
        response: list,
      },
    },
    async (request, reply) =>
      sendPage(reply, await listRequests(db, currentUser(request), { ...request.query, status: ["approved"] })),
  );

  /** Received requests. */
  r.get(
    "/api/received-requests",
    {
      ...signedIn,
      schema: {
        operationId: "listReceivedRequests",
        summary: "List received requests",
        querystring: propertyQuery,
        response: list,
      },
    },
    async (request, reply) =>
      sendPage(reply, await listRequests(db, currentUser(request), { ...request.query, status: ["received"] })),
  );

  /** Receives one approved item (0 marks it missing). */
  r.post(
    "/api/receive-request/:id",
    {
      ...signedIn,
      schema: {
        operationId: "receiveRequestItem",
        summary: "Receive one item of an approved request",
        params: idParamsSchema,
        body: receiveItemBodySchema,
        response: one,
        errorAnswers: receiveConflict,
      },
    },
    (request) =>
      receiveItems(db, currentUser(request), { id: request.params.id, entries: [request.body], requireAll: false }),
  );

  /** Receives every approved item at once (each received or missing) and completes the request. */
  r.post(
    "/api/receive-request-bulk/:id",
    {
      ...signedIn,
      schema: {
        operationId: "receiveRequest",
        summary: "Receive every item of an approved request",
        params: idParamsSchema,
        body: receiveBulkBodySchema,
        response: one,
        errorAnswers: receiveConflict,
      },
    },
    (request) =>
      receiveItems(db, currentUser(request), { id: request.params.id, entries: request.body.items, requireAll: true }),
  );
}
