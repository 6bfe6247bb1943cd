import { formatCents, isTier, PAID_TIERS, PLANS, type PaidTier, type Tier } from "@stockroom/shared";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/queries/session";
import { usePageMeta } from "@/lib/usePageMeta";
import { DemoPaymentDialog } from "../components/DemoPaymentDialog";
import { DemoPlanCard } from "../components/DemoPlanCard";

const DEFAULT_TIER: Tier = "growth";

/**
 * /payment-demo (accounts §2): the plans with the payment flow to try out. Signed in, the current plan is
 * the account's own and an upgrade is real; signed out, it starts as growth and pays a test payment.
 */
export function PaymentDemoPage() {
  usePageMeta("Subscription Plans", {
    description: "Compare Stockroom plans and try the upgrade payment with a test card.",
  });
  const { user } = useAuth();
  const [paidTier, setPaidTier] = useState<PaidTier | null>(null);
  const [target, setTarget] = useState<PaidTier | null>(null);
  const accountTier = user && isTier(user.subscriptionTier) ? user.subscriptionTier : DEFAULT_TIER;
  const current = paidTier ?? accountTier;

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Subscription Plans</h1>
        <Badge variant="secondary" className="text-sm">
          Current plan: {PLANS[current].name}
        </Badge>
      </div>
      <ul aria-label="Plans" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {PAID_TIERS.map((tier) => (
          <DemoPlanCard key={tier} plan={PLANS[tier]} current={current} onUpgrade={() => setTarget(tier)} />
        ))}
      </ul>
      <Card>
        <CardHeader>
          <CardTitle>How the payment demo works</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm text-slate-700">
          <p>
            Choose Upgrade on a higher plan to open its payment form. For example, selecting {PLANS.pro.name} at{" "}
            {formatCents(PLANS.pro.price)}/month asks for a card; once the payment succeeds, {PLANS.pro.name} becomes
            your current plan.
          </p>
          <p>
            Signed in, this upgrades your account and charges the rest of your billing period. Signed out, it is a test
            payment that changes no account.
          </p>
        </CardContent>
      </Card>
      <DemoPaymentDialog
        tier={target}
        onClose={() => setTarget(null)}
        onPaid={(tier) => {
          setPaidTier(tier);
          setTarget(null);
        }}
      />
    </div>
  );
}
