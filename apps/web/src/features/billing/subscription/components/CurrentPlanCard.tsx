import { formatCents, PERIOD_UNIT, type NextPaymentDto, type SubscriptionInfoDto } from "@stockroom/shared";
import { CalendarClock, CircleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBillingDate, planName, statusBadge } from "../display";

interface CurrentPlanCardProps {
  info: SubscriptionInfoDto;
  nextPayment: NextPaymentDto | undefined;
  cancelingChange: boolean;
  onCancelChange: () => void;
  reactivating: boolean;
  onReactivate: () => void;
}

/** Where the owner stands: the plan whose limits apply, its status, the next charge and any pending change. */
export function CurrentPlanCard(props: CurrentPlanCardProps) {
  const { info, nextPayment } = props;
  const badge = statusBadge(info.user.subscriptionStatus);
  // Accounts that pay yearly from before yearly billing was withdrawn (decision 189) see what they pay for.
  const period = info.user.billingPeriod;
  const periodPriceText = `${formatCents(period === "yearly" ? info.plan.yearlyPrice : info.plan.price)}/${PERIOD_UNIT[period]}`;
  return (
    <Card role="region" aria-labelledby="current-plan-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle id="current-plan-title" className="text-lg">
            Current Plan
          </CardTitle>
          <p className="text-2xl font-bold text-slate-900">
            {info.plan.name} <span className="text-base font-normal text-slate-600">{periodPriceText}</span>
          </p>
        </div>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        {nextPayment && nextPayment.amount > 0 && (
          <p className="text-sm text-slate-700">
            Next payment: <strong>{nextPayment.amountDisplay}</strong> on{" "}
            <strong>{formatBillingDate(nextPayment.date)}</strong> ({planName(nextPayment.tier)} plan)
          </p>
        )}
        <ScheduledChangeNotice {...props} />
        <InactiveNotice {...props} />
      </CardContent>
    </Card>
  );
}

function ScheduledChangeNotice({ info, cancelingChange, onCancelChange }: CurrentPlanCardProps) {
  const change = info.scheduledChange;
  if (!change) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4">
      <p className="flex items-center gap-2 text-sm text-amber-900">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
        Your plan changes to {planName(change.tier)} on {formatBillingDate(change.date)}.
      </p>
      <Button variant="outline" size="sm" disabled={cancelingChange} onClick={onCancelChange}>
        {cancelingChange ? "Canceling..." : "Cancel Scheduled Change"}
      </Button>
    </div>
  );
}

/** A canceled subscription keeps access to the period end; an ended or inactive one is restored by reactivating. */
function InactiveNotice({ info, reactivating, onReactivate }: CurrentPlanCardProps) {
  const { subscriptionStatus: status, currentPeriodEnd } = info.user;
  if (status !== "canceled" && status !== "inactive") return null;
  const accessUntil = status === "canceled" && currentPeriodEnd && new Date(currentPeriodEnd) > new Date();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
      <p className="flex items-center gap-2 text-sm text-red-900">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {accessUntil
          ? `Your subscription is canceled. You have access until ${formatBillingDate(currentPeriodEnd)}.`
          : "Your subscription is not active. Reactivate it to restore access."}
      </p>
      <Button size="sm" disabled={reactivating} onClick={onReactivate}>
        {reactivating ? "Reactivating..." : "Reactivate"}
      </Button>
    </div>
  );
}
