// The app's two date formats, in the browser's time zone, built with Intl rather than a date library so that the
// dashboard's first download stays small. formatToParts assembles the time, because Intl's own joining ("," or
// " at ", narrow spaces before AM/PM) differs between ICU versions.
const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const TIME = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", hour12: true });

/** "Mar 5, 2025". */
export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}

/** "Mar 5, 2025 at 2:05 PM". */
export function formatDayTime(iso: string): string {
  const date = new Date(iso);
  const part = (type: Intl.DateTimeFormatPartTypes) => TIME.formatToParts(date).find((p) => p.type === type)?.value;
  return `${DAY.format(date)} at ${part("hour")}:${part("minute")} ${part("dayPeriod")}`;
}

// Calendar days and months the API sends as dates without a time ("2026-11-05", "2026-11"): read in UTC, so the
// browser's time zone never moves them to the day before.
const CALENDAR_DAY = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const CALENDAR_MONTH = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const AXIS_DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "2026-11-05" → "Nov 5, 2026". */
export function formatCalendarDay(isoDate: string): string {
  return CALENDAR_DAY.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2026-11-05" → "Nov 5": a chart's axis, whose title says the period. */
export function formatAxisDay(isoDate: string): string {
  return AXIS_DAY.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2026-11" → "Nov 2026". */
export function formatCalendarMonth(isoMonth: string): string {
  return CALENDAR_MONTH.format(new Date(`${isoMonth}-01T00:00:00Z`));
}
