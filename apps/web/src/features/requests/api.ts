import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  DASHBOARD_RECENT_REQUESTS,
  WEB_PAGE_SIZE,
  type CreateRequestBody,
  type RequestCountsDto,
  type ReorderSuggestionsDto,
  type RequestDto,
  type RequestStatus,
  type UpdateRequestStatusBody,
} from "@stockroom/shared";
import { apiRequest, getJson, withQuery } from "@/lib/api";
import { pagedListQuery } from "@/lib/pages";

/** Every cached list and count a request transition changes (tab counts by prefix), and the pending badges' figures. */
const REQUEST_DATA_PATHS = [
  "/api/requests",
  "/api/approved-requests",
  "/api/received-requests",
  "/api/dashboard/stats",
  // A request approved or received changes what is on order, and so the restock lines.
  "/api/reorder-suggestions",
];

export function invalidateRequestData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = queryKey[0];
      return typeof path === "string" && REQUEST_DATA_PATHS.some((prefix) => path.startsWith(prefix));
    },
  });
}

/** How many requests of each status the user's properties (or one of them) hold: the tab counts. */
export function useRequestCounts(propertyId: number | null) {
  return useQuery({
    queryKey: ["/api/requests/counts", { propertyId }],
    queryFn: ({ signal }) => getJson<RequestCountsDto>(withQuery("/api/requests/counts", { propertyId }), signal),
  });
}

/** The requests of some statuses (one tab), newest first, a page at a time. */
export function useRequestTab(statuses: readonly RequestStatus[], propertyId: number | null) {
  return useInfiniteQuery(
    pagedListQuery<RequestDto>(
      withQuery("/api/requests", { status: statuses.join(","), propertyId, limit: WEB_PAGE_SIZE }),
    ),
  );
}

/** One request, for ?openRequest={id}. */
export function useRequest(id: number | null) {
  return useQuery<RequestDto>({ queryKey: [`/api/requests/${id}`], enabled: id !== null });
}

/** The dashboard list (core §6): owners and demo users see what waits for them, others their latest of any status. */
export function useRecentRequests({ pendingOnly, propertyId }: { pendingOnly: boolean; propertyId: number | null }) {
  const params = { propertyId, status: pendingOnly ? "pending" : null, limit: DASHBOARD_RECENT_REQUESTS };
  return useQuery({
    queryKey: ["/api/requests", params],
    queryFn: ({ signal }) => getJson<RequestDto[]>(withQuery("/api/requests", params), signal),
  });
}

/** The lines "Request all low items" starts New Request with, for one property (null: none chosen yet). */
export function useReorderSuggestions(propertyId: number | null) {
  return useQuery({
    queryKey: ["/api/reorder-suggestions", { propertyId }],
    queryFn: ({ signal }) =>
      getJson<ReorderSuggestionsDto>(withQuery("/api/reorder-suggestions", { propertyId }), signal),
    enabled: propertyId !== null,
  });
}

async function requestFrom(res: Response): Promise<RequestDto> {
  return (await res.json()) as RequestDto;
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateRequestBody) => requestFrom(await apiRequest("POST", "/api/requests", body)),
    onSuccess: () => invalidateRequestData(queryClient),
  });
}

export function useUpdateRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateRequestStatusBody }) =>
      requestFrom(await apiRequest("PUT", `/api/requests/${id}/status`, body)),
    onSuccess: () => invalidateRequestData(queryClient),
  });
}
