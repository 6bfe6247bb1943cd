import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { allowRoles } from "../../plugins/auth";
import { listOutbox } from "./mailer";

/**
 * Development mailbox: the outbox as JSON, outside production only, and for admins only, because the
 * messages hold live password reset links.
 */
export async function devMailboxRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get("/api/dev/outbox", { preHandler: allowRoles("admin") }, () => listOutbox(db));
}
