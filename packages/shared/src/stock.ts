/** Pure stock rules of the spec (core §4 and §9). */

export const RUNNING_LOW_FACTOR = 1.5;
export const PERCENT_STOCKED_GREEN = 90;
export const PERCENT_STOCKED_ORANGE = 70;

export type StockStatus = "low" | "running_low" | "in_stock";

export const STOCK_STATUS_LABEL: Record<StockStatus, string> = {
  low: "Low Stock",
  running_low: "Running Low",
  in_stock: "In Stock",
};

interface StockLevels {
  currentStock: number;
  minStock: number;
}

/** Low when stock ≤ minimum; running low when ≤ 1.5 × minimum; otherwise in stock. */
export function stockStatus({ currentStock, minStock }: StockLevels): StockStatus {
  if (currentStock <= minStock) return "low";
  if (currentStock <= RUNNING_LOW_FACTOR * minStock) return "running_low";
  return "in_stock";
}

export function isLowStock(item: StockLevels): boolean {
  return item.currentStock <= item.minStock;
}

/**
 * round((total − low) / total × 100), or 100 when there are no items; from counts, so a category
 * summary needs no item list.
 */
export function percentStockedOf(total: number, low: number): number {
  if (total === 0) return 100;
  return Math.round(((total - low) / total) * 100);
}

export type StockedColour = "green" | "orange" | "red";

export function percentStockedColour(percent: number): StockedColour {
  if (percent >= PERCENT_STOCKED_GREEN) return "green";
  if (percent >= PERCENT_STOCKED_ORANGE) return "orange";
  return "red";
}

/**
 * What a dashboard category card says. A category without items is "No items" (neutral), not "All Good"
 * at 100% stocked (issue 17.8: a new account's dashboard said All Good for every category); the spec's
 * percent stays the rule for categories that hold items.
 */
export type CategoryStatus =
  | { kind: "empty" }
  | { kind: "low"; lowCount: number; percent: number; colour: StockedColour }
  | { kind: "good"; percent: number; colour: StockedColour };

export function categoryStatus(itemCount: number, lowCount: number): CategoryStatus {
  if (itemCount === 0) return { kind: "empty" };
  const percent = percentStockedOf(itemCount, lowCount);
  const colour = percentStockedColour(percent);
  return lowCount > 0 ? { kind: "low", lowCount, percent, colour } : { kind: "good", percent, colour };
}
