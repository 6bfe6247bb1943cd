import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isPaywallRefusal } from "@stockroom/shared";
import { USER_QUERY_KEY, PAYMENT_STATUS_KEY } from "./queryKeys";
import { ApiError, getQueryFn } from "./api";
import { clearSessionExpired, markSessionExpired } from "./sessionExpiry";
import { markSessionEnded } from "./signInReturn";

/**
 * A 401 while someone is signed in means the session ended on the server (expired, signed out in
 * another tab, the account removed). The page stays, with what was typed in it, and the app asks to sign
 * in again in place (issue 37); choosing the sign-in page instead moves to the signed-out screens.
 */
function recheckSignIn(client: QueryClient, error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 401 || !client.getQueryData(USER_QUERY_KEY)) return;
  markSessionEnded();
  markSessionExpired();
}

/** The user chose the sign-in page over signing in again in place: ask who is signed in (nobody). */
export function leaveEndedSession(client: QueryClient): void {
  clearSessionExpired();
  void client.invalidateQueries({ queryKey: USER_QUERY_KEY, exact: true }, { cancelRefetch: false });
}

/**
 * The API's paywall answered (the subscription lapsed since the status was read): read the status again,
 * so the gate replaces the page instead of the page showing failures.
 */
function recheckPaywall(client: QueryClient, error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 402 || !isPaywallRefusal(error.body)) return;
  void client.invalidateQueries({ queryKey: PAYMENT_STATUS_KEY, exact: true }, { cancelRefetch: false });
}

/**
 * A 409 means what the screen showed had changed on the server (another tab or person acted first, issue 37):
 * everything shown is read again, so the screen stops offering what no longer applies.
 */
function refreshAfterConflict(client: QueryClient, error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 409) return;
  void client.invalidateQueries(undefined, { cancelRefetch: false });
}

function onApiError(client: QueryClient, error: unknown) {
  recheckSignIn(client, error);
  recheckPaywall(client, error);
}

/** Spec defaults: data never goes stale by itself, no retry, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onApiError(client, error) }),
    mutationCache: new MutationCache({
      onError: (error) => {
        onApiError(client, error);
        refreshAfterConflict(client, error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        // Fetch even when the browser says it is offline: the service worker may answer from its cache, which is
        // how a started daily count reopens offline (decision 142).
        networkMode: "offlineFirst",
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
