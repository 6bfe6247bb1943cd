import type { DashboardStatsDto } from "@stockroom/shared";
import { AlertTriangle, Building2, Clock, Package, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

const STATS: { field: keyof DashboardStatsDto; label: string; icon: LucideIcon; tone: string }[] = [
  { field: "totalProperties", label: "Total Properties", icon: Building2, tone: "bg-emerald-50 text-emerald-700" },
  { field: "pendingRequests", label: "Pending Requests", icon: Clock, tone: "bg-amber-50 text-amber-700" },
  { field: "lowStockItems", label: "Low Stock Items", icon: AlertTriangle, tone: "bg-red-50 text-red-700" },
  { field: "totalItems", label: "Total Items", icon: Package, tone: "bg-sky-50 text-sky-700" },
];

interface StatCardsProps {
  stats: DashboardStatsDto | undefined;
  isError: boolean;
}

/** The four figures of the dashboard, for the selected property or all of them. */
export function StatCards({ stats, isError }: StatCardsProps) {
  if (isError) {
    return (
      <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to fetch stats
      </p>
    );
  }
  return (
    <div className="mb-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {STATS.map((stat) => (
        <StatCard key={stat.field} {...stat} value={stats?.[stat.field]} />
      ))}
    </div>
  );
}

function StatCard({ label, icon: Icon, tone, value }: (typeof STATS)[number] & { value: number | undefined }) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex items-center gap-4 p-4 sm:p-5">
      <span className={`hidden rounded-lg p-2.5 sm:block ${tone}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-slate-600">
          {label}
        </p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-8 w-12" />
        ) : (
          <p className="text-2xl font-bold text-slate-900">{value}</p>
        )}
      </div>
    </Card>
  );
}
