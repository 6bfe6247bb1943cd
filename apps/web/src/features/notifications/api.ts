import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  NOTIFICATION_PAGE_LIMITS,
  type MarkNotificationsReadBody,
  type NotificationDto,
  type NotificationUnreadDto,
} from "@stockroom/shared";
import { apiRequest, getJson, withQuery } from "@/lib/api";
import { pagedListQuery } from "@/lib/pages";

const UNREAD_PATH = "/api/notifications/unread";
const LIST_PATH = "/api/notifications";
/** The alert job runs every half minute; the badge looks a little less often, and when the window is focused again. */
const UNREAD_EVERY_MS = 60_000;

/** How many of the user's notifications are unread (the bell's badge). */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: [UNREAD_PATH],
    queryFn: ({ signal }) => getJson<NotificationUnreadDto>(UNREAD_PATH, signal),
    refetchInterval: UNREAD_EVERY_MS,
  });
}

/** The user's notifications, newest first, a page at a time; read only while the list is open. */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    ...pagedListQuery<NotificationDto>(withQuery(LIST_PATH, { limit: NOTIFICATION_PAGE_LIMITS.default })),
    enabled,
  });
}

/** Marks notifications read (some, or all), then refreshes the list and the badge. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsReadBody) => apiRequest("POST", "/api/notifications/read", body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => typeof queryKey[0] === "string" && queryKey[0].startsWith(LIST_PATH),
      }),
  });
}
