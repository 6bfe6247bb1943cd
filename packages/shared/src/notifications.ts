import { z } from "zod";
import { rowIdSchema } from "./quantities";
import type { Wire } from "./wire";

/**
 * What the bell lists (issue 20.5, decision 133): a low-stock episode for the owner and managers of the item's
 * property, and the outcome of a request for the person who made it.
 */
export const NOTIFICATION_KINDS = ["low_stock", "request_approved", "request_declined", "request_received"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The notification preference (settings 'Notifications') that lets each kind go out by email. */
export const NOTIFICATION_EMAIL_PREFERENCE = {
  low_stock: "lowStockAlerts",
  request_approved: "requestUpdates",
  request_declined: "requestUpdates",
  request_received: "requestUpdates",
} as const satisfies Record<NotificationKind, string>;

/** GET /api/notifications pages: the bell shows a short list and loads more on demand. */
export const NOTIFICATION_PAGE_LIMITS = { default: 20, max: 100 } as const;

/** The most notifications one POST /api/notifications/read may name. */
export const MAX_NOTIFICATIONS_READ = 100;

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

/** The bell's texts. */
export const NOTIFICATION_TEXTS = {
  button: "Notifications",
  buttonUnread: (count: number) => `Notifications: ${count} unread`,
  title: "Notifications",
  description: "Low stock alerts and updates on your requests",
  empty: "No notifications yet",
  markAllRead: "Mark all read",
  loadFailed: "Failed to load notifications",
  unreadLabel: "Unread",
} as const;
