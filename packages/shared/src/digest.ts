import { z } from "zod";

/** The days an owner may choose for the weekly digest (issue 20.5), Monday first as the digest's weeks run. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** Monday, the day the settings hint named before the day could be chosen (decision 135). */
export const DEFAULT_WEEKLY_REPORT_DAY: Weekday = "monday";

export const weeklyReportDaySchema = z.enum(WEEKDAYS, { error: "Choose a day of the week" });

/** The weekly digest's schedule and length (decision 135). */
export const DIGEST = {
  /** Owners have no time zone: the digest goes out on the chosen UTC day, from this UTC hour on. */
  sendFromUtcHour: 7,
  /** Spend and approvals cover the 7 days before the digest is sent. */
  periodDays: 7,
  /** The lowest items listed per property; the rest are only counted. */
  worstItemsPerProperty: 3,
  slowestApprovals: 3,
} as const;

/** The settings hint under Weekly reports, naming the chosen day. */
export function weeklyReportHint(day: Weekday): string {
  return `Low stock, pending requests, spend and the slowest approvals, emailed every ${WEEKDAY_LABELS[day]} from ${String(DIGEST.sendFromUtcHour).padStart(2, "0")}:00 UTC`;
}
