import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  DASHBOARD_RECENT_REQUESTS,
  type CreateRequestBody,
  type RequestDto,
  type UpdateRequestStatusBody,
} from "@stockroom/shared";
import { apiRequest, getJson, withQuery } from "@/lib/api";

/** The server's page size maximum: the tabs count what one call returns, so ask for as much as it allows. */
export const REQUEST_LIST_LIMIT = 200;

/** Every cached list that a request transition changes, plus the figures behind the pending badges. */
const REQUEST_DATA_PATHS = [
  "/api/requests",
  "/api/approved-requests",
  "/api/received-requests",
  "/api/dashboard/stats",
];

export function invalidateRequestData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = queryKey[0];
      return typeof path === "string" && REQUEST_DATA_PATHS.some((prefix) => path.startsWith(prefix));
    },
  });
}

/** All requests of the user's properties (or of one), newest first; the page splits them into tabs. */
export function useRequests(propertyId: number | null) {
  return useQuery({
    queryKey: ["/api/requests", { propertyId }],
    queryFn: ({ signal }) =>
      getJson<RequestDto[]>(withQuery("/api/requests", { propertyId, limit: REQUEST_LIST_LIMIT }), signal),
  });
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
