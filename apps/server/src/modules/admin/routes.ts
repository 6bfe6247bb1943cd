import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminDemoUserSchema,
  adminPropertySchema,
  adminRequestSchema,
  adminStatsSchema,
  adminUpdateUserBodySchema,
  adminUserSchema,
  publicUserSchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { succeeded, successResponse } from "../../lib/success";
import { allow, currentUser } from "../../plugins/auth";
import type { ReadDatabase } from "../../plugins/read-replica";
import * as service from "./service";

const userParams = z.object({ userId: z.string().min(1).max(36) });
const idParams = z.object({ id: z.string().min(1).max(36) });

/** The admin area; every route checks the admin role on the server. Its statistics and lists read from `readDb`. */
export function adminRoutes(app: FastifyInstance, { db, readDb }: { db: Database; readDb: ReadDatabase }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = allow("admin.access");
  const read = <T extends z.ZodType>(operationId: string, summary: string, schema: T) => ({
    preHandler,
    schema: { operationId, summary, response: { 200: schema } },
  });

  r.get("/api/admin/stats", read("getAdminStats", "Get the product's statistics", adminStatsSchema), (request) =>
    readDb(request, service.adminStats),
  );
  r.get("/api/admin/users", read("listAdminUsers", "List every user", z.array(adminUserSchema)), (request) =>
    readDb(request, service.adminUsers),
  );
  r.get(
    "/api/admin/properties",
    read("listAdminProperties", "List every property", z.array(adminPropertySchema)),
    (request) => readDb(request, service.adminProperties),
  );
  r.get(
    "/api/admin/requests",
    read("listAdminRequests", "List every request", z.array(adminRequestSchema)),
    (request) => readDb(request, service.adminRequests),
  );

  /** Sets a user's role, tier and status. */
  r.put(
    "/api/admin/users/:userId/subscription",
    {
      preHandler,
      schema: {
        operationId: "updateUserSubscription",
        summary: "Set a user's role, tier and subscription status",
        params: userParams,
        body: adminUpdateUserBodySchema,
        response: { 200: publicUserSchema },
      },
    },
    (request) =>
      service.adminUpdateUser(db, currentUser(request), { userId: request.params.userId, changes: request.body }),
  );

  /** Deletes a non-admin user and their data. */
  r.delete(
    "/api/admin/users/:id",
    {
      preHandler,
      schema: {
        operationId: "deleteUser",
        summary: "Delete a user and their data",
        params: idParams,
        response: successResponse,
        errorAnswers: { 403: "Admin users cannot be deleted" },
      },
    },
    (request) => succeeded(service.adminDeleteUser(db, request.params.id)),
  );

  /** Creates a demo account with sample data; answers its credentials. */
  r.post(
    "/api/admin/demo-user",
    {
      preHandler,
      schema: {
        operationId: "createDemoUser",
        summary: "Create a demo account with sample data",
        response: { 201: adminDemoUserSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.adminCreateDemoUser(db, currentUser(request))),
  );
}
