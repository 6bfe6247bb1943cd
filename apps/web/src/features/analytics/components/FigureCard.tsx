import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card";

interface FigureCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
}

/** One headline figure, announced as a group named by its label. */
export function FigureCard({ label, value, hint, icon: Icon }: FigureCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex items-start gap-3 p-4">
      {Icon && (
        <span className="hidden rounded-lg bg-emerald-50 p-2 text-emerald-700 sm:block">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      )}
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-slate-600">
          {label}
        </p>
        <p className="text-2xl font-bold text-slate-900">{value}</p>
        {hint && <p className="text-xs text-slate-600">{hint}</p>}
      </div>
    </Card>
  );
}
