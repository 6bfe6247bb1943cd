import type { FastifyInstance } from "fastify";
import { type Database, pingDatabase } from "../../db/client";

/** Liveness and database reachability, for load balancers and monitoring. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get("/api/health", async (request, reply) => {
    try {
      await pingDatabase(db);
      return { status: "ok", database: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return reply.status(503).send({ status: "error", database: "unreachable", message: "Database unavailable" });
    }
  });
}
