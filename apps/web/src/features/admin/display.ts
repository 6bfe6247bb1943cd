import { PLANS, type Tier } from "@stockroom/shared";
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
