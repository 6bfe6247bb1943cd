import { Bell } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { SettingsSection } from "../components/SettingsSection";
import { loadNotificationPrefs, saveNotificationPrefs, type NotificationPrefs } from "../notificationPrefs";

const OPTIONS: { key: keyof NotificationPrefs; label: string; hint: string }[] = [
  { key: "lowStockAlerts", label: "Low stock alerts", hint: "When an item falls to or below its minimum" },
  { key: "requestUpdates", label: "Request updates", hint: "When a supply request is approved, declined or received" },
  { key: "weeklyReports", label: "Weekly reports", hint: "A summary of stock and orders every Monday" },
];

export function NotificationsSection({ userId }: { userId: string }) {
  const id = useId();
  const [prefs, setPrefs] = useState(() => loadNotificationPrefs(userId));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saveNotificationPrefs(userId, prefs);
    toast({ title: "Preferences Saved", description: "Your notification preferences have been updated." });
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
                checked={prefs[key]}
                onChange={(e) => setPrefs((p) => ({ ...p, [key]: e.target.checked }))}
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
        <Button type="submit" variant="outline" className="justify-self-start">
          Save Preferences
        </Button>
      </form>
    </SettingsSection>
  );
}
