import type { RequestFormValues } from "@stockroom/shared";
import { useEffect, useRef } from "react";
import { useReorderSuggestions } from "./api";

interface RestockPrefill {
  /** New Request was opened by "Request all low items". */
  restock: boolean;
  propertyId: number | undefined;
  /** Replaces the form's lines (useFieldArray's replace). */
  replace: (lines: RequestFormValues["items"]) => void;
}

/**
 * Loads the chosen property's restock lines and puts them in the form when that property is chosen, so a
 * refetch never undoes the manager's edits, while going back to a property (whose lines the change of
 * property emptied) fills them again.
 */
export function useRestockPrefill({ restock, propertyId, replace }: RestockPrefill) {
  const suggestions = useReorderSuggestions(restock ? (propertyId ?? null) : null);
  const prefilledFor = useRef<number | undefined>(undefined);
  const data = suggestions.data;

  useEffect(() => {
    if (!restock || !data || data.propertyId !== propertyId || prefilledFor.current === propertyId) return;
    prefilledFor.current = propertyId;
    replace(data.lines.map((line) => ({ itemId: line.itemId, quantity: String(line.suggestedQuantity) })));
  }, [restock, data, propertyId, replace]);
  return suggestions;
}
