import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { authenticated, currentUser } from "../../plugins/auth";
import { getUsageLimits } from "./service";

export async function limitsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** The plan's limits and the account's usage against them. */
  app.get("/api/usage-limits", { preHandler: authenticated }, (request) => getUsageLimits(db, currentUser(request)));
}
