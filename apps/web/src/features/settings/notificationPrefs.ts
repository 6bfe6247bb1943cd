/**
 * Notification choices. The server has no preference store, so they persist in this browser's local
 * storage, one entry per user id so people sharing a device keep their own choices.
 */
export interface NotificationPrefs {
  lowStockAlerts: boolean;
  requestUpdates: boolean;
  weeklyReports: boolean;
}

export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  lowStockAlerts: true,
  requestUpdates: true,
  weeklyReports: false,
};

export const notificationPrefsKey = (userId: string) => `stockroom.notificationPrefs.${userId}`;

export function loadNotificationPrefs(userId: string): NotificationPrefs {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(notificationPrefsKey(userId)) ?? "null");
    if (!stored || typeof stored !== "object") return DEFAULT_NOTIFICATION_PREFS;
    const merged = { ...DEFAULT_NOTIFICATION_PREFS };
    for (const key of Object.keys(merged) as (keyof NotificationPrefs)[]) {
      const value = (stored as Record<string, unknown>)[key];
      if (typeof value === "boolean") merged[key] = value;
    }
    return merged;
  } catch {
    // A hand-edited or corrupted entry: fall back rather than break the page.
    return DEFAULT_NOTIFICATION_PREFS;
  }
}

export function saveNotificationPrefs(userId: string, prefs: NotificationPrefs): void {
  localStorage.setItem(notificationPrefsKey(userId), JSON.stringify(prefs));
}
