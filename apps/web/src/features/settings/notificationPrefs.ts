import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from "@stockroom/shared";
import { apiRequest, getJson } from "@/lib/api";

export const PREFERENCES_KEY = ["/api/auth/preferences"] as const;

/** The signed-in user's notification preferences, kept on the server with the account. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => getJson<NotificationPreferences>(PREFERENCES_KEY[0], signal),
    placeholderData: DEFAULT_NOTIFICATION_PREFERENCES,
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prefs: NotificationPreferences) =>
      (await apiRequest("PUT", PREFERENCES_KEY[0], prefs)).json() as Promise<NotificationPreferences>,
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
}
