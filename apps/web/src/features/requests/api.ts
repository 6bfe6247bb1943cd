import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DASHBOARD_RECENT_REQUESTS,
  PAGE_LIMITS,
  WEB_PAGE_SIZE,
  type CreateRequestBody,
  type RequestStatus,
  type UpdateRequestStatusBody,
} from "@stockroom/shared";
import { api } from "@/lib/api/client";
import { invalidateAfter } from "@/lib/api/invalidation";
import { apiQuery, pagedApiQuery } from "@/lib/api/queries";

/** How many requests of each status the user's properties (or one of them) hold: the tab counts. */
export function useRequestCounts(propertyId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery("/api/requests/counts", { query: { propertyId } }), enabled });
}

/** The requests of some statuses (one tab), newest first, a page at a time. */
export function useRequestTab(statuses: readonly RequestStatus[], propertyId: number | null) {
  return useInfiniteQuery(
    pagedApiQuery("/api/requests", { query: { status: statuses.join(","), propertyId, limit: WEB_PAGE_SIZE } }),
  );
}

/** One request, for ?openRequest={id}. */
export function useRequest(id: number | null) {
  return useQuery({ ...apiQuery("/api/requests/{id}", { path: { id: id ?? 0 } }), enabled: id !== null });
}

/** The dashboard list (core §6): owners and demo users see what waits for them, others their latest of any status. */
export function useRecentRequests({ pendingOnly, propertyId }: { pendingOnly: boolean; propertyId: number | null }) {
  const query = { propertyId, status: pendingOnly ? "pending" : null, limit: DASHBOARD_RECENT_REQUESTS };
  return useQuery(apiQuery("/api/requests", { query }));
}

/** The lines "Request all low items" starts New Request with, for one property (null: none chosen yet). */
export function useReorderSuggestions(propertyId: number | null) {
  return useQuery({
    ...apiQuery("/api/reorder-suggestions", { query: { propertyId } }),
    enabled: propertyId !== null,
  });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequestBody) => api.post("/api/requests", { body }),
    onSuccess: () => invalidateAfter(queryClient, "POST /api/requests"),
  });
}

export function useUpdateRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateRequestStatusBody }) =>
      api.put("/api/requests/{id}/status", { path: { id }, body }),
    onSuccess: () => invalidateAfter(queryClient, "PUT /api/requests/{id}/status"),
  });
}

/** A property's pending requests, up to the list's largest page: what New Request warns would be asked twice. */
export function usePendingRequests(propertyId: number | undefined) {
  return useQuery({
    ...apiQuery("/api/requests", {
      query: { status: "pending", propertyId: propertyId ?? null, limit: PAGE_LIMITS.requests.max },
    }),
    enabled: propertyId !== undefined,
  });
}
