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
