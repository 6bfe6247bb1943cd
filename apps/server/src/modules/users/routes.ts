import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { allowRoles, currentUser } from "../../plugins/auth";
import { listManagedUsers } from "./service";

export async function usersRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** The owner's manager accounts (owner, demo and admin only). */
  app.get("/api/users", { preHandler: allowRoles("owner", "demo", "admin") }, (request) =>
    listManagedUsers(db, currentUser(request)),
  );
}
