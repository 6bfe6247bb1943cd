import { zodResolver } from "@hookform/resolvers/zod";
import { notificationPreferencesSchema, type NotificationPreferences } from "@stockroom/shared";
import { Bell } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/use-toast";
import { SettingsSection } from "../components/SettingsSection";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../notificationPrefs";

const OPTIONS: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  { key: "lowStockAlerts", label: "Low stock alerts", hint: "When an item falls to or below its minimum" },
  { key: "requestUpdates", label: "Request updates", hint: "When a supply request is approved, declined or received" },
  { key: "weeklyReports", label: "Weekly reports", hint: "A summary of stock and orders every Monday" },
];

export function NotificationsSection() {
  const stored = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const { control, handleSubmit } = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    // The defaults show until the server answers; its answer replaces them without undoing a box already ticked.
    defaultValues: stored.data,
    values: stored.isPlaceholderData ? undefined : stored.data,
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit((prefs) =>
    save.mutate(prefs, {
      onSuccess: () =>
        toast({ title: "Preferences Saved", description: "Your notification preferences have been updated." }),
      onError: () =>
        toast({ title: "Error", description: "Failed to save preferences. Please try again.", variant: "destructive" }),
    }),
  );

  return (
    <SettingsSection id="notifications" icon={Bell} title="Notifications">
      <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <fieldset className="grid gap-3">
          <legend className="sr-only">Email notifications</legend>
          {OPTIONS.map(({ key, label, hint }) => (
            <Controller
              key={key}
              control={control}
              name={key}
              render={({ field }) => (
                <Checkbox
                  label={label}
                  description={hint}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          ))}
        </fieldset>
        <Button type="submit" variant="outline" className="justify-self-start" disabled={save.isPending}>
          Save Preferences
        </Button>
      </form>
    </SettingsSection>
  );
}
