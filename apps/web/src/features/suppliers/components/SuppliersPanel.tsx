import type { SupplierDto } from "@stockroom/shared";
import { Clock, Mail, Package, Pencil, Phone, Plus, Truck, User } from "lucide-react";
import { useId, useState } from "react";
import { CardActionsMenu } from "@/components/CardActionsMenu";
import { CARD_GRID_CLASS, CardGridState } from "@/components/CardGridState";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toastError, toastSuccess } from "@/lib/notify";
import { useDeleteSupplier, useSuppliers } from "../api";
import { SupplierFormDialog } from "./SupplierFormDialog";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What deleting a supplier does to the items that prefer it, said before it is done. */
export function deleteSupplierText(supplier: SupplierDto): string {
  const items =
    supplier.itemCount === 0
      ? "No items name it as their preferred supplier."
      : `${plural(supplier.itemCount, "item", "items")} will no longer have a preferred supplier.`;
  return `${items} Purchase orders already made keep its name.`;
}

/** The Purchasing page's Suppliers tab: the account's suppliers as cards, with Add, Edit and Delete. */
export function SuppliersPanel() {
  const suppliers = useSuppliers({ fresh: true });
  const remove = useDeleteSupplier();
  // undefined: closed; null: adding; a supplier: editing it.
  const [editing, setEditing] = useState<SupplierDto | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SupplierDto | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess("Supplier deleted successfully");
        setDeleting(null);
      },
      onError: (error) => toastError(error, "Failed to delete supplier"),
    });
  };

  return (
    <section aria-labelledby="suppliers-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="suppliers-heading" className="text-lg font-semibold text-slate-900">
          Suppliers
        </h2>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" />
          Add Supplier
        </Button>
      </div>

      <CardGridState
        query={suppliers}
        label="suppliers"
        failure="Failed to load suppliers"
        cardHeight="h-40"
        empty={{
          icon: Truck,
          title: "No suppliers yet",
          headingLevel: 3,
          children: (
            <p className="text-slate-600">
              Add the companies you buy from, then choose each item's preferred supplier.
            </p>
          ),
        }}
      >
        {(rows) => (
          <ul className={CARD_GRID_CLASS}>
            {rows.map((supplier) => (
              <li key={supplier.id}>
                <SupplierCard
                  supplier={supplier}
                  onEdit={() => setEditing(supplier)}
                  onDelete={() => setDeleting(supplier)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardGridState>

      <SupplierFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        supplier={editing ?? undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? "supplier"}?`}
        description={deleting ? deleteSupplierText(deleting) : ""}
        confirmLabel="Delete Supplier"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

interface SupplierCardProps {
  supplier: SupplierDto;
  onEdit: () => void;
  onDelete: () => void;
}

function SupplierCard({ supplier, onEdit, onDelete }: SupplierCardProps) {
  const titleId = useId();
  const line = "flex min-w-0 items-center gap-2 text-slate-700";
  const icon = "size-4 shrink-0 text-slate-500";
  return (
    <Card aria-labelledby={titleId} role="article" className="flex h-full flex-col">
      <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
        <CardTitle id={titleId} className="min-w-0 text-lg break-words">
          {supplier.name}
        </CardTitle>
        <CardActionsMenu
          name={supplier.name}
          triggerClassName="-mt-1 -mr-2 shrink-0"
          actions={[{ icon: Pencil, label: "Edit", onSelect: onEdit }]}
          deleteAction={{ label: "Delete", onSelect: onDelete }}
        />
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {supplier.contactName && (
          <p className={line}>
            <User aria-hidden="true" className={icon} />
            <span className="break-words">{supplier.contactName}</span>
          </p>
        )}
        {supplier.email && (
          <p className={line}>
            <Mail aria-hidden="true" className={icon} />
            <a href={`mailto:${supplier.email}`} className="break-all text-emerald-800 underline">
              {supplier.email}
            </a>
          </p>
        )}
        {supplier.phone && (
          <p className={line}>
            <Phone aria-hidden="true" className={icon} />
            <a href={`tel:${supplier.phone.replace(/[^0-9+]/g, "")}`} className="text-emerald-800 underline">
              {supplier.phone}
            </a>
          </p>
        )}
        <p className={line}>
          <Clock aria-hidden="true" className={icon} />
          {supplier.leadTimeDays === null
            ? "Lead time not set"
            : `Lead time ${plural(supplier.leadTimeDays, "day", "days")}`}
        </p>
        <p className={line}>
          <Package aria-hidden="true" className={icon} />
          {plural(supplier.itemCount, "item", "items")}
        </p>
      </CardContent>
    </Card>
  );
}
