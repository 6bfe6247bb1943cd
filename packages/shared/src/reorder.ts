import { MAX_STOCK } from "./quantities";

/**
 * How much of an item to order (issue 20.2, decision 127): enough to bring on hand plus on order up to
 * the item's target, the par level, or without one its max capacity, or without that twice its minimum.
 */

export interface ReorderLevels {
  minStock: number;
  maxCapacity: number | null;
  parLevel: number | null;
}

export interface ReorderPosition extends ReorderLevels {
  currentStock: number;
  /** Approved but not yet received (decision 128). */
  onOrder: number;
}

/**
 * The stock an item should be brought back to. Twice the minimum is capped at MAX_STOCK, the most an
 * item may hold, so a suggestion never asks for stock the item could not take.
 */
export function reorderTarget({ minStock, maxCapacity, parLevel }: ReorderLevels): number {
  if (parLevel !== null) return parLevel;
  if (maxCapacity !== null) return maxCapacity;
  return Math.min(2 * minStock, MAX_STOCK);
}

/** max(0, target − on hand − on order): 0 when the shelf and what is on its way already reach the target. */
export function suggestedOrder(item: ReorderPosition): number {
  return Math.max(0, reorderTarget(item) - item.currentStock - item.onOrder);
}

export const PAR_LEVEL_MESSAGES = {
  negative: "Par level must be 0 or greater",
  belowMinimum: "Par level must be at least the minimum stock",
  aboveCapacity: "Par level must be at most the max capacity",
} as const;

/**
 * What is wrong with a par level next to the item's minimum and max capacity, or null. A level left
 * undefined is not known here (a partial update): the server checks the stored row for it.
 */
export function parLevelProblem({
  minStock,
  maxCapacity,
  parLevel,
}: {
  minStock?: number;
  maxCapacity?: number | null;
  parLevel?: number | null;
}): string | null {
  if (parLevel === null || parLevel === undefined) return null;
  if (minStock !== undefined && parLevel < minStock) return PAR_LEVEL_MESSAGES.belowMinimum;
  if (maxCapacity !== null && maxCapacity !== undefined && parLevel > maxCapacity)
    return PAR_LEVEL_MESSAGES.aboveCapacity;
  return null;
}
