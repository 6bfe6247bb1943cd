import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { WEB_PAGE_SIZE, type RequestDto, type receiveBulkBodySchema } from "@stockroom/shared";
import type { z } from "zod";
import { invalidateRequestData } from "@/features/requests";
import { ApiError, apiRequest, withQuery } from "@/lib/api";
import { invalidateStockData } from "@/lib/invalidation";
import { pagedListQuery } from "@/lib/pages";

export type ReceiveBulkBody = z.input<typeof receiveBulkBodySchema>;

/** Ready to Receive: approved requests, optionally of one property, a page at a time. */
export function useApprovedRequests(propertyId: number | null) {
  return useInfiniteQuery(
    pagedListQuery<RequestDto>(withQuery("/api/approved-requests", { propertyId, limit: WEB_PAGE_SIZE })),
  );
}

export function useReceivedRequests(propertyId: number | null) {
  return useInfiniteQuery(
    pagedListQuery<RequestDto>(withQuery("/api/received-requests", { propertyId, limit: WEB_PAGE_SIZE })),
  );
}

/** Core §8: a list that fails to load says 'Failed to fetch: {status}'. */
export function fetchFailure(error: unknown): string {
  return error instanceof ApiError ? `Failed to fetch: ${error.status}` : "Failed to fetch: no answer from the server";
}

/** Receives every approved item at once; stock rises, so the stock figures are refreshed with the lists. */
export function useReceiveBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ReceiveBulkBody }) => {
      const res = await apiRequest("POST", `/api/receive-request-bulk/${id}`, body);
      return (await res.json()) as RequestDto;
    },
    onSuccess: () => Promise.all([invalidateRequestData(queryClient), invalidateStockData(queryClient)]),
  });
}
