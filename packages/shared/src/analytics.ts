import { z } from "zod";
import { CATEGORIES, type Category } from "./enums";
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

export type AnalyticsStockState = "out_of_stock" | "low_stock" | "overstocked" | "good";

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

export type EfficiencyBadge = "default" | "secondary" | "destructive";

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

export interface AnalyticsOverviewDto {
  cards: {
    totalProperties: number;
    /** USD: Σ stock × unit cost. */
    inventoryValue: number;
    activeRequests: number;
    pendingRequests: number;
    criticalStock: number;
  };
  categoryDemand: { category: Category; requestedQuantity: number; percentage: number }[];
  inventoryPerformance: { totalItems: number; averageStock: number; wellStocked: number; lowStock: number };
  /** Items per analytics stock state (out, low, overstocked, good). */
  stockStatus: Record<AnalyticsStockState, number>;
  /** Requests created per UTC day of the period (days without requests omitted). */
  requestsOverTime: { date: string; requests: number; quantity: number }[];
  highDemandItems: {
    itemId: number | null;
    name: string;
    propertyName: string;
    requestedQuantity: number;
    requestCount: number;
  }[];
  propertyPerformance: {
    propertyId: number;
    name: string;
    items: number;
    lowStock: number;
    requests: number;
    efficiency: number;
    badge: EfficiencyBadge;
  }[];
  criticalActions: {
    criticalItems: {
      id: number;
      name: string;
      propertyName: string;
      currentStock: number;
      minStock: number;
      state: AnalyticsStockState;
    }[];
    pendingRequests: number;
    pendingAlert: boolean;
  };
}

export interface AnalyticsItemRowDto {
  id: number;
  name: string;
  category: Category;
  currentStock: number;
  minThreshold: number;
  maxCapacity: number | null;
  unitCost: number | null;
  totalValue: number;
  status: AnalyticsStockState;
  ordersPending: number;
  lastCounted: string | null;
}

export interface AnalyticsPropertyDetailDto {
  property: { id: number; name: string; address: string | null };
  totals: { items: number; totalValue: number; lowStock: number; pendingOrders: number };
  categories: { category: Category; items: AnalyticsItemRowDto[] }[];
  recentActivity: {
    id: number;
    status: string;
    quantity: number;
    createdAt: string;
    itemName: string;
    requester: string | null;
  }[];
}

export interface AnalyticsDto {
  view: "overview" | "property-detail";
  period: { key: AnalyticsPeriod; label: string; from: string; to: string };
  filters: { propertyId: number | null; category: Category | null };
  overview?: AnalyticsOverviewDto;
  propertyDetail?: AnalyticsPropertyDetailDto;
}
