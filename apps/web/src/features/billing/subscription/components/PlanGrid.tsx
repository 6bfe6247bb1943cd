import { formatCents, isUpgrade, PAID_TIERS, PLANS, type PaidTier, type Plan, type Tier } from "@stockroom/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PlanFeatureList } from "@/features/pricing";
import { cn } from "@/lib/utils";

interface PlanGridProps {
  currentTier: Tier;
  scheduledTier: Tier | null;
  /** A choice is being processed: every plan button waits. */
  busy: boolean;
  onSelect: (tier: PaidTier) => void;
}

/** The plan's button text and its accessible name, which names the plan (several buttons share a text). */
function planAction(plan: Plan, currentTier: Tier): { text: string; label: string } {
  if (plan.tier === currentTier) return { text: "Current Plan", label: `Current Plan: ${plan.name}` };
  const text = isUpgrade(currentTier, plan.tier) ? "Upgrade" : "Downgrade";
  return { text, label: `${text} to ${plan.name}` };
}

/** Every paid plan with its price, features and what choosing it would do (accounts §2 available plans). */
export function PlanGrid({ currentTier, scheduledTier, busy, onSelect }: PlanGridProps) {
  return (
    <section aria-labelledby="available-plans-title" className="grid gap-4">
      <h2 id="available-plans-title" className="text-lg font-semibold text-slate-900">
        Available Plans
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {PAID_TIERS.map((tier) => {
          const plan = PLANS[tier];
          const current = plan.tier === currentTier;
          const action = planAction(plan, currentTier);
          return (
            <li
              key={tier}
              className={cn(
                "flex flex-col rounded-xl border bg-white p-5 shadow-sm",
                current ? "border-emerald-600 ring-2 ring-emerald-600" : "border-slate-200",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
                {plan.tier === scheduledTier && <Badge variant="secondary">Scheduled</Badge>}
              </div>
              <p className="mt-2">
                <span className="text-3xl font-bold text-slate-900">{formatCents(plan.price)}</span>
                <span className="text-slate-600">/month</span>
              </p>
              <PlanFeatureList plan={plan} className="mt-4 flex-1 gap-1.5" />
              <Button
                className="mt-4 w-full"
                variant={current ? "secondary" : "outline"}
                aria-label={action.label}
                disabled={busy}
                onClick={() => onSelect(tier)}
              >
                {action.text}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
