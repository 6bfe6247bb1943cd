import type { PaymentIssueReason } from "./billing";
import type { PaymentStatusDto } from "./billing-dto";
import type { Role } from "./enums";
import { DAY_MS, DUNNING, nextDunningRetry } from "./dunning";
import { can } from "./permissions";

/**
 * The subscription columns that decide access. For a manager they are their owner's: the owner's
 * subscription decides for everyone who works for them.
 */
export interface SubscriptionAccount {
  role: Role;
  subscriptionStatus: string;
  currentPeriodEnd: Date | null;
  trialEndsAt: Date | null;
  /** When a renewal failed and made the account past due; null when it was made past due otherwise. */
  pastDueSince: Date | null;
}

/** The latest unpaid charge of the account: it only changes which reason is shown, never whether. */
export interface PaymentIssue {
  id: number;
  amount: number;
  status: "failed" | "requires_action";
}

/** Admins run the service and demo accounts use sample data for free: neither ever meets the paywall. */
export function paywallExempt(role: Role): boolean {
  return can(role, "paywall.bypass");
}

/**
 * Why the account may not use the product now, or null when it may (accounts §4, §8): active and
 * trialing (until the trial ends) are fine; canceled keeps access to the period end; past_due shows the
 * failed (or unconfirmed) payment; inactive and incomplete need a new payment. `canReactivate`: a new period can be
 * paid from here (Reactivate, or Pay Now when no failed charge is left to retry).
 */
export function paymentBlock(
  account: SubscriptionAccount,
  issue: PaymentIssue | null,
  now: Date,
): { reason: PaymentIssueReason | null; canReactivate: boolean } {
  const open = { reason: null, canReactivate: false };
  if (paywallExempt(account.role)) return open;
  switch (account.subscriptionStatus) {
    case "active":
      return open;
    case "trialing":
      return !account.trialEndsAt || account.trialEndsAt.getTime() > now.getTime()
        ? open
        : { reason: "no_payment_method", canReactivate: false };
    case "canceled": {
      const periodOpen = account.currentPeriodEnd !== null && account.currentPeriodEnd.getTime() > now.getTime();
      return { reason: periodOpen ? null : "subscription_inactive", canReactivate: true };
    }
    // With no failed charge to retry (the status was set by hand), paying a period is the way out (decision 192).
    case "past_due":
      return {
        reason: issue?.status === "requires_action" ? "requires_action" : issue ? "payment_failed" : "other",
        canReactivate: issue === null,
      };
    case "incomplete":
      return { reason: issue ? "payment_failed" : "no_payment_method", canReactivate: issue === null };
    default:
      return { reason: "subscription_inactive", canReactivate: false };
  }
}

/**
 * Until when a failed renewal leaves the account open while the card is retried (issue 36, decision 191), or null
 * when the account gets no grace: not past due, made past due by other means than a renewal, or the grace is over.
 */
export function pastDueGraceEnd(account: SubscriptionAccount, now: Date): Date | null {
  if (account.subscriptionStatus !== "past_due" || !account.pastDueSince) return null;
  const end = new Date(account.pastDueSince.getTime() + DUNNING.graceDays * DAY_MS);
  return end.getTime() > now.getTime() ? end : null;
}

/** Whether the account is behind the paywall: the API's 402 and the status's needsPaywall both ask this. */
export function needsPayment(account: SubscriptionAccount, now: Date): boolean {
  return paymentBlock(account, null, now).reason !== null && pastDueGraceEnd(account, now) === null;
}

/** The account columns GET /api/payment/status reports besides the decision. */
export interface PaymentStatusAccount extends SubscriptionAccount {
  subscriptionTier: string;
  currentMaxPaid: number;
  totalAmountPaid: number;
  lastPaymentDate: Date | null;
}

/** GET /api/payment/status for an account (its owner's, for a manager) and its latest unpaid charge. */
export function evaluatePaymentStatus(
  account: PaymentStatusAccount,
  issue: PaymentIssue | null,
  now: Date,
): PaymentStatusDto {
  const { reason, canReactivate } = paymentBlock(account, issue, now);
  const graceEnd = pastDueGraceEnd(account, now);
  return {
    subscriptionStatus: account.subscriptionStatus,
    subscriptionTier: account.subscriptionTier,
    currentMaxPaid: account.currentMaxPaid,
    totalAmountPaid: account.totalAmountPaid,
    lastPaymentDate: account.lastPaymentDate?.toISOString() ?? null,
    paymentValid: reason === null,
    needsPaywall: reason !== null && graceEnd === null,
    canReactivate,
    invoiceId: reason === null ? null : (issue?.id ?? null),
    reason,
    amount: reason === null ? null : (issue?.amount ?? null),
    accessSuspendsAt: graceEnd?.toISOString() ?? null,
    nextRetryAt: graceEnd ? (nextDunningRetry(account.pastDueSince!, now)?.toISOString() ?? null) : null,
  };
}

/**
 * What the signed-in frame shows for the payment status: the page, the owner's gate (plans, settings,
 * the Payment Required dialog) or the manager's note to contact their owner, who alone can pay.
 */
export function paywallView(role: Role, status: Pick<PaymentStatusDto, "needsPaywall"> | undefined) {
  if (paywallExempt(role) || !status?.needsPaywall) return "open" as const;
  return role === "manager" ? ("manager" as const) : ("owner" as const);
}

export const PAYWALL_MESSAGES = {
  /** The API's 402 to an owner, and the gate's text. */
  owner: "Your subscription needs to be active to access this feature.",
  /** The API's 402 to a manager; the gate adds whom to contact. */
  manager: "Your owner's subscription needs attention.",
  managerContact: (ownerName: string) => `Your owner's subscription needs attention. Please contact ${ownerName}.`,
} as const;

/** The 402 body of a route closed by the paywall; `paywall: true` tells it from the property-save 402. */
export interface PaywallRefusal {
  message: string;
  error: "PAYMENT_REQUIRED";
  paywall: true;
  reason: PaymentIssueReason;
}

export function isPaywallRefusal(body: unknown): body is PaywallRefusal {
  return typeof body === "object" && body !== null && (body as { paywall?: unknown }).paywall === true;
}

/**
 * Routes ("METHOD /path" as registered) that answer without a session: signing in and out, password
 * reset, demo sign-up, the health check and Stripe's public key, and checkout and the payment callbacks,
 * which carry their own capability secrets. The API document marks them as needing no session cookie.
 */
export const SESSIONLESS_ROUTES: ReadonlySet<string> = new Set([
  "GET /api/health",
  "GET /api/login",
  "GET /api/logout",
  "POST /api/logout",
  "POST /api/auth/login",
  "POST /api/auth/auto-login",
  "POST /api/auth/forgot-password",
  "POST /api/auth/reset-password",
  "POST /api/auth/reset-link",
  "POST /api/auth/reset-link/renew",
  "POST /api/demo/signup",
  "POST /api/demo/confirm",
  "GET /api/stripe/config",
  "POST /api/test-payment",
  "POST /api/create-subscription-intent",
  "POST /api/complete-registration",
  "POST /api/local-payments/confirm",
  "POST /api/local-payments/authenticate",
  "POST /api/stripe/webhook",
]);

/**
 * Routes ("METHOD /path" as registered) that stay open while the account needs payment: every route
 * that needs no session, who is signed in, the account's own settings, the plans and the subscription,
 * and every call that pays or manages the subscription (so nobody is locked out of fixing it). Every
 * other route answers 402. A new payment route belongs here.
 */
export const PAYWALL_OPEN_ROUTES: ReadonlySet<string> = new Set([
  ...SESSIONLESS_ROUTES,
  // The published API document and its reference (the reference outside production unless enabled).
  "GET /api/openapi.json",
  "GET /api/docs",
  "GET /api/docs/json",
  "GET /api/docs/yaml",
  "GET /api/docs/static/*",
  "GET /api/docs/static/index.html",
  "GET /api/docs/static/swagger-initializer.js",
  // The account itself: /settings stays reachable behind the gate.
  "GET /api/auth/user",
  "GET /api/auth/preferences",
  "PUT /api/auth/preferences",
  // Subscription settings: status, plan, usage against the limits, and changing or paying the plan.
  "GET /api/payment/status",
  "GET /api/usage-limits",
  "GET /api/subscription/info",
  "GET /api/subscription/next-payment",
  "GET /api/payment/methods",
  "GET /api/payment/history",
  "GET /api/payment/history/:id/receipt",
  "GET /api/payment/billing-details",
  "PUT /api/payment/billing-details",
  "POST /api/payment/update-method",
  "POST /api/payment/retry",
  "POST /api/subscription/calculate-upgrade",
  "POST /api/subscription/create-upgrade-intent",
  "POST /api/subscription/create-upgrade-payment",
  "POST /api/subscription/confirm-upgrade",
  "POST /api/subscription/try-auto-payment",
  "POST /api/subscription/update",
  "POST /api/subscription/cancel-update",
  "POST /api/subscription/cancel",
  "POST /api/subscription/reactivate",
  // A demo account paying to become an owner (demo accounts are exempt; the confirmation also admits owners).
  "POST /api/demo/conversion",
  "POST /api/demo/conversion/confirm",
]);

/** Whether a route stays open behind the paywall; HEAD runs its GET's handler. */
export function paywallOpen(method: string, routeUrl: string): boolean {
  return PAYWALL_OPEN_ROUTES.has(`${method === "HEAD" ? "GET" : method} ${routeUrl}`);
}
