import { zodResolver } from "@hookform/resolvers/zod";
import {
  DEFAULT_WEEKLY_REPORT_DAY,
  WEEKDAYS,
  WEEKDAY_LABELS,
  notificationPreferencesSchema,
  weeklyReportHint,
  type NotificationPreferences,
} from "@stockroom/shared";
import { Bell } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { SettingsSection } from "../components/SettingsSection";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../notificationPrefs";

type Switch = "lowStockAlerts" | "requestUpdates" | "weeklyReports";

const OPTIONS: { key: Switch; label: string; hint: string }[] = [
  { key: "lowStockAlerts", label: "Low stock alerts", hint: "When an item falls to or below its minimum" },
  { key: "requestUpdates", label: "Request updates", hint: "When a supply request is approved, declined or received" },
  { key: "weeklyReports", label: "Weekly reports", hint: "A digest of stock, requests and spend once a week" },
];

/**
 * The three email switches and, while weekly reports are on, the day the digest goes out (decision 135). Saving
 * confirms with a toast: the spec shows nothing, but a settings form that says nothing leaves the user
 * wondering whether it took.
 */
export function NotificationsSection() {
  const stored = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const { control, handleSubmit } = useForm<
    z.input<typeof notificationPreferencesSchema>,
    unknown,
    NotificationPreferences
  >({
    resolver: zodResolver(notificationPreferencesSchema),
    // The defaults show until the server answers; its answer replaces them without undoing a box already ticked.
    defaultValues: stored.data,
    values: stored.isPlaceholderData ? undefined : stored.data,
    resetOptions: { keepDirtyValues: true },
  });
  const weeklyReports = useWatch({ control, name: "weeklyReports" });

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
        {weeklyReports && (
          <Controller
            control={control}
            name="weeklyReportDay"
            render={({ field: { value = DEFAULT_WEEKLY_REPORT_DAY, onChange, onBlur, ref }, fieldState }) => (
              <Field
                label="Weekly report day"
                hint={weeklyReportHint(value)}
                error={fieldState.error?.message}
                className="max-w-xs"
              >
                {(fieldControl) => (
                  <Select value={value} onValueChange={onChange}>
                    <SelectTrigger ref={ref} onBlur={onBlur} {...fieldControl}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {WEEKDAYS.map((day) => (
                        <SelectItem key={day} value={day}>
                          {WEEKDAY_LABELS[day]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </Field>
            )}
          />
        )}
        <Button type="submit" variant="outline" className="justify-self-start" disabled={save.isPending}>
          Save Preferences
        </Button>
      </form>
    </SettingsSection>
  );
}
