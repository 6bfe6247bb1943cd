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
  successSchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { allow, currentUser } from "../../plugins/auth";
import type { ReadDatabase } from "../../plugins/read-replica";
import * as service from "./service";

const userParams = z.object({ userId: z.string().min(1).max(36) });
const idParams = z.object({ id: z.string().min(1).max(36) });

/** The admin area; every route checks the admin role on the server. Its statistics and lists read from `readDb`. */
export function adminRoutes(app: FastifyInstance, { db, readDb }: { db: Database; readDb: ReadDatabase }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = allow("admin.access");
  const answers = <T extends z.ZodType>(schema: T) => ({ preHandler, schema: { response: { 200: schema } } });

  r.get("/api/admin/stats", answers(adminStatsSchema), (request) => readDb(request, service.adminStats));
  r.get("/api/admin/users", answers(z.array(adminUserSchema)), (request) => readDb(request, service.adminUsers));
  r.get("/api/admin/properties", answers(z.array(adminPropertySchema)), (request) =>
    readDb(request, service.adminProperties),
  );
  r.get("/api/admin/requests", answers(z.array(adminRequestSchema)), (request) =>
    readDb(request, service.adminRequests),
  );

  /** Sets a user's role, tier and status. */
  r.put(
    "/api/admin/users/:userId/subscription",
    {
      preHandler,
      schema: { params: userParams, body: adminUpdateUserBodySchema, response: { 200: publicUserSchema } },
    },
    (request) =>
      service.adminUpdateUser(db, currentUser(request), { userId: request.params.userId, changes: request.body }),
  );

  /** Deletes a non-admin user and their data. */
  r.delete(
    "/api/admin/users/:id",
    { preHandler, schema: { params: idParams, response: { 200: successSchema } } },
    async (request) => {
      await service.adminDeleteUser(db, request.params.id);
      return { success: true };
    },
  );

  /** Creates a demo account with sample data; answers its credentials. */
  r.post(
    "/api/admin/demo-user",
    { preHandler, schema: { response: { 201: adminDemoUserSchema } } },
    async (request, reply) => reply.status(201).send(await service.adminCreateDemoUser(db, currentUser(request))),
  );
}
