import { z } from "zod";
import { rowIdSchema } from "./quantities";
import { MAX_NOTIFICATIONS_READ, NOTIFICATION_KINDS } from "./notification-constants";
import type { Wire } from "./wire";

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path inside the app (`/inventory?…`); the client links to it, emails put the configured origin before it. */
  link: z.string(),
  createdAt: z.date(),
  readAt: z.date().nullable(),
});
export type NotificationDto = Wire<z.output<typeof notificationSchema>>;

export const notificationUnreadSchema = z.object({ unread: z.number().int() });
export type NotificationUnreadDto = z.output<typeof notificationUnreadSchema>;

/** POST /api/notifications/read: the named notifications, or every one with `all: true`. */
export const markNotificationsReadBodySchema = z.union(
  [
    z.object({ ids: z.array(rowIdSchema).min(1).max(MAX_NOTIFICATIONS_READ) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: `Give ids (1 to ${MAX_NOTIFICATIONS_READ} notification ids) or all: true` },
);
export type MarkNotificationsReadBody = z.input<typeof markNotificationsReadBodySchema>;

export const markNotificationsReadSchema = z.object({ updated: z.number().int() });
