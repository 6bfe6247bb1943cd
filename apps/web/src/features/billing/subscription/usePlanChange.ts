import { useQueryClient } from "@tanstack/react-query";
import {
  downgradeOutcome,
  isUpgrade,
  PLANS,
  TIMINGS,
  type PaidTier,
  type SubscriptionInfoDto,
} from "@stockroom/shared";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { becomeCustomerPath } from "../conversion/conversion";
import { ownedPropertiesQuery } from "@/queries/properties";
import { serverMessage } from "@/lib/api";
import { useUpdateSubscription, type PlanChange } from "./api";
import type { KeepSelection } from "./components/KeepPropertiesDialog";

const updateFailed = (error: unknown) =>
  toast({
    title: "Update Failed",
    description: serverMessage(error) ?? "Failed to update subscription",
    variant: "destructive",
  });

/**
 * What choosing a plan does (accounts §4): the current plan is 'Already Subscribed' unless a change is
 * scheduled, which choosing it cancels; a higher tier opens the upgrade dialog; a lower tier is scheduled,
 * through 'Select Properties to Keep' when the owner has more active properties than it allows, or when
 * it would unassign managers, so the owner sees who before confirming.
 * A demo account goes to 'Become a Customer' for the chosen plan, where it pays to leave the demo plan.
 */
export function usePlanChange(info: SubscriptionInfoDto | undefined, isDemo: boolean) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const update = useUpdateSubscription();
  const [upgradeTier, setUpgradeTier] = useState<PaidTier | null>(null);
  const [keep, setKeep] = useState<KeepSelection | null>(null);
  const [checkingTier, setCheckingTier] = useState<PaidTier | null>(null);
  const [checkoutPath, setCheckoutPath] = useState<string | null>(null);
  const closeUpgrade = useCallback(() => setUpgradeTier(null), []);

  useEffect(() => {
    if (!checkoutPath) return;
    const timer = setTimeout(() => void navigate(checkoutPath), TIMINGS.checkoutRedirectMs);
    return () => clearTimeout(timer);
  }, [checkoutPath, navigate]);

  const submit = (change: PlanChange) =>
    update.mutate(change, {
      onSuccess: (result) => {
        setKeep(null);
        toast({
          title: result.scheduled ? "Plan Change Scheduled" : "Subscription Updated",
          description: result.message,
        });
        if (result.requiresCheckout) setCheckoutPath(`/checkout?plan=${change.tier}&billing=monthly`);
      },
      onError: updateFailed,
    });

  const scheduleDowngrade = async (tier: PaidTier) => {
    setCheckingTier(tier);
    try {
      // Fresh, not cached: the keep-selection must list every property active right now.
      const properties = await queryClient.fetchQuery({ ...ownedPropertiesQuery, staleTime: 0 });
      const choose = properties.length > PLANS[tier].maxProperties;
      if (choose || downgradeOutcome({ tier, properties, chosen: [] }).unassigned.length > 0) {
        setKeep({ tier, properties });
      } else {
        submit({ tier });
      }
    } catch (error) {
      updateFailed(error);
    } finally {
      setCheckingTier(null);
    }
  };

  const select = (tier: PaidTier) => {
    if (!info) return;
    const current = info.user.subscriptionTier;
    if (tier === current && !info.scheduledChange) {
      toast({
        title: "Already Subscribed",
        description: `You are already subscribed to the ${PLANS[tier].name} plan.`,
      });
    } else if (isDemo) {
      void navigate(becomeCustomerPath(tier));
    } else if (tier === current) {
      submit({ tier });
    } else if (isUpgrade(current, tier)) {
      setUpgradeTier(tier);
    } else {
      void scheduleDowngrade(tier);
    }
  };

  return {
    select,
    /** The plan whose choice is being processed, to disable the plan buttons meanwhile. */
    busyTier: update.isPending ? (update.variables?.tier ?? null) : checkingTier,
    upgradeTier,
    closeUpgrade,
    keep,
    keepPending: update.isPending,
    cancelKeep: () => setKeep(null),
    confirmKeep: (propertiesToKeep?: number[]) => keep && submit({ tier: keep.tier, propertiesToKeep }),
  };
}
