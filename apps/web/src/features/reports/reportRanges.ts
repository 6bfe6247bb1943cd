import type { AnalyticsPeriod } from "@stockroom/shared";

/** core §2 report ranges, in the order offered, mapped onto the analytics API's periods. */
export const REPORT_RANGES: { value: AnalyticsPeriod; label: string }[] = [
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
  { value: "365", label: "Last 365 days" },
  { value: "month", label: "Monthly (since the 1st)" },
  { value: "year", label: "Yearly (since 1 January)" },
];

export const DEFAULT_REPORT_RANGE: AnalyticsPeriod = "30";
