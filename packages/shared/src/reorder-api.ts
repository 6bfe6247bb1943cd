import { z } from "zod";
import { CATEGORIES } from "./enums";
import { QUANTITY_LIMITS, queryRowIdSchema } from "./quantities";
import { encodeMultiItemReason } from "./request-text";
import { createRequestBodySchema } from "./requests";

/**
 * "Request all low items" (issue 20.3, decision 131): the lines a restock request starts with, for one
 * property, and the rule that keeps them within what one request may hold.
 */

/** Query of GET /api/reorder-suggestions: the one property to restock. */
export const reorderQuerySchema = z.object({ propertyId: queryRowIdSchema });

/** One line: an item below its minimum or its par level, and how much to order of it. */
export const reorderLineSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  unit: z.string(),
  currentStock: z.number().int(),
  minStock: z.number().int(),
  parLevel: z.number().int().nullable(),
  /** Approved but not yet received. */
  onOrder: z.number().int(),
  /** At or below the minimum (the Low Stock badge), not only below par. */
  belowMinimum: z.boolean(),
  suggestedQuantity: z.number().int().min(1),
});
export type ReorderLineDto = z.infer<typeof reorderLineSchema>;

export const reorderSuggestionsSchema = z.object({
  propertyId: z.number().int(),
  /** Most urgent first, as many as one request may hold. */
  lines: z.array(reorderLineSchema),
  /** Low items that did not fit in this request (they come first once this one is approved). */
  omitted: z.number().int(),
});
export type ReorderSuggestionsDto = z.infer<typeof reorderSuggestionsSchema>;

/**
 * Most urgent first: items at or below their minimum, then those only below par; within each, the
 * emptiest shelf (stock as a share of the level it fell under), then by name.
 */
export function byRestockUrgency(a: ReorderLineDto, b: ReorderLineDto): number {
  if (a.belowMinimum !== b.belowMinimum) return a.belowMinimum ? -1 : 1;
  return fill(a) - fill(b) || a.name.localeCompare(b.name) || a.itemId - b.itemId;
}

function fill(line: ReorderLineDto): number {
  const level = line.belowMinimum ? line.minStock : (line.parLevel ?? line.minStock);
  return line.currentStock / Math.max(1, level);
}

/** The reason's bound in POST /api/requests, which the multi-item text of a request must keep to. */
const REASON_MAX_LENGTH = createRequestBodySchema.shape.reason.unwrap().unwrap().maxLength ?? 0;

/**
 * The first lines, in the given order, that one request submitted through New Request can hold: at
 * most maxRequestLines lines, each line at most maxLineQuantity, their sum at most maxLineQuantity
 * (the documented body carries it as one quantity) and the 'Multiple items requested: …' text within
 * the reason's length. The first line that does not fit ends the request, so urgency decides, not size.
 */
export function fitOneRequest(lines: ReorderLineDto[]): { lines: ReorderLineDto[]; omitted: number } {
  const fitted: ReorderLineDto[] = [];
  let sum = 0;
  for (const line of lines) {
    const quantity = Math.min(line.suggestedQuantity, QUANTITY_LIMITS.maxLineQuantity);
    const next = [...fitted, { ...line, suggestedQuantity: quantity }];
    const fits =
      next.length <= QUANTITY_LIMITS.maxRequestLines &&
      sum + quantity <= QUANTITY_LIMITS.maxLineQuantity &&
      encodeMultiItemReason(
        next.map((l) => ({ name: l.name, quantity: l.suggestedQuantity, unit: l.unit })),
        null,
      ).length <= REASON_MAX_LENGTH;
    if (!fits) break;
    fitted.push(next[next.length - 1]);
    sum += quantity;
  }
  return { lines: fitted, omitted: lines.length - fitted.length };
}
