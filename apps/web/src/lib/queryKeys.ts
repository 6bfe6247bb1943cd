/**
 * The queries the query client itself watches (queryClient.ts): who is signed in, and whether the paywall is up.
 * Their keys live here, below the features that read them, so the client does not depend on a feature.
 */
export const USER_QUERY_KEY = ["/api/auth/user"] as const;
export const PAYMENT_STATUS_KEY = ["/api/payment/status"] as const;
