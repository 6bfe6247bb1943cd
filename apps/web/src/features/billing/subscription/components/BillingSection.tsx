import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ListState, type ListQuery } from "@/components/ListState";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface BillingSectionProps {
  /** Names the region: its title's id is `${id}-title`. */
  id: string;
  icon: LucideIcon;
  title: string;
  description?: string;
  /** A button beside the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the billing settings: a region named by its title, with the title's icon and an optional action. */
export function BillingSection({ id, icon: Icon, title, description, action, children }: BillingSectionProps) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className={action ? "flex-row flex-wrap items-start justify-between gap-3" : undefined}>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2 text-lg">
          <Icon aria-hidden="true" className="size-5 text-emerald-700" />
          {title}
        </CardTitle>
        {description && <p className="text-sm text-slate-600">{description}</p>}
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

interface BillingListProps<T extends { id: number }> {
  query: ListQuery<T>;
  /** What the list holds: "Failed to load {label}". */
  label: string;
  empty: string;
  /** The list's accessible name. */
  listLabel: string;
  /** The row's spacing between its two ends. */
  rowGap: string;
  children: (row: T) => ReactNode;
}

/** A billing card's list: a skeleton while it loads, then one bordered row per entry. */
export function BillingList<T extends { id: number }>(props: BillingListProps<T>) {
  const { query, label, empty, listLabel, rowGap, children: renderRow } = props;
  return (
    <ListState
      query={query}
      label={label}
      loading={<Skeleton className="h-12" />}
      failure={`Failed to load ${label}`}
      empty={empty}
    >
      {(rows) => (
        <ul aria-label={listLabel} className="grid gap-2">
          {rows.map((row) => (
            <li
              key={row.id}
              className={`flex flex-wrap items-center justify-between ${rowGap} rounded-md border border-slate-200 p-3`}
            >
              {renderRow(row)}
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
