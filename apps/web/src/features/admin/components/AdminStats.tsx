import { PAID_TIERS, SUBSCRIPTION_STATUSES, type AdminStatsDto } from "@stockroom/shared";
import { Building2, ClipboardList, DollarSign, Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { FigureCard } from "@/components/FigureCard";
import { formatUsd } from "@/features/analytics";
import { statusLabel, tierName } from "../display";

interface AdminStatsProps {
  stats: AdminStatsDto | undefined;
  isError: boolean;
}

/** The product-wide cards and, under them, how many users are on each tier. */
export function AdminStats({ stats, isError }: AdminStatsProps) {
  if (isError) {
    return (
      <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Failed to load admin statistics.
      </p>
    );
  }
  if (!stats) {
    return (
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4" role="status" aria-label="Loading statistics">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-24" />
        ))}
      </div>
    );
  }
  const tiers = [
    ...PAID_TIERS,
    ...Object.keys(stats.usersByTier).filter((tier) => !(PAID_TIERS as readonly string[]).includes(tier)),
  ];
  const { accounts } = stats;
  // Issue 36: customers by status, and everyone who is not a customer counted apart and labelled.
  const accountFigures = [
    ...SUBSCRIPTION_STATUSES.map((status) => ({
      label: `Owners: ${statusLabel(status)}`,
      value: accounts.ownersByStatus[status] ?? 0,
    })),
    { label: "Demo accounts", value: accounts.demoAccounts },
    { label: "Managers", value: accounts.managers },
    { label: "Admins", value: accounts.admins },
    { label: "Checkouts not paid", value: accounts.openCheckouts },
  ];
  return (
    <div className="mb-6 flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <FigureCard
          label="Total Users"
          value={stats.totalUsers}
          hint={`${stats.activeSubscriptions} active subscriptions`}
          icon={Users}
        />
        <FigureCard
          label="Properties"
          value={stats.totalProperties}
          hint={`${stats.totalInventoryItems} inventory items`}
          icon={Building2}
        />
        <FigureCard label="Requests" value={stats.totalRequests} hint="All time" icon={ClipboardList} />
        <FigureCard
          label="Monthly Revenue"
          value={formatUsd(stats.monthlyRevenue)}
          hint="This month"
          icon={DollarSign}
        />
      </div>
      <FigureTiles
        title="Subscription Tiers"
        description="Owners on each plan, whatever their status."
        figures={tiers.map((tier) => ({ label: tierName(tier), value: stats.usersByTier[tier] ?? 0 }))}
        wideColumns="lg:grid-cols-7"
      />
      <FigureTiles title="Accounts" figures={accountFigures} wideColumns="lg:grid-cols-5" />
    </div>
  );
}

interface FigureTilesProps {
  title: string;
  description?: string;
  figures: { label: string; value: number }[];
  /** How many tiles a wide screen puts in a row. */
  wideColumns: "lg:grid-cols-5" | "lg:grid-cols-7";
}

/** A card of small counts, each a centred tile with its label. */
function FigureTiles({ title, description, figures, wideColumns }: FigureTilesProps) {
  return (
    <Card className="p-4">
      <h2 className="mb-3 font-semibold text-slate-900">{title}</h2>
      {description && <p className="mb-3 text-sm text-slate-600">{description}</p>}
      <dl className={`grid grid-cols-2 gap-3 sm:grid-cols-4 ${wideColumns}`}>
        {figures.map(({ label, value }) => (
          <div key={label} className="rounded-md bg-slate-50 p-3 text-center">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
