import { Bell } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { NotificationPreferences } from "@stockroom/shared";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { SettingsSection } from "../components/SettingsSection";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../notificationPrefs";

const OPTIONS: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  { key: "lowStockAlerts", label: "Low stock alerts", hint: "When an item falls to or below its minimum" },
  { key: "requestUpdates", label: "Request updates", hint: "When a supply request is approved, declined or received" },
  { key: "weeklyReports", label: "Weekly reports", hint: "A summary of stock and orders every Monday" },
];

export function NotificationsSection() {
  const id = useId();
  const stored = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [prefs, setPrefs] = useState<NotificationPreferences | undefined>(undefined);
  // Edits start from what the server holds, once it has answered.
  useEffect(() => {
    if (stored.data && !stored.isPlaceholderData) setPrefs((current) => current ?? stored.data);
  }, [stored.data, stored.isPlaceholderData]);
  const shown = prefs ?? stored.data!;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(shown, {
      onSuccess: () =>
        toast({ title: "Preferences Saved", description: "Your notification preferences have been updated." }),
      onError: () =>
        toast({ title: "Error", description: "Failed to save preferences. Please try again.", variant: "destructive" }),
    });
  }

  return (
    <SettingsSection id="notifications" icon={Bell} title="Notifications">
      <form onSubmit={onSubmit} className="grid gap-4">
        <fieldset className="grid gap-3">
          <legend className="sr-only">Email notifications</legend>
          {OPTIONS.map(({ key, label, hint }) => (
            <div key={key} className="flex items-start gap-3">
              <input
                id={`${id}-${key}`}
                type="checkbox"
                checked={shown[key]}
                onChange={(e) => setPrefs({ ...shown, [key]: e.target.checked })}
                aria-describedby={`${id}-${key}-hint`}
                className="mt-0.5 size-4 accent-emerald-700"
              />
              <div>
                <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-slate-800">
                  {label}
                </label>
                <p id={`${id}-${key}-hint`} className="text-sm text-slate-600">
                  {hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <Button type="submit" variant="outline" className="justify-self-start" disabled={save.isPending}>
          Save Preferences
        </Button>
      </form>
    </SettingsSection>
  );
}
