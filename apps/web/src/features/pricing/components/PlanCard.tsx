import { formatCents, type Plan } from "@stockroom/shared";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { PlanFeatureList } from "./PlanFeatureList";

/** One plan of the catalogue; its button leads to `to`, where the plan is bought. */
export function PlanCard({ plan, popular, to }: { plan: Plan; popular: boolean; to: string }) {
  return (
    <li
      className={cn(
        "relative flex flex-col rounded-xl border bg-white p-6 shadow-sm",
        popular ? "border-emerald-600 ring-2 ring-emerald-600" : "border-slate-200",
      )}
    >
      {popular && <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Most Popular</Badge>}
      <h2 className="text-xl font-semibold text-slate-900">{plan.name}</h2>
      <p className="mt-4">
        <span className="text-4xl font-bold text-slate-900">{formatCents(plan.price)}</span>
        <span className="text-slate-600">/month</span>
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-md bg-slate-50 p-2">
          <dt className="text-slate-600">Properties</dt>
          <dd className="font-semibold text-slate-900">
            {plan.additionalHotelPrice === null ? plan.maxProperties : `${plan.maxProperties}+`}
          </dd>
        </div>
        <div className="rounded-md bg-slate-50 p-2">
          <dt className="text-slate-600">Managers per property</dt>
          <dd className="font-semibold text-slate-900">{plan.managersPerProperty}</dd>
        </div>
      </dl>
      <PlanFeatureList plan={plan} className="mt-6 flex-1 gap-2" />
      <Button asChild className="mt-6 w-full" variant={popular ? "default" : "outline"}>
        <Link to={to}>Choose {plan.name}</Link>
      </Button>
    </li>
  );
}
