import { PAID_TIERS, type Tier, offers } from "@stockroom/shared";
import { useState } from "react";
import { PageHeading } from "@/components/PageHeading";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/queries/session";
import { BecomeCustomerCard } from "../../conversion/components/BecomeCustomerCard";
import { usePageMeta } from "@/lib/usePageMeta";
import { PaymentAuthentication } from "../../payments/components/PaymentAuthentication";
import { useCancelScheduledChange, useNextPayment, useSubscriptionInfo } from "../api";
import { AccessRestricted } from "../components/AccessRestricted";
import { BillingDetailsCard } from "../components/BillingDetailsCard";
import { BillingInfoCard } from "../components/BillingInfoCard";
import { PaymentHistoryCard } from "../components/PaymentHistoryCard";
import { CancelSubscription } from "../components/CancelSubscription";
import { CurrentPlanCard } from "../components/CurrentPlanCard";
import { KeepPropertiesDialog } from "../components/KeepPropertiesDialog";
import { PaymentMethodDialog } from "../components/PaymentMethodDialog";
import { PlanGrid } from "../components/PlanGrid";
import { UpgradePlanDialog } from "../components/UpgradePlanDialog";
import { useReactivateAction } from "../useBillingActions";
import { usePlanFromLink } from "../planChoice";
import { usePlanChange } from "../usePlanChange";

/** /subscription-settings (accounts §2): the paying account's plan, plan changes, card and cancellation. */
export function SubscriptionSettingsPage() {
  usePageMeta("Subscription Settings", { noindex: true });
  const { user } = useAuth();
  // AppLayout renders pages only once the user is known.
  if (!user) return null;
  if (!offers(user.role, "subscription.manage")) return <AccessRestricted />;
  return <SubscriptionSettings isDemo={user.role === "demo"} />;
}

/** Why the card dialog is open: a plain card change, or a reactivation that needed a working card. */
type CardPurpose = "update" | "reactivate" | null;

function SubscriptionSettings({ isDemo }: { isDemo: boolean }) {
  const info = useSubscriptionInfo();
  const nextPayment = useNextPayment();
  const plans = usePlanChange(info.data, isDemo);
  usePlanFromLink(info.isSuccess, plans.select);
  const cancelChange = useCancelScheduledChange();
  const [cardPurpose, setCardPurpose] = useState<CardPurpose>(null);
  const reactivate = useReactivateAction(() => setCardPurpose("reactivate"));

  const cancelScheduledChange = (scheduled: Tier) => {
    // A change is only ever scheduled to a paid tier: demo accounts have no plan to change.
    const tier = PAID_TIERS.find((paid) => paid === scheduled);
    if (!tier) return;
    cancelChange.mutate(tier, {
      onSuccess: (result) => toast({ title: "Scheduled Change Canceled", description: result.message }),
      onError: () =>
        toast({ title: "Error", description: "Failed to cancel scheduled change", variant: "destructive" }),
    });
  };

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title="Subscription Settings" description="Your plan, payments and payment method." />
      {info.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading subscription" />
        </div>
      ) : info.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Failed to load subscription information
        </p>
      ) : (
        <div className="grid gap-8">
          {isDemo && <BecomeCustomerCard />}
          <CurrentPlanCard
            info={info.data}
            nextPayment={nextPayment.data}
            cancelingChange={cancelChange.isPending}
            onCancelChange={() => info.data.scheduledChange && cancelScheduledChange(info.data.scheduledChange.tier)}
            reactivating={reactivate.pending}
            onReactivate={reactivate.run}
          />
          <PlanGrid
            currentTier={info.data.user.subscriptionTier}
            scheduledTier={info.data.scheduledChange?.tier ?? null}
            busy={plans.busyTier !== null}
            onSelect={plans.select}
          />
          <BillingInfoCard onUpdate={() => setCardPurpose("update")} />
          <BillingDetailsCard />
          <PaymentHistoryCard />
          {!["canceled", "inactive"].includes(info.data.user.subscriptionStatus) && <CancelSubscription />}
        </div>
      )}
      <UpgradePlanDialog tier={plans.upgradeTier} onClose={plans.closeUpgrade} />
      <KeepPropertiesDialog
        selection={plans.keep}
        pending={plans.keepPending}
        onCancel={plans.cancelKeep}
        onConfirm={plans.confirmKeep}
      />
      {reactivate.authentication && (
        <PaymentAuthentication clientSecret={reactivate.authentication} onDone={reactivate.authenticated} />
      )}
      <PaymentMethodDialog
        open={cardPurpose !== null}
        onOpenChange={(open) => !open && setCardPurpose(null)}
        onSaved={() => cardPurpose === "reactivate" && reactivate.run()}
      />
    </div>
  );
}
