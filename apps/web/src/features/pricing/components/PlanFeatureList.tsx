import type { Plan } from "@stockroom/shared";
import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

/** A plan's features with check marks, as every plan card and summary lists them. */
export function PlanFeatureList({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <ul aria-label={`${plan.name} features`} className={cn("grid text-sm text-slate-700", className)}>
      {plan.features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
