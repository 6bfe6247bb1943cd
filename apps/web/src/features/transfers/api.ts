import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateTransferBody, TransferResultDto, TransferTargetDto } from "@stockroom/shared";
import { apiRequest, getJson, withQuery } from "@/lib/api";
import { invalidateStockData } from "@/lib/invalidation";

/** The target property's item a transfer would add to (null: it would create one); idle until a property is chosen. */
export function useTransferTarget(fromItemId: number, toPropertyId: number | null) {
  const path = withQuery("/api/transfers/target", { fromItemId, toPropertyId });
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => getJson<TransferTargetDto>(path, signal),
    enabled: toPropertyId !== null,
  });
}

/** POST /api/transfers; both items' cards, counts, histories and the previews are read again after it. */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTransferBody) =>
      (await (await apiRequest("POST", "/api/transfers", body)).json()) as TransferResultDto,
    onSuccess: () =>
      Promise.all([
        invalidateStockData(queryClient),
        // The previews say how much the target holds, which has just changed.
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) => String(queryKey[0]).startsWith("/api/transfers"),
        }),
      ]),
  });
}
