import type { PropertyWithRelationsDto } from "@stockroom/shared";
import { Building2, MapPin, Package, Pencil, UserPlus, Users } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { CardActionsMenu } from "@/components/CardActionsMenu";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export interface PropertyCardActions {
  onEdit: () => void;
  onManageStaff: () => void;
  onDelete: () => void;
}

interface PropertyCardProps {
  property: PropertyWithRelationsDto;
  /** Absent for read-only viewers (managers): no menu, and the manager count is plain text. */
  actions?: PropertyCardActions;
}

export function PropertyCard({ property, actions }: PropertyCardProps) {
  const titleId = useId();
  const managerCount = plural(property.managers.length, "manager", "managers");
  const itemCount = plural(property.itemCount, "item", "items");
  return (
    <Card aria-labelledby={titleId} role="article" className="flex flex-col">
      <CardHeader className="flex-row items-start justify-between gap-3 pb-4">
        <div className="flex min-w-0 items-start gap-3">
          <Building2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
          <div className="min-w-0">
            <CardTitle id={titleId} className="text-lg break-words">
              {property.name}
            </CardTitle>
            <p className="mt-1 flex items-start gap-1 text-sm text-slate-600">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="break-words">{property.address || "No address"}</span>
            </p>
          </div>
        </div>
        {actions && <PropertyMenu name={property.name} actions={actions} />}
      </CardHeader>
      <CardContent className="mt-auto grid gap-3 text-sm">
        <div className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-2 text-slate-700">
            <Users aria-hidden="true" className="size-4" />
            Managers
          </span>
          {actions ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0"
              onClick={actions.onManageStaff}
              aria-label={`${managerCount}, manage staff of ${property.name}`}
            >
              {managerCount}
            </Button>
          ) : (
            <span className="font-medium text-slate-900">{managerCount}</span>
          )}
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-2 text-slate-700">
            <Package aria-hidden="true" className="size-4" />
            Inventory
          </span>
          <Link
            to={`/inventory?propertyId=${property.id}`}
            aria-label={`${itemCount}, view inventory of ${property.name}`}
            className="rounded-sm font-medium text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
          >
            {itemCount}
          </Link>
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="text-slate-700">Status</span>
          <Badge>Active</Badge>
        </div>
      </CardContent>
    </Card>
  );
}

function PropertyMenu({ name, actions }: { name: string; actions: PropertyCardActions }) {
  return (
    <CardActionsMenu
      name={name}
      triggerClassName="-mt-2 -mr-2"
      actions={[
        { icon: Pencil, label: "Edit Property", onSelect: actions.onEdit },
        { icon: UserPlus, label: "Assign Manager", onSelect: actions.onManageStaff },
      ]}
      deleteAction={{ label: "Delete Property", onSelect: actions.onDelete }}
    />
  );
}
