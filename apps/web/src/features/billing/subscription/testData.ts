import {
  PLANS,
  type NextPaymentDto,
  type PaymentMethodDto,
  type SessionUser,
  type SubscriptionInfoDto,
  type SubscriptionStatus,
  type Tier,
} from "@stockroom/shared";
import { STATS } from "@/test/fixtures";
import { jsonResponse, makePublicUser, type mockFetch } from "@/test/utils";

type Routes = Parameters<typeof mockFetch>[0];

export const PERIOD_END = "2025-04-01T12:00:00.000Z";

interface InfoOptions {
  tier?: Tier;
  status?: SubscriptionStatus;
  scheduled?: { tier: Tier; date: string } | null;
  periodEnd?: string | null;
}

/** GET /api/subscription/info of an owner on `tier` (growth, active, no scheduled change by default). */
export function makeSubscriptionInfo({
  tier = "growth",
  status = "active",
  scheduled = null,
  periodEnd = PERIOD_END,
}: InfoOptions = {}): SubscriptionInfoDto {
  return {
    user: makePublicUser({
      role: tier === "demo" ? "demo" : "owner",
      subscriptionTier: tier,
      subscriptionStatus: status,
      currentPeriodStart: "2025-03-01T12:00:00.000Z",
      currentPeriodEnd: periodEnd,
      totalAmountPaid: PLANS[tier].price,
      currentMaxPaid: PLANS[tier].price,
      totalLengthPaid: 31,
      longestPaidPeriod: "monthly",
      lastPaymentDate: "2025-03-01T12:00:00.000Z",
      lastPaymentAmount: PLANS[tier].price,
      scheduledUpdateTier: scheduled?.tier ?? null,
      scheduledUpdateDate: scheduled?.date ?? null,
      scheduledBillingPeriod: scheduled ? "monthly" : null,
      updatedAt: "2025-03-01T12:00:00.000Z",
    }),
    plan: PLANS[tier],
    nextPaymentAmountDisplay: `$${PLANS[tier].price / 100}`,
    nextBillingDate: PERIOD_END,
    scheduledChange: scheduled,
  };
}

export function makeNextPayment(tier: Tier = "growth"): NextPaymentDto {
  return {
    tier,
    billingPeriod: "monthly",
    amount: PLANS[tier].price,
    amountDisplay: `$${PLANS[tier].price / 100}`,
    date: PERIOD_END,
  };
}

export const VISA: PaymentMethodDto = {
  id: 1,
  brand: "visa",
  last4: "4242",
  expMonth: 4,
  expYear: 2030,
  isDefault: true,
};

/** The account's history: a failed renewal, then the retry that paid it. */
export const PAYMENTS = [
  {
    id: 12,
    date: "2025-03-02T12:00:00.000Z",
    description: "Growth plan renewal",
    amount: 9900,
    currency: "usd",
    status: "succeeded" as const,
    failureReason: null,
    receipt: "R-000042",
  },
  {
    id: 11,
    date: "2025-03-01T12:00:00.000Z",
    description: "Growth plan renewal",
    amount: 9900,
    currency: "usd",
    status: "failed" as const,
    failureReason: "Your card was declined.",
    receipt: null,
  },
];

/** What the account's receipts print for it: a company and an address, no tax id yet. */
export const BILLING_DETAILS = {
  companyName: "Harbor Hotels LLC",
  billingAddress: "1 Quay Street\nPortland, ME 04101",
  taxId: null,
};

/**
 * The calls of /subscription-settings for `user` (and the layout's stats, and the user refetched after a
 * change); `extra` adds or replaces routes.
 */
export function settingsRoutes(
  user: SessionUser,
  info: SubscriptionInfoDto = makeSubscriptionInfo(),
  extra: Routes = {},
): Routes {
  return {
    "GET /api/dashboard/stats": () => jsonResponse(200, STATS),
    "GET /api/subscription/info": () => jsonResponse(200, info),
    "GET /api/subscription/next-payment": () =>
      jsonResponse(200, makeNextPayment(info.scheduledChange?.tier ?? info.user.subscriptionTier)),
    "GET /api/payment/methods": () => jsonResponse(200, { paymentMethods: [VISA] }),
    "GET /api/payment/history": () => jsonResponse(200, { payments: PAYMENTS }),
    "GET /api/payment/billing-details": () => jsonResponse(200, BILLING_DETAILS),
    "GET /api/auth/user": () => jsonResponse(200, user),
    ...extra,
  };
}
