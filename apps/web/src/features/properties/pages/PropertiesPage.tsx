import { type PropertyWithRelationsDto, offers } from "@stockroom/shared";
import { Building2, Lock, Plus } from "lucide-react";
import { useState } from "react";
import { PageHeading } from "@/components/PageHeading";
import { CARD_GRID_CLASS, CardGridState } from "@/components/CardGridState";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAuth } from "@/queries/session";
import { toastError, toastSuccess } from "@/lib/notify";
import { usePageMeta } from "@/lib/usePageMeta";
import { cn } from "@/lib/utils";
import { usePropertyList } from "@/queries/properties";
import { useDeleteProperty, useUsageLimits } from "../api";
import { InactiveProperties } from "../components/InactiveProperties";
import { ManageStaffDialog } from "../components/ManageStaffDialog";
import { PropertyCard } from "../components/PropertyCard";
import { usePropertyDialogs } from "../components/usePropertyDialogs";

/** Owners (and demo) manage their properties; everyone else sees their assigned ones read-only (core §2, §6). */
export function PropertiesPage() {
  usePageMeta("Properties", { noindex: true });
  const { user } = useAuth();
  const canManage = offers(user?.role, "properties.manage");
  const properties = usePropertyList();
  const usage = useUsageLimits({ enabled: canManage });
  const remove = useDeleteProperty();
  const { openAdd, openEdit, showUpgrade, dialogs } = usePropertyDialogs();
  const [staffPropertyId, setStaffPropertyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PropertyWithRelationsDto | null>(null);

  const list = properties.data ?? [];
  const staffProperty = list.find((p) => p.id === staffPropertyId) ?? null;
  const locked = usage.data?.usage.canAddProperty === false;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess("Property deleted successfully");
        setDeleting(null);
      },
      onError: (error) => toastError(error, "Failed to delete property"),
    });
  };

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading
          title="Properties"
          description={canManage ? "Manage your hotel properties and their staff" : "View your assigned properties"}
        />
        {canManage && (
          // Still clickable at the limit: it opens Upgrade Required instead of the form (usePropertyDialogs).
          <Button onClick={openAdd} aria-label={locked ? "Add Property (plan limit reached)" : undefined}>
            {locked ? <Lock aria-hidden="true" /> : <Plus aria-hidden="true" />}
            Add Property
          </Button>
        )}
      </div>

      <CardGridState
        query={properties}
        label="properties"
        failure="Failed to load properties"
        cardHeight="h-48"
        empty={{
          icon: Building2,
          title: "No properties yet",
          headingLevel: 2,
          children: canManage ? (
            <>
              <p className="text-slate-600">Add your first hotel to start tracking its supplies.</p>
              <Button onClick={openAdd}>
                <Plus aria-hidden="true" />
                Add Your First Property
              </Button>
            </>
          ) : (
            <p className="text-slate-600">You have not been assigned to a property yet.</p>
          ),
        }}
      >
        {(rows) => (
          <div className={cn(CARD_GRID_CLASS, "items-start")}>
            {rows.map((property) => (
              <PropertyCard
                key={property.id}
                property={property}
                actions={
                  canManage
                    ? {
                        onEdit: () => openEdit(property),
                        onManageStaff: () => setStaffPropertyId(property.id),
                        onDelete: () => setDeleting(property),
                      }
                    : undefined
                }
              />
            ))}
          </div>
        )}
      </CardGridState>
      <InactiveProperties enabled={canManage} />

      {dialogs}
      <ManageStaffDialog
        property={staffProperty}
        onClose={() => setStaffPropertyId(null)}
        onUpgradeRequired={showUpgrade}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Property"
        description={`Are you sure you want to delete "${deleting?.name ?? ""}"? Its inventory, requests and manager assignments are deleted with it. This action cannot be undone.`}
        confirmLabel="Delete Property"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
