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
      <Card className="p-4">
        <h2 className="mb-3 font-semibold text-slate-900">Subscription Tiers</h2>
        <p className="mb-3 text-sm text-slate-600">Owners on each plan, whatever their status.</p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {tiers.map((tier) => (
            <div key={tier} className="rounded-md bg-slate-50 p-3 text-center">
              <dt className="text-xs text-slate-600">{tierName(tier)}</dt>
              <dd className="text-lg font-semibold text-slate-900">{stats.usersByTier[tier] ?? 0}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className="p-4">
        <h2 className="mb-3 font-semibold text-slate-900">Accounts</h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
          {accountFigures.map(({ label, value }) => (
            <div key={label} className="rounded-md bg-slate-50 p-3 text-center">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
