import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PAGE_LIMITS, createManagerBodySchema, pageQuerySchema, updateManagerBodySchema } from "@stockroom/shared";
import type { Database } from "../../db/client";
import { sendPage } from "../../lib/pagination";
import { allowRoles, currentUser } from "../../plugins/auth";
import type { Mailer } from "../email/mailer";
import * as service from "./service";

const userParams = z.object({ id: z.string().min(1).max(36) });
const usersQuery = pageQuerySchema(PAGE_LIMITS.users);

export interface UsersRouteOptions {
  db: Database;
  mailer: Mailer;
  /** Origin for links in emails: APP_ORIGIN or the listen address, never a request header. */
  linkOrigin: string;
}

/** The owner's user management: their manager accounts. */
export async function usersRoutes(app: FastifyInstance, { db, mailer, linkOrigin }: UsersRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ownerLike = { preHandler: allowRoles("owner", "demo", "admin") };

  /** The owner's manager accounts, by name; paged. */
  r.get("/api/users", { ...ownerLike, schema: { querystring: usersQuery } }, async (request, reply) =>
    sendPage(reply, await service.listManagedUsers(db, currentUser(request), request.query)),
  );

  /** Creates a manager (optionally assigned, within the plan) and emails the invitation. */
  r.post(
    "/api/users/create-manager",
    { ...ownerLike, schema: { body: createManagerBodySchema } },
    async (request, reply) =>
      reply.status(201).send(await service.createManager(db, mailer, currentUser(request), request.body, linkOrigin)),
  );

  r.patch(
    "/api/users/:id",
    { ...ownerLike, schema: { params: userParams, body: updateManagerBodySchema } },
    (request) => service.updateManager(db, currentUser(request), request.params.id, request.body),
  );

  r.delete("/api/users/:id", { ...ownerLike, schema: { params: userParams } }, async (request) => {
    await service.deleteManager(db, currentUser(request), request.params.id);
    return { success: true };
  });

  /** Emails the manager a new link to set their password. */
  r.post("/api/users/:id/resend-invite", { ...ownerLike, schema: { params: userParams } }, (request) =>
    service.resendInvite(db, mailer, currentUser(request), request.params.id, linkOrigin),
  );
}
