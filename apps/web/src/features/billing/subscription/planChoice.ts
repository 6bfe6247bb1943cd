import type { PaidTier } from "@stockroom/shared";
import { useEffect, useRef } from "react";
import { useQueryParams } from "@/lib/searchParams";
import { paidTierFrom } from "../checkout/plans";

const SUBSCRIPTION_SETTINGS = "/subscription-settings";

/**
 * Where a signed-in account goes to take a plan it chose on Pricing (or reached Checkout with): Subscription
 * Settings, which acts on the choice as if the plan was chosen there (decision 189).
 */
export function planChoicePath(tier: PaidTier): string {
  return `${SUBSCRIPTION_SETTINGS}?plan=${tier}`;
}

/**
 * Acts once on `?plan=` when the page is ready: an upgrade opens its dialog, a downgrade its confirmation, the current
 * plan says so. The parameter is dropped first, so a reload or Back does not choose again.
 */
export function usePlanFromLink(ready: boolean, select: (tier: PaidTier) => void): void {
  const [params, setParams] = useQueryParams();
  const tier = paidTierFrom(params.get("plan"));
  const chosen = useRef(false);
  useEffect(() => {
    if (!ready || !tier || chosen.current) return;
    chosen.current = true;
    setParams(
      (current) => {
        current.delete("plan");
        return current;
      },
      { replace: true },
    );
    select(tier);
  }, [ready, tier, select, setParams]);
}
