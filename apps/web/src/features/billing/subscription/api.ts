import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingDetails, PaidTier } from "@stockroom/shared";
import { apiPath } from "@/lib/api";
import { api, getUrl } from "@/lib/api/client";
import { invalidateAfter, type Mutation } from "@/lib/api/invalidation";
import { apiQuery } from "@/lib/api/queries";

/**
 * The upgrade preview is a POST read as a query: its key names no GET of the document, so no invalidation by
 * path reaches it; the upgrade flow refreshes it itself.
 */
export const upgradePreviewKey = (tier: PaidTier) => ["upgrade-preview", tier] as const;

/** Billing is monthly only in this client (accounts §9): every call sends isYearly false. */
const IS_YEARLY = false;

/** Whether the account may use the product (managers get their owner's answer); only asked when needed. */
export function usePaymentStatus({ enabled }: { enabled: boolean }) {
  // A failed read is not retried when another reader mounts: the gate shows the page on failure, the
  // page's own reader would refetch, the gate would show its spinner and unmount the page — forever.
  return useQuery({ ...apiQuery("/api/payment/status"), enabled, retryOnMount: false });
}

export function useSubscriptionInfo() {
  return useQuery(apiQuery("/api/subscription/info"));
}

export function useNextPayment() {
  return useQuery(apiQuery("/api/subscription/next-payment"));
}

export function usePaymentMethods() {
  return useQuery({ ...apiQuery("/api/payment/methods"), select: (data) => data.paymentMethods });
}

/** The prorated cost of upgrading now; recomputed at every opening of the dialog (gcTime 0). */
export function useUpgradePreview(tier: PaidTier) {
  return useQuery({
    queryKey: upgradePreviewKey(tier),
    queryFn: async () =>
      (
        await api.post("/api/subscription/calculate-upgrade", {
          body: { subscriptionTier: tier, isYearly: IS_YEARLY },
        })
      ).calculation,
    gcTime: 0,
  });
}

/** The upgrade's payment calls; the caller decides the order (saved card first, then the card form). */
export const upgradeCalls = {
  tryAutoPayment: (tier: PaidTier, amount: number) =>
    api.post("/api/subscription/try-auto-payment", { body: { subscriptionTier: tier, isYearly: IS_YEARLY, amount } }),
  createPayment: (tier: PaidTier) =>
    api.post("/api/subscription/create-upgrade-payment", { body: { targetTier: tier, isYearly: IS_YEARLY } }),
  confirm: (tier: PaidTier, paymentIntentId?: string) =>
    api.post("/api/subscription/confirm-upgrade", {
      body: { subscriptionTier: tier, isYearly: IS_YEARLY, ...(paymentIntentId ? { paymentIntentId } : {}) },
    }),
};

/**
 * A billing mutation that refreshes what it made stale once it has answered (also after a refusal). The
 * refresh is not awaited: the caller's own callbacks (toasts) must run before the fresh data can unmount
 * the component that started it, e.g. the Payment Required dialog closing once the status is valid.
 */
function useBillingMutation<TVariables, TResult>(
  mutation: Mutation,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void invalidateAfter(queryClient, mutation);
    },
  });
}

export interface PlanChange {
  tier: PaidTier;
  propertiesToKeep?: number[];
}

/** A lower tier is scheduled (with the properties to keep); the current tier cancels a scheduled change. */
export function useUpdateSubscription() {
  return useBillingMutation("POST /api/subscription/update", ({ tier, propertiesToKeep }: PlanChange) =>
    api.post("/api/subscription/update", {
      body: { subscriptionTier: tier, isYearly: IS_YEARLY, ...(propertiesToKeep ? { propertiesToKeep } : {}) },
    }),
  );
}

/** Cancels the scheduled change to `newTier`. */
export function useCancelScheduledChange() {
  return useBillingMutation("POST /api/subscription/cancel-update", (newTier: PaidTier) =>
    api.post("/api/subscription/cancel-update", { body: { newTier } }),
  );
}

export function useCancelSubscription() {
  return useBillingMutation("POST /api/subscription/cancel", () => api.post("/api/subscription/cancel"));
}

/** Reactivates; with `paymentIntentId`, settles the reactivation payment the customer has authenticated. */
export function useReactivateSubscription() {
  return useBillingMutation("POST /api/subscription/reactivate", (request?: { paymentIntentId: string }) =>
    api.post("/api/subscription/reactivate", { body: request }),
  );
}

/** Retries a failed invoice; with `paymentIntentId`, settles it with a retry the customer has authenticated. */
export function useRetryPayment() {
  return useBillingMutation("POST /api/payment/retry", (request: { invoiceId: number; paymentIntentId?: string }) =>
    api.post("/api/payment/retry", { body: request }),
  );
}

/** Starts saving a new card: the setup secret for the card form. */
export function useStartCardSetup() {
  return useMutation({ mutationFn: () => api.post("/api/payment/update-method") });
}

/** The account's charges, failures and refunds, newest first (issue 36). */
export function usePaymentHistory() {
  return useQuery({ ...apiQuery("/api/payment/history"), select: (data) => data.payments });
}

/** Where the browser downloads a payment's receipt (a plain link: the server names the file, R-000123.pdf). */
export function receiptPdfHref(paymentId: number): string {
  return apiPath(getUrl("/api/payment/history/{id}/receipt", { path: { id: paymentId } }));
}

/** The company, billing address and tax id the receipts print (decision 194). */
export function useBillingDetails() {
  return useQuery(apiQuery("/api/payment/billing-details"));
}

export function useSaveBillingDetails() {
  return useBillingMutation("PUT /api/payment/billing-details", (details: BillingDetails) =>
    api.put("/api/payment/billing-details", { body: details }),
  );
}
