import { z } from "zod";
import { CATEGORIES } from "./enums";
import { queryRowIdSchema } from "./quantities";

/** Report and analytics ranges (core §2, accounts §2): days back, or since the 1st of the month / 1 January. */
export const ANALYTICS_PERIODS = ["7", "30", "90", "month", "year", "365"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  "7": "Last 7 days",
  "30": "Last 30 days",
  "90": "Last 90 days",
  month: "This month",
  year: "This year",
  "365": "Last 12 months",
};

/**
 * The same periods as the settings Reports panel offers them, in its order and in the spec's words for
 * that panel (core §2: "365 days, monthly (from the 1st of the month) and yearly (from 1 January)"); the
 * analytics dialog and the API's period label use ANALYTICS_PERIOD_LABELS, as accounts §2 words them.
 */
export const REPORT_RANGES: { value: AnalyticsPeriod; label: string }[] = [
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
  { value: "365", label: "Last 365 days" },
  { value: "month", label: "Monthly (since the 1st)" },
  { value: "year", label: "Yearly (since 1 January)" },
];
export const DEFAULT_REPORT_RANGE: AnalyticsPeriod = "30";

export const ANALYTICS = {
  topDemandItems: 5,
  recentActivity: 10,
  criticalItems: 6,
  /** The pending-request alert shows above this many. */
  pendingAlertAbove: 5,
  wellStockedFactor: 1.5,
  /** Overstocked above this many times the minimum when an item has no max capacity. */
  overstockFactorWithoutMax: 3,
  efficiencyDefaultAbove: 80,
  efficiencySecondaryAbove: 60,
} as const;

/** Start of a period, in UTC. */
export function periodStart(period: AnalyticsPeriod, now: Date = new Date()): Date {
  if (period === "month") return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  if (period === "year") return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  return new Date(now.getTime() - Number(period) * 24 * 60 * 60 * 1000);
}

export const ANALYTICS_STOCK_STATES = ["out_of_stock", "low_stock", "overstocked", "good"] as const;
export type AnalyticsStockState = (typeof ANALYTICS_STOCK_STATES)[number];

/** accounts §4: out at 0; low at or below the minimum; overstocked above max capacity (or 3 × minimum). */
export function analyticsStockState(item: {
  currentStock: number;
  minStock: number;
  maxCapacity: number | null;
}): AnalyticsStockState {
  if (item.currentStock === 0) return "out_of_stock";
  if (item.currentStock <= item.minStock) return "low_stock";
  const ceiling = item.maxCapacity ?? ANALYTICS.overstockFactorWithoutMax * item.minStock;
  if (item.currentStock > ceiling) return "overstocked";
  return "good";
}

/** Share of items not low, as a whole percentage (100 with no items). */
export function efficiencyPercent(items: number, low: number): number {
  return items === 0 ? 100 : Math.round(((items - low) / items) * 100);
}

export const EFFICIENCY_BADGES = ["default", "secondary", "destructive"] as const;
export type EfficiencyBadge = (typeof EFFICIENCY_BADGES)[number];

export function efficiencyBadge(percent: number): EfficiencyBadge {
  if (percent > ANALYTICS.efficiencyDefaultAbove) return "default";
  if (percent > ANALYTICS.efficiencySecondaryAbove) return "secondary";
  return "destructive";
}

export const analyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: "Period must be 7, 30, 90, month, year or 365" }).default("30"),
  propertyId: queryRowIdSchema.optional(),
  category: z.enum(CATEGORIES, { error: "Please select a category" }).optional(),
  view: z.enum(["overview", "property-detail"]).default("overview"),
});
