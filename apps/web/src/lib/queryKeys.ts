import { apiKey } from "./api/queries";

/**
 * The queries the query client itself watches (queryClient.ts): who is signed in, and whether the paywall is up.
 * Their keys live here, below the features that read them, so the client does not depend on a feature.
 */
export const USER_QUERY_KEY = apiKey("/api/auth/user");
export const PAYMENT_STATUS_KEY = apiKey("/api/payment/status");
