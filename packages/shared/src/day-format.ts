let dayUtc: Intl.DateTimeFormat | undefined;

/**
 * "Dec 17, 2026": the screens' day format (apps/web/src/lib/dates.ts), for text the server writes (emails), which
 * knows no reader's time zone and so reads the day in UTC. The formatter is made on first use, so a bundle that never
 * formats a day carries none of it.
 */
export function formatDayUtc(date: Date): string {
  dayUtc ??= new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return dayUtc.format(date);
}
