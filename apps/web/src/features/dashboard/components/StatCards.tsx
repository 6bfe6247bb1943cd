import type { DashboardStatsDto } from "@stockroom/shared";
import { AlertTriangle, Building2, Clock, Package, type LucideIcon } from "lucide-react";
import { FigureCard } from "@/components/FigureCard";

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
        <FigureCard key={stat.field} {...stat} size="headline" value={stats?.[stat.field]} />
      ))}
    </div>
  );
}
