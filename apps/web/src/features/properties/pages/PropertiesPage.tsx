import { type PropertyWithRelationsDto, offers } from "@stockroom/shared";
import { Building2, Lock, Plus } from "lucide-react";
import { useState } from "react";
import { PageHeading } from "@/components/PageHeading";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth";
import { toastError, toastSuccess } from "@/lib/notify";
import { usePageMeta } from "@/lib/usePageMeta";
import { useDeleteProperty, usePropertyList, useUsageLimits } from "../api";
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

      {properties.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : properties.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load properties
        </p>
      ) : list.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <Building2 aria-hidden="true" className="size-12 text-slate-400" />
          <h2 className="text-lg font-semibold text-slate-900">No properties yet</h2>
          {canManage ? (
            <>
              <p className="text-slate-600">Add your first hotel to start tracking its supplies.</p>
              <Button onClick={openAdd}>
                <Plus aria-hidden="true" />
                Add Your First Property
              </Button>
            </>
          ) : (
            <p className="text-slate-600">You have not been assigned to a property yet.</p>
          )}
        </Card>
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.map((property) => (
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
