import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  NOTIFICATION_PAGE_LIMITS,
  markNotificationsReadBodySchema,
  markNotificationsReadSchema,
  notificationSchema,
  notificationUnreadSchema,
  pageQuerySchema,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { sendPage } from "../../lib/pagination";
import { authenticated, currentUser } from "../../plugins/auth";
import { listNotifications, markNotificationsRead, unreadNotifications } from "./service";

const notificationsQuery = pageQuerySchema(NOTIFICATION_PAGE_LIMITS);

/** The bell (decision 133): every signed-in user reads and marks their own notifications, nobody else's. */
export function notificationsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/notifications",
    {
      preHandler: authenticated,
      schema: {
        operationId: "listNotifications",
        summary: "List the user's notifications, newest first",
        querystring: notificationsQuery,
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listNotifications(db, currentUser(request), request.query)),
  );
  routes.get(
    "/api/notifications/unread",
    {
      preHandler: authenticated,
      schema: {
        operationId: "getUnreadNotifications",
        summary: "Count the user's unread notifications",
        response: { 200: notificationUnreadSchema },
      },
    },
    (request) => unreadNotifications(db, currentUser(request)),
  );
  routes.post(
    "/api/notifications/read",
    {
      preHandler: authenticated,
      schema: {
        operationId: "markNotificationsRead",
        summary: "Mark notifications read",
        body: markNotificationsReadBodySchema,
        response: { 200: markNotificationsReadSchema },
      },
    },
    (request) => markNotificationsRead(db, currentUser(request), { body: request.body }),
  );
}
