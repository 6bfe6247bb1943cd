import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { allowRoles, currentUser } from "../../plugins/auth";
import { getUsageLimits } from "./service";

export async function limitsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** The plan's limits and the account's usage against them: for those who hold the plan, not managers. */
  app.get("/api/usage-limits", { preHandler: allowRoles("owner", "demo", "admin") }, (request) =>
    getUsageLimits(db, currentUser(request)),
  );
}
