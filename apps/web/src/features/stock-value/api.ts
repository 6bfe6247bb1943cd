import { useQuery } from "@tanstack/react-query";
import { SPEND_MONTHS } from "@stockroom/shared";
import { apiQuery } from "@/lib/api/queries";

/** The value of the stock on hand: all the owner's properties, or one. */
export function useStockValue(propertyId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery("/api/stock-value", { query: { propertyId } }), enabled });
}

/** Spend per month, priced at receipt, for the last `months` months. */
export function useSpend(propertyId: number | null, months: number = SPEND_MONTHS.default) {
  return useQuery({
    ...apiQuery("/api/spend", { query: { propertyId, months } }),
    // Keeps the last figures on screen while another range or property loads.
    placeholderData: (previous) => previous,
  });
}
