import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createRequestBodySchema,
  receiveBulkBodySchema,
  receiveItemBodySchema,
  requestListQuerySchema,
  updateRequestStatusBodySchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { idParamsSchema } from "../../lib/params";
import { authenticated, currentUser } from "../../plugins/auth";
import { sendPage } from "../../lib/pagination";
import { countRequests, createRequest, getRequest, listRequests } from "./service";
import { receiveItems, updateRequestStatus } from "./transitions";

const propertyQuery = requestListQuerySchema.pick({ propertyId: true, limit: true, cursor: true });
const countsQuery = requestListQuerySchema.pick({ propertyId: true });

export async function requestsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: authenticated };

  /** Requests in the user's properties, newest first; optional propertyId and status; paged (limit, cursor). */
  r.get("/api/requests", { ...signedIn, schema: { querystring: requestListQuerySchema } }, async (request, reply) =>
    sendPage(reply, await listRequests(db, currentUser(request), request.query)),
  );

  /** How many requests of each status, for the tab counts; optional propertyId. */
  r.get("/api/requests/counts", { ...signedIn, schema: { querystring: countsQuery } }, (request) =>
    countRequests(db, currentUser(request), request.query),
  );

  /** One request (the detail dialog). */
  r.get("/api/requests/:id", { ...signedIn, schema: { params: idParamsSchema } }, (request) =>
    getRequest(db, currentUser(request), request.params.id),
  );

  /** Submits a request: items directly, or the documented itemId/quantity/encoded-reason form. */
  r.post("/api/requests", { ...signedIn, schema: { body: createRequestBodySchema } }, async (request, reply) =>
    reply.status(201).send(await createRequest(db, currentUser(request), request.body)),
  );

  /** Approves (per-item quantities, tracking number) or declines a pending request; 409 otherwise. */
  r.put(
    "/api/requests/:id/status",
    { ...signedIn, schema: { params: idParamsSchema, body: updateRequestStatusBodySchema } },
    (request) => updateRequestStatus(db, currentUser(request), request.params.id, request.body),
  );

  /** Ready to Receive: approved requests. */
  r.get("/api/approved-requests", { ...signedIn, schema: { querystring: propertyQuery } }, async (request, reply) =>
    sendPage(reply, await listRequests(db, currentUser(request), { ...request.query, status: ["approved"] })),
  );

  /** Received requests. */
  r.get("/api/received-requests", { ...signedIn, schema: { querystring: propertyQuery } }, async (request, reply) =>
    sendPage(reply, await listRequests(db, currentUser(request), { ...request.query, status: ["received"] })),
  );

  /** Receives one approved item (0 marks it missing). */
  r.post(
    "/api/receive-request/:id",
    { ...signedIn, schema: { params: idParamsSchema, body: receiveItemBodySchema } },
    (request) => receiveItems(db, currentUser(request), request.params.id, [request.body], false),
  );

  /** Receives every approved item at once (each received or missing) and completes the request. */
  r.post(
    "/api/receive-request-bulk/:id",
    { ...signedIn, schema: { params: idParamsSchema, body: receiveBulkBodySchema } },
    (request) => receiveItems(db, currentUser(request), request.params.id, request.body.items, true),
  );
}
