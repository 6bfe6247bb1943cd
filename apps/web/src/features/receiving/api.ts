import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { WEB_PAGE_SIZE, type receiveBulkBodySchema } from "@stockroom/shared";
import type { z } from "zod";
import { ApiError } from "@/lib/api";
import { api } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";
import { pagedApiQuery } from "@/lib/api/queries";

export type ReceiveBulkBody = z.input<typeof receiveBulkBodySchema>;

/** Ready to Receive: approved requests, optionally of one property, a page at a time. */
export function useApprovedRequests(propertyId: number | null) {
  return useInfiniteQuery(pagedApiQuery("/api/approved-requests", { query: { propertyId, limit: WEB_PAGE_SIZE } }));
}

export function useReceivedRequests(propertyId: number | null) {
  return useInfiniteQuery(pagedApiQuery("/api/received-requests", { query: { propertyId, limit: WEB_PAGE_SIZE } }));
}

/** Core §8: a list that fails to load says 'Failed to fetch: {status}'. */
export function fetchFailure(error: unknown): string {
  return error instanceof ApiError ? `Failed to fetch: ${error.status}` : "Failed to fetch: no answer from the server";
}

/** Receives every approved item at once; stock rises, so the stock figures are refreshed with the lists. */
export function useReceiveBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReceiveBulkBody }) =>
      api.post("/api/receive-request-bulk/{id}", { path: { id }, body }),
    onSuccess: () => invalidateAfter(queryClient, "POST /api/receive-request-bulk/{id}"),
  });
}
