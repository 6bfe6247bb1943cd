import { formatCents, tierRank, type Plan, type Tier } from "@stockroom/shared";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { PlanFeatureList } from "@/features/pricing";

/**
 * A plan on the plan-selection demo screen (accounts §2): only higher tiers can be chosen here; lower
 * ones are shown as downgrades, which this screen does not offer.
 */
export function DemoPlanCard({ plan, current, onUpgrade }: { plan: Plan; current: Tier; onUpgrade: () => void }) {
  const titleId = useId();
  const isCurrent = plan.tier === current;
  const higher = tierRank(plan.tier) > tierRank(current);
  return (
    <li>
      <Card
        role="article"
        aria-labelledby={titleId}
        className={
          isCurrent ? "flex h-full flex-col border-emerald-600 ring-2 ring-emerald-600" : "flex h-full flex-col"
        }
      >
        <CardHeader>
          <CardTitle id={titleId}>{plan.name}</CardTitle>
          <p>
            <span className="text-3xl font-bold text-slate-900">{formatCents(plan.price)}</span>
            <span className="text-slate-600">/month</span>
          </p>
        </CardHeader>
        <CardContent className="flex-1">
          <PlanFeatureList plan={plan} className="gap-2" />
        </CardContent>
        <CardFooter>
          <Button className="w-full" variant={higher ? "default" : "outline"} disabled={!higher} onClick={onUpgrade}>
            {isCurrent ? "Current Plan" : higher ? "Upgrade" : "Downgrade"}
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}
