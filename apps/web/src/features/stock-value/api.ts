import { useQuery } from "@tanstack/react-query";
import { SPEND_MONTHS, type SpendDto, type StockValueDto } from "@stockroom/shared";
import { getJson, withQuery } from "@/lib/api";

/** The value of the stock on hand: all the owner's properties, or one. */
export function useStockValue(propertyId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ["/api/stock-value", { propertyId }],
    queryFn: ({ signal }) => getJson<StockValueDto>(withQuery("/api/stock-value", { propertyId }), signal),
    enabled,
  });
}

/** Spend per month, priced at receipt, for the last `months` months. */
export function useSpend(propertyId: number | null, months: number = SPEND_MONTHS.default) {
  return useQuery({
    queryKey: ["/api/spend", { propertyId, months }],
    queryFn: ({ signal }) => getJson<SpendDto>(withQuery("/api/spend", { propertyId, months }), signal),
    // Keeps the last figures on screen while another range or property loads.
    placeholderData: (previous) => previous,
  });
}
