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
