import { formatCents, tierRank, type Plan, type Tier } from "@stockroom/shared";
import { Check } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

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
          <ul aria-label={`${plan.name} features`} className="grid gap-2 text-sm text-slate-700">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                {feature}
              </li>
            ))}
          </ul>
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
