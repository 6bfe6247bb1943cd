import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminUpdateUserBodySchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { allowRoles, currentUser } from "../../plugins/auth";
import * as service from "./service";

const userParams = z.object({ userId: z.string().min(1).max(36) });
const idParams = z.object({ id: z.string().min(1).max(36) });

/** The admin area; every route checks the admin role on the server. */
export async function adminRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: allowRoles("admin") };

  r.get("/api/admin/stats", admin, () => service.adminStats(db));
  r.get("/api/admin/users", admin, () => service.adminUsers(db));
  r.get("/api/admin/properties", admin, () => service.adminProperties(db));
  r.get("/api/admin/requests", admin, () => service.adminRequests(db));

  /** Sets a user's role, tier and status. */
  r.put(
    "/api/admin/users/:userId/subscription",
    { ...admin, schema: { params: userParams, body: adminUpdateUserBodySchema } },
    (request) => service.adminUpdateUser(db, currentUser(request), request.params.userId, request.body),
  );

  /** Deletes a non-admin user and their data. */
  r.delete("/api/admin/users/:id", { ...admin, schema: { params: idParams } }, async (request) => {
    await service.adminDeleteUser(db, request.params.id);
    return { success: true };
  });

  /** Creates a demo account with sample data; answers its credentials. */
  r.post("/api/admin/demo-user", admin, async (request, reply) =>
    reply.status(201).send(await service.adminCreateDemoUser(db, currentUser(request))),
  );
}
