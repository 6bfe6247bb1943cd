import { isTier, PAYMENT_MESSAGES, PLANS, type PaymentIssueReason } from "@stockroom/shared";
import { formatDay } from "@/lib/dates";

/** A date of the billing screens, e.g. "Mar 3, 2025". */
export function formatBillingDate(iso: string): string {
  return formatDay(iso);
}

/** Cents as dollars with two decimals, e.g. 9900 → "$99.00" (the payment dialog's figure). */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The catalogue's name of a tier, or the tier itself when unknown. */
export function planName(tier: string): string {
  return isTier(tier) ? PLANS[tier].name : tier;
}

type BadgeVariant = "default" | "secondary" | "destructive" | "outline";

const STATUS_BADGES: Record<string, { label: string; variant: BadgeVariant }> = {
  active: { label: "Active", variant: "default" },
  trialing: { label: "Trial", variant: "secondary" },
  canceled: { label: "Canceled", variant: "destructive" },
  past_due: { label: "Past Due", variant: "destructive" },
  incomplete: { label: "Incomplete", variant: "outline" },
  inactive: { label: "Inactive", variant: "outline" },
};

/** The subscription status badge of the current plan card. */
export function statusBadge(status: string): { label: string; variant: BadgeVariant } {
  return STATUS_BADGES[status] ?? { label: status, variant: "outline" };
}

/** The Payment Required dialog's text for each reason (accounts §8); a failed payment without an amount reads as 'other'. */
export function paymentIssueText(reason: PaymentIssueReason | null, amount: number | null): string {
  switch (reason) {
    case "payment_failed":
      if (amount === null) break;
      return `Your recent payment of ${formatDollars(amount)} was declined. Please update your payment method or retry the payment.`;
    case "requires_action":
      return PAYMENT_MESSAGES.authenticationRequired;
    case "subscription_inactive":
      return "Your subscription is currently inactive. Please update your payment method to restore access.";
    case "no_payment_method":
      return "Please add a payment method to continue using the service.";
    default:
      break;
  }
  return "There is an issue with your payment. Please review and update your payment information.";
}

/**
 * A failed renewal's grace (decision 191): "Your team keeps working until Dec 5, 2026. We will try your card again
 * on Nov 29, 2026."
 */
export function graceText(accessSuspendsAt: string, nextRetryAt: string | null): string {
  const retry = nextRetryAt ? ` We will try your card again on ${formatDay(nextRetryAt)}.` : "";
  return `Your team keeps working until ${formatDay(accessSuspendsAt)}; after that, access is suspended until payment.${retry}`;
}
