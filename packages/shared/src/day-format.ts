const DAY_UTC = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * "Dec 17, 2026": the screens' day format (apps/web/src/lib/dates.ts), for text the server writes (emails), which
 * knows no reader's time zone and so reads the day in UTC.
 */
export function formatDayUtc(date: Date): string {
  return DAY_UTC.format(date);
}
