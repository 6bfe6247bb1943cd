import { z } from "zod";
import { CATEGORIES } from "./enums";
import { propertyFilterQuerySchema } from "./inventory";
import { digitsSchema } from "./numbers";

/** How many months the spend report covers: a year unless asked, at most three (decision 148). */
export const SPEND_MONTHS = { default: 12, min: 1, max: 36 } as const;

export const STOCK_VALUE_MESSAGES = {
  months: `months must be a whole number from ${SPEND_MONTHS.min} to ${SPEND_MONTHS.max}`,
} as const;

/** GET /api/stock-value: all the user's properties, or one of them. */
export const stockValueQuerySchema = propertyFilterQuerySchema;
export type StockValueQuery = z.output<typeof stockValueQuerySchema>;

/** GET /api/spend: the last `months` UTC months, this one included, of all properties or one. */
export const spendQuerySchema = propertyFilterQuerySchema.extend({
  months: digitsSchema(SPEND_MONTHS.min, SPEND_MONTHS.max, STOCK_VALUE_MESSAGES.months).default(SPEND_MONTHS.default),
});
export type SpendQuery = z.output<typeof spendQuerySchema>;

/** Dollars as numbers, summed in integer cents by the database; items without a unit cost count 0. */
export const stockValueSchema = z.object({
  totalValue: z.number(),
  items: z.number().int(),
  /** Items with no unit cost: the value leaves them out, so it is partial while this is above 0. */
  itemsWithoutCost: z.number().int(),
  byProperty: z.array(
    z.object({ propertyId: z.number().int(), propertyName: z.string(), value: z.number(), items: z.number().int() }),
  ),
  byCategory: z.array(z.object({ category: z.enum(CATEGORIES), value: z.number(), items: z.number().int() })),
});
export type StockValueDto = z.infer<typeof stockValueSchema>;

export const spendMonthSchema = z.object({
  /** The UTC month, YYYY-MM. */
  month: z.string(),
  spend: z.number(),
  receivedUnits: z.number().int(),
});
export type SpendMonthDto = z.infer<typeof spendMonthSchema>;

export const spendSchema = z.object({ months: z.array(spendMonthSchema), total: z.number() });
export type SpendDto = z.infer<typeof spendSchema>;

/** Whole cents to dollars, exactly as far as a double allows (the sums stay far below 2^53 cents). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** The UTC month of an instant, YYYY-MM. */
export function utcMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/**
 * The `count` UTC months ending with the month of `now`, oldest first, with the instant the first one
 * starts and the instant after the last one ends (the report's half-open range).
 */
export function spendMonths(count: number, now: Date = new Date()) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const months = Array.from({ length: count }, (_, i) => utcMonth(new Date(Date.UTC(year, month - count + 1 + i, 1))));
  return {
    months,
    from: new Date(Date.UTC(year, month - count + 1, 1)),
    to: new Date(Date.UTC(year, month + 1, 1)),
  };
}

/** Every month of the range, those without receipts as zeros; `rows` hold cents per month. */
export function fillSpendMonths(
  months: string[],
  rows: { month: string; spendCents: number; receivedUnits: number }[],
): SpendDto {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const filled = months.map((month) => {
    const row = byMonth.get(month);
    return { month, spend: centsToDollars(row?.spendCents ?? 0), receivedUnits: row?.receivedUnits ?? 0 };
  });
  const totalCents = months.reduce((sum, month) => sum + (byMonth.get(month)?.spendCents ?? 0), 0);
  return { months: filled, total: centsToDollars(totalCents) };
}
