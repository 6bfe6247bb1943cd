import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  AutoPaymentDto,
  BillingActionDto,
  ClientPaymentDto,
  NextPaymentDto,
  PaidTier,
  PaymentMethodDto,
  PaymentStatusDto,
  SubscriptionInfoDto,
  SubscriptionUpdateDto,
  Tier,
  UpgradeCalculationDto,
} from "@stockroom/shared";
import { apiRequest } from "@/lib/api";
import { invalidatePropertyData } from "@/lib/invalidation";
import { PAYMENT_STATUS_KEY, USER_QUERY_KEY } from "@/lib/queryKeys";

export const SUBSCRIPTION_INFO_KEY = ["/api/subscription/info"] as const;
export const NEXT_PAYMENT_KEY = ["/api/subscription/next-payment"] as const;
export const PAYMENT_METHODS_KEY = ["/api/payment/methods"] as const;
const UPGRADE_PREVIEW_PATH = "/api/subscription/calculate-upgrade";
export const upgradePreviewKey = (tier: PaidTier) => [UPGRADE_PREVIEW_PATH, tier] as const;

/** Billing is monthly only in this client (accounts §9): every call sends isYearly false. */
const IS_YEARLY = false;

/** The caches of the account's plan and payments: the user's tier, plan figures, paywall and saved cards. */
const BILLING_KEYS = [USER_QUERY_KEY, SUBSCRIPTION_INFO_KEY, NEXT_PAYMENT_KEY, PAYMENT_STATUS_KEY, PAYMENT_METHODS_KEY];

/**
 * Refetches what a billing change affects: those caches, and the properties with their plan usage and
 * figures, since an upgrade reactivates properties and the limits follow the plan.
 */
export async function invalidateBilling(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    ...BILLING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    invalidatePropertyData(queryClient),
  ]);
}

async function post<T>(path: string, body?: unknown): Promise<T> {
  const res = await apiRequest("POST", path, body);
  return (await res.json()) as T;
}

/** Whether the account may use the product (managers get their owner's answer); only asked when needed. */
export function usePaymentStatus({ enabled }: { enabled: boolean }) {
  // A failed read is not retried when another reader mounts: the gate shows the page on failure, the
  // page's own reader would refetch, the gate would show its spinner and unmount the page — forever.
  return useQuery<PaymentStatusDto>({ queryKey: PAYMENT_STATUS_KEY, enabled, retryOnMount: false });
}

export function useSubscriptionInfo() {
  return useQuery<SubscriptionInfoDto>({ queryKey: SUBSCRIPTION_INFO_KEY });
}

export function useNextPayment() {
  return useQuery<NextPaymentDto>({ queryKey: NEXT_PAYMENT_KEY });
}

export function usePaymentMethods() {
  return useQuery<{ paymentMethods: PaymentMethodDto[] }, Error, PaymentMethodDto[]>({
    queryKey: PAYMENT_METHODS_KEY,
    select: (data) => data.paymentMethods,
  });
}

/** The prorated cost of upgrading now; recomputed at every opening of the dialog (gcTime 0). */
export function useUpgradePreview(tier: PaidTier) {
  return useQuery({
    queryKey: upgradePreviewKey(tier),
    queryFn: async () =>
      (await post<UpgradeCalculationDto>(UPGRADE_PREVIEW_PATH, { subscriptionTier: tier, isYearly: IS_YEARLY }))
        .calculation,
    gcTime: 0,
  });
}

/** The upgrade's payment calls; the caller decides the order (saved card first, then the card form). */
export const upgradeCalls = {
  tryAutoPayment: (tier: PaidTier, amount: number) =>
    post<AutoPaymentDto>("/api/subscription/try-auto-payment", {
      subscriptionTier: tier,
      isYearly: IS_YEARLY,
      amount,
    }),
  createPayment: (tier: PaidTier) =>
    post<ClientPaymentDto>("/api/subscription/create-upgrade-payment", { targetTier: tier, isYearly: IS_YEARLY }),
  confirm: (tier: PaidTier, paymentIntentId?: string) =>
    post<BillingActionDto>("/api/subscription/confirm-upgrade", {
      subscriptionTier: tier,
      isYearly: IS_YEARLY,
      ...(paymentIntentId ? { paymentIntentId } : {}),
    }),
};

/**
 * A billing mutation that refreshes the billing caches once it has answered (also after a refusal). The
 * refresh is not awaited: the caller's own callbacks (toasts) must run before the fresh data can unmount
 * the component that started it, e.g. the Payment Required dialog closing once the status is valid.
 */
function useBillingMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void invalidateBilling(queryClient);
    },
  });
}

export interface PlanChange {
  tier: PaidTier;
  propertiesToKeep?: number[];
}

/** A lower tier is scheduled (with the properties to keep); the current tier cancels a scheduled change. */
export function useUpdateSubscription() {
  return useBillingMutation(({ tier, propertiesToKeep }: PlanChange) =>
    post<SubscriptionUpdateDto>("/api/subscription/update", {
      subscriptionTier: tier,
      isYearly: IS_YEARLY,
      ...(propertiesToKeep ? { propertiesToKeep } : {}),
    }),
  );
}

/** Cancels the scheduled change to `newTier`. */
export function useCancelScheduledChange() {
  return useBillingMutation((newTier: Tier) => post<BillingActionDto>("/api/subscription/cancel-update", { newTier }));
}

export function useCancelSubscription() {
  return useBillingMutation(() => post<BillingActionDto>("/api/subscription/cancel"));
}

/** Reactivates; with `paymentIntentId`, settles the reactivation payment the customer has authenticated. */
export function useReactivateSubscription() {
  return useBillingMutation((request?: { paymentIntentId: string }) =>
    post<BillingActionDto>("/api/subscription/reactivate", request),
  );
}

/** Retries a failed invoice; with `paymentIntentId`, settles it with a retry the customer has authenticated. */
export function useRetryPayment() {
  return useBillingMutation((request: { invoiceId: number; paymentIntentId?: string }) =>
    post<BillingActionDto>("/api/payment/retry", request),
  );
}

/** Starts saving a new card: the setup secret for the card form. */
export function useStartCardSetup() {
  return useMutation({ mutationFn: () => post<{ clientSecret: string }>("/api/payment/update-method") });
}
