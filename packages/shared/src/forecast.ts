import type { StockMovementReason } from "./enums";

/**
 * The usage forecast of issue 20.4 (decision 129): how much of an item is used per day, from the stock
 * ledger, and how many days the stock on hand lasts at that pace. Pure: the caller passes `now`.
 */

/** Days of ledger the average looks back over. */
export const FORECAST_WINDOW_DAYS = 30;
/** Days of history an item needs before its pace is trusted; a younger item has "not enough data". */
export const FORECAST_MIN_HISTORY_DAYS = 7;

const DAY_MS = 86_400_000;

/**
 * Ledger reasons whose decreases are use: a count that finds less than the books say, and an edit that
 * lowers the stock by hand. Receipts add stock, and an opening or copied stock is where the books start;
 * a reason added later (say, undoing a receipt) is not use until it is named here.
 */
export const USE_REASONS = ["counted", "edited"] as const satisfies readonly StockMovementReason[];

/** Why an item has a forecast or not. */
export const FORECAST_STATUSES = ["ok", "too_little_history", "no_recent_use"] as const;
export type ForecastStatus = (typeof FORECAST_STATUSES)[number];

/** What the screens say instead of a number of days. */
export const FORECAST_TEXT = {
  notEnoughData: "Not enough data",
  reason: {
    too_little_history: `Less than ${FORECAST_MIN_HISTORY_DAYS} days of stock history`,
    no_recent_use: `No use recorded in the last ${FORECAST_WINDOW_DAYS} days`,
  },
} as const;

export interface UsageForecast {
  status: ForecastStatus;
  /** Units per day, to two decimals; null while the history is too short to tell. */
  avgDailyUse: number | null;
  /** Whole days the stock on hand lasts at that pace (0: out today); null without a forecast. */
  daysUntilOut: number | null;
}

/** One ledger row as the forecast reads it. */
export interface LedgerRow {
  delta: number;
  reason: StockMovementReason;
  createdAt: Date;
}

/** The use a ledger row records: the units a use reason took away, otherwise 0. */
export function useIn({ delta, reason }: Pick<LedgerRow, "delta" | "reason">): number {
  return delta < 0 && (USE_REASONS as readonly string[]).includes(reason) ? -delta : 0;
}

/** The first instant inside the window that ends at `now`. */
export function forecastWindowStart(now: Date): Date {
  return new Date(now.getTime() - FORECAST_WINDOW_DAYS * DAY_MS);
}

/** What an item's ledger says for its forecast: the use inside the window and when its history starts. */
export interface LedgerUsage {
  /** Units used from the window's start up to now. */
  used: number;
  /** The item's first ledger row (its opening stock), or null when it has none. */
  firstMovementAt: Date | null;
}

/** Sums a ledger the way the server's statement does (the reference the server's tests compare with). */
export function ledgerUsage(rows: readonly LedgerRow[], now: Date): LedgerUsage {
  const start = forecastWindowStart(now).getTime();
  let used = 0;
  let first: number | null = null;
  for (const row of rows) {
    const at = row.createdAt.getTime();
    if (first === null || at < first) first = at;
    if (at >= start && at <= now.getTime()) used += useIn(row);
  }
  return { used, firstMovementAt: first === null ? null : new Date(first) };
}

/** Whole days from the item's first ledger row to now. */
export function historyDays(firstMovementAt: Date, now: Date): number {
  return Math.floor((now.getTime() - firstMovementAt.getTime()) / DAY_MS);
}

/**
 * The forecast of an item holding `onHand` units. The average divides the use by the days the window
 * covers: 30, or fewer for an item between 7 and 30 days old, so a young item's pace is not diluted by
 * days it did not exist. Days until out is floor(on hand / average), computed as floor(on hand × days /
 * used) so that whole numbers give the same answer here and in the server's sort.
 */
export function forecastUsage(input: LedgerUsage & { onHand: number; now: Date }): UsageForecast {
  const { onHand, used, firstMovementAt, now } = input;
  const days = firstMovementAt === null ? -1 : historyDays(firstMovementAt, now);
  if (days < FORECAST_MIN_HISTORY_DAYS) {
    return { status: "too_little_history", avgDailyUse: null, daysUntilOut: null };
  }
  if (used <= 0) return { status: "no_recent_use", avgDailyUse: 0, daysUntilOut: null };
  const windowDays = Math.min(FORECAST_WINDOW_DAYS, days);
  return {
    status: "ok",
    avgDailyUse: Math.round((used / windowDays) * 100) / 100,
    daysUntilOut: Math.floor((Math.max(0, onHand) * windowDays) / used),
  };
}

/** "12 days", "1 day", "Out today" or "Not enough data": what a card or list shows. */
export function daysUntilOutLabel(forecast: Pick<UsageForecast, "daysUntilOut">): string {
  const { daysUntilOut } = forecast;
  if (daysUntilOut === null) return FORECAST_TEXT.notEnoughData;
  if (daysUntilOut === 0) return "Out today";
  return daysUntilOut === 1 ? "1 day" : `${daysUntilOut.toLocaleString("en-US")} days`;
}
