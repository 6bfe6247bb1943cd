/**
 * The notifications' constants and texts, apart from their schemas: the bell is in every signed-in page's first
 * chunk, which must not pull zod in (the dashboard's JavaScript budget, `npm run check:bundle`).
 */

/**
 * What the bell lists (issue 20.5, decision 133): a low-stock episode for the owner and managers of the item's
 * property, and the outcome of a request for the person who made it; an import that leaves items low tells
 * them once, in one summary (decision 199).
 */
export const NOTIFICATION_KINDS = [
  "low_stock",
  "request_approved",
  "request_declined",
  "request_received",
  "low_stock_import",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The notification preference (settings 'Notifications') that lets each kind go out by email. */
export const NOTIFICATION_EMAIL_PREFERENCE = {
  low_stock: "lowStockAlerts",
  request_approved: "requestUpdates",
  request_declined: "requestUpdates",
  request_received: "requestUpdates",
  low_stock_import: "lowStockAlerts",
} as const satisfies Record<NotificationKind, string>;

/** GET /api/notifications pages: the bell shows a short list and loads more on demand. */
export const NOTIFICATION_PAGE_LIMITS = { default: 20, max: 100 } as const;

/** The most notifications one POST /api/notifications/read may name. */
export const MAX_NOTIFICATIONS_READ = 100;

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
