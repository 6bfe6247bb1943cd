import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { NOTIFICATION_PAGE_LIMITS, type MarkNotificationsReadBody } from "@stockroom/shared";
import { api } from "@/lib/api/client";
import { useApiMutation } from "@/lib/api/mutation";
import { apiQuery, pagedApiQuery } from "@/lib/api/queries";

/** The alert job runs every half minute; the badge looks a little less often, and when the window is focused again. */
const UNREAD_EVERY_MS = 60_000;

/** How many of the user's notifications are unread (the bell's badge). */
export function useUnreadNotifications() {
  return useQuery({ ...apiQuery("/api/notifications/unread"), refetchInterval: UNREAD_EVERY_MS });
}

/** The user's notifications, newest first, a page at a time; read only while the list is open. */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    ...pagedApiQuery("/api/notifications", { query: { limit: NOTIFICATION_PAGE_LIMITS.default } }),
    enabled,
  });
}

/** Marks notifications read (some, or all), then refreshes the list and the badge. */
export function useMarkNotificationsRead() {
  return useApiMutation("POST /api/notifications/read", (body: MarkNotificationsReadBody) =>
    api.post("/api/notifications/read", { body }),
  );
}
