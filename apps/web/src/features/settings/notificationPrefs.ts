import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from "@stockroom/shared";
import { api } from "@/lib/api/client";
import { apiKey, apiQuery } from "@/lib/api/queries";

/** The signed-in user's notification preferences, kept on the server with the account. */
export function useNotificationPreferences() {
  return useQuery({ ...apiQuery("/api/auth/preferences"), placeholderData: DEFAULT_NOTIFICATION_PREFERENCES });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => api.put("/api/auth/preferences", { body }),
    // The answer is the saved preferences: no need to read them again.
    onSuccess: (saved) => queryClient.setQueryData(apiKey("/api/auth/preferences"), saved),
  });
}
