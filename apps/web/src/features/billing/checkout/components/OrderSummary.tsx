import { formatCents, type Plan } from "@stockroom/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PlanFeatureList } from "@/features/pricing";

/** What the customer is buying, priced from the plan catalogue; `total` is the amount charged today (cents). */
export function OrderSummary({ plan, total }: { plan: Plan; total: number }) {
  return (
    <Card aria-labelledby="order-summary-title" role="region">
      <CardHeader>
        <CardTitle id="order-summary-title">Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <p className="font-semibold text-slate-900">{plan.name} plan</p>
          <p className="mt-1 text-slate-700">{formatCents(plan.price)} per month</p>
        </div>
        <div>
          <h3 className="text-sm font-medium text-slate-800">What's included</h3>
          <PlanFeatureList plan={plan} className="mt-2 gap-1.5" />
        </div>
        <dl className="flex items-center justify-between border-t border-slate-200 pt-4">
          <dt className="font-medium text-slate-800">Total due today</dt>
          <dd className="text-xl font-bold text-slate-900">{formatCents(total)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
