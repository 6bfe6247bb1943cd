import {
  type ReorderLineDto,
  type ReorderSuggestionsDto,
  byRestockUrgency,
  fitOneRequest,
  isLowStock,
  suggestedOrder,
} from "@stockroom/shared";
import type { Database } from "../../db/client";
import { type Actor, findAccessibleProperty } from "../access/scope";
import { selectRestockCandidates } from "./repo";

/**
 * GET /api/reorder-suggestions: every item of the property at or below its minimum or below its par
 * level, with the shared suggested order, most urgent first and as many as one request holds
 * (decision 131). An item whose suggestion is 0 because enough is already on order is left out: a
 * request line must ask for at least one unit, and asking again would order the same goods twice.
 */
export async function reorderSuggestions(
  db: Database,
  user: Actor,
  propertyId: number,
): Promise<ReorderSuggestionsDto> {
  await findAccessibleProperty(db, user, propertyId);
  const candidates = await selectRestockCandidates(db, { user, propertyId });
  const lines: ReorderLineDto[] = candidates.flatMap(({ maxCapacity, ...item }) => {
    const suggestedQuantity = suggestedOrder({ ...item, maxCapacity });
    return suggestedQuantity > 0 ? [{ ...item, belowMinimum: isLowStock(item), suggestedQuantity }] : [];
  });
  lines.sort(byRestockUrgency);
  return { propertyId, ...fitOneRequest(lines) };
}
