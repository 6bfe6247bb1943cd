import { PENDING_EMAIL_STATUSES, PLANS, type EmailStatus, type OutboxSummaryDto, type Tier } from "@stockroom/shared";
import { formatDay } from "@/lib/dates";

export function tierName(tier: string): string {
  return PLANS[tier as Tier]?.name ?? tier;
}

export function statusLabel(status: string): string {
  return status.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}

export function shortDate(iso: string): string {
  return formatDay(iso);
}

/** accounts §4: pending, approved and declined have their own badge; any other status is outline. */
export function requestBadgeVariant(status: string): "default" | "secondary" | "destructive" | "outline" {
  switch (status) {
    case "pending":
      return "secondary";
    case "approved":
      return "default";
    case "declined":
      return "destructive";
    default:
      return "outline";
  }
}

export const ACTIVITY_LABELS: Record<string, string> = {
  user_created: "User created",
  property_created: "Property created",
  request_created: "Request created",
  subscription_changed: "Subscription changed",
};

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  dead: "Dead",
};

/** Sent is the only good news; failed and dead need someone. */
export function emailBadgeVariant(status: EmailStatus): "default" | "secondary" | "destructive" {
  if (status === "sent") return "default";
  if (status === "failed" || status === "dead") return "destructive";
  return "secondary";
}

/** Messages still on their way to SMTP. */
export function pendingEmails(summary: OutboxSummaryDto): number {
  return PENDING_EMAIL_STATUSES.reduce((sum, status) => sum + summary[status], 0);
}

/** Statuses that close the paywall on an owner and their managers at once when the admin sets them. */
const LOCKING_STATUSES = new Set(["past_due", "incomplete", "inactive"]);

interface AccessChange {
  role: string;
  subscriptionTier: string;
  subscriptionStatus: string;
}

/**
 * What an admin's change means for the people it affects, said before it is saved (issue 36, decision 192): a status
 * that locks an owner's team out at once, and an owner who pays made a manager, who then sees nothing while the
 * subscription stays on their account. Empty when the change needs no confirmation.
 */
export function adminChangeWarnings(user: AccessChange & { name: string }, next: AccessChange): string[] {
  const warnings: string[] = [];
  const owner = user.role === "owner" && next.role === "owner";
  if (owner && next.subscriptionStatus !== user.subscriptionStatus && LOCKING_STATUSES.has(next.subscriptionStatus)) {
    warnings.push(
      `${user.name} and their managers lose access at once. ${user.name} can pay from the Payment Required ` +
        "window (Pay Now or Reactivate) to get it back.",
    );
  }
  const paying = user.subscriptionStatus === "active" && user.subscriptionTier !== "starter";
  if (user.role === "owner" && next.role === "manager" && paying) {
    warnings.push(
      `${user.name} pays for the ${tierName(user.subscriptionTier)} plan. As a manager they will see no property, ` +
        "and the subscription stays on their account and keeps renewing until it is canceled.",
    );
  }
  return warnings;
}
