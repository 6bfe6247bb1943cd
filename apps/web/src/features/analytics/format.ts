import { CATEGORY_INFO, type AnalyticsStockState, type Category } from "@stockroom/shared";
import { formatDay } from "@/lib/dates";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatUsd(amount: number): string {
  return usd.format(amount);
}

export function formatDate(iso: string | null): string {
  return iso ? formatDay(iso) : "Never";
}

export function categoryName(category: Category): string {
  return CATEGORY_INFO[category].name;
}

export const STOCK_STATE_LABELS: Record<AnalyticsStockState, string> = {
  out_of_stock: "Out of Stock",
  low_stock: "Low Stock",
  overstocked: "Overstocked",
  good: "Good",
};

export const STOCK_STATE_BADGE: Record<AnalyticsStockState, "default" | "secondary" | "destructive" | "outline"> = {
  out_of_stock: "destructive",
  low_stock: "destructive",
  overstocked: "secondary",
  good: "default",
};
