import { queryOptions, useQuery } from "@tanstack/react-query";
import { TIMINGS, type SessionUser } from "@stockroom/shared";
import { getQueryFn } from "@/lib/api";
import { USER_QUERY_KEY } from "@/lib/queryKeys";

export interface AuthState {
  user: SessionUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** The signed-in user's query; a 401 answer means signed out (null) rather than an error. */
export const userQuery = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: getQueryFn<SessionUser>({ on401: "returnNull" }),
  staleTime: TIMINGS.userCacheMs,
});

/** The signed-in user, cached for the spec's five minutes. */
export function useAuth(): AuthState {
  const { data, isLoading } = useQuery(userQuery);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
