import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

interface FigureCardProps {
  label: string;
  /** Undefined while it loads: a placeholder stands in. */
  value: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
  /** The icon's background and colour. */
  tone?: string;
  /** "headline" for the dashboard's four figures: centred, with more room. */
  size?: "compact" | "headline";
}

/** One figure, announced as a group named by its label (dashboard, analytics, admin). */
export function FigureCard({ label, value, hint, icon: Icon, tone, size = "compact" }: FigureCardProps) {
  const labelId = useId();
  const headline = size === "headline";
  return (
    <Card
      role="group"
      aria-labelledby={labelId}
      className={cn("flex p-4", headline ? "items-center gap-4 sm:p-5" : "items-start gap-3")}
    >
      {Icon && (
        <span
          className={cn(
            "hidden rounded-lg sm:block",
            headline ? "p-2.5" : "p-2",
            tone ?? "bg-emerald-50 text-emerald-700",
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
      )}
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-slate-600">
          {label}
        </p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-8 w-12" />
        ) : (
          <p className="text-2xl font-bold text-slate-900">{value}</p>
        )}
        {hint && <p className="text-xs text-slate-600">{hint}</p>}
      </div>
    </Card>
  );
}
