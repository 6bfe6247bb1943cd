import type { PersonSummary, PropertyWithRelationsDto } from "@stockroom/shared";
import { RefreshCw } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { ListState } from "@/components/ListState";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toastError, toastSuccess } from "@/lib/notify";
import { useManagers } from "@/queries/managers";
import { useAssignManager } from "../api";
import { planLimitOutcome, type UpgradeInfo } from "../planLimits";
import { type ManagerRemoval, personName, RemoveManagerDialog } from "./RemoveManagerDialog";

interface ManageStaffDialogProps {
  /** Null: closed. Taken from the live list, so assignments show as soon as it is refetched. */
  property: PropertyWithRelationsDto | null;
  onClose: () => void;
  onUpgradeRequired: (info: UpgradeInfo) => void;
}

/** Assigned managers with Remove, and the owner's other managers with Assign (core §2). */
export function ManageStaffDialog({ property, onClose, onUpgradeRequired }: ManageStaffDialogProps) {
  return (
    <Dialog open={property !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        {property && <StaffLists property={property} onClose={onClose} onUpgradeRequired={onUpgradeRequired} />}
      </DialogContent>
    </Dialog>
  );
}

function StaffLists({
  property,
  onClose,
  onUpgradeRequired,
}: ManageStaffDialogProps & { property: PropertyWithRelationsDto }) {
  const managers = useManagers();
  const assign = useAssignManager();
  const [removal, setRemoval] = useState<ManagerRemoval | null>(null);
  const assignedIds = new Set(property.managers.map((m) => m.managerId));
  const available = managers.data?.filter((m) => m.role === "manager" && !assignedIds.has(m.id));
  const busy = assign.isPending;
  const assignedHeadingId = useId();
  const availableHeadingId = useId();

  const onAssign = (managerId: string) =>
    assign.mutate(
      { propertyId: property.id, managerId },
      {
        onSuccess: () => toastSuccess("Manager assigned successfully"),
        onError: (error) => {
          const outcome = planLimitOutcome(error, "managers");
          if (outcome?.kind !== "upgrade") return toastError(error, "Failed to assign manager");
          onClose();
          onUpgradeRequired(outcome.info);
        },
      },
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>Manage Staff</DialogTitle>
        <DialogDescription>Managers assigned to {property.name}.</DialogDescription>
      </DialogHeader>
      <section aria-labelledby={assignedHeadingId} className="grid gap-2">
        <h3 id={assignedHeadingId} className="text-sm font-semibold text-slate-900">
          Assigned Managers
        </h3>
        {property.managers.length === 0 ? (
          <p className="text-sm text-slate-600">No managers assigned yet.</p>
        ) : (
          <ul className="grid gap-2">
            {property.managers.map(({ managerId, manager }) => (
              <PersonRow key={managerId} person={manager}>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() =>
                    setRemoval({
                      property: { id: property.id, name: property.name, managerCount: property.managers.length },
                      managerId,
                      manager,
                    })
                  }
                  aria-label={`Remove ${personName(manager)}`}
                >
                  Remove
                </Button>
              </PersonRow>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={availableHeadingId} className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id={availableHeadingId} className="text-sm font-semibold text-slate-900">
            Available Managers
          </h3>
          <Button size="sm" variant="ghost" disabled={managers.isFetching} onClick={() => void managers.refetch()}>
            <RefreshCw aria-hidden="true" className={managers.isFetching ? "animate-spin" : undefined} />
            Refresh
          </Button>
        </div>
        <ListState
          query={{ data: available, isError: managers.isError, error: managers.error }}
          label="managers"
          failure="Failed to load managers"
          loading={<Spinner className="size-6" label="Loading managers" />}
          empty="No available managers."
        >
          {(rows) => (
            <ul className="grid gap-2">
              {rows.map((manager) => (
                <PersonRow key={manager.id} person={manager}>
                  <Button
                    size="sm"
                    disabled={busy}
                    onClick={() => onAssign(manager.id)}
                    aria-label={`Assign ${personName(manager)}`}
                  >
                    Assign
                  </Button>
                </PersonRow>
              ))}
            </ul>
          )}
        </ListState>
      </section>
      <RemoveManagerDialog
        removal={removal}
        onClose={() => setRemoval(null)}
        onRemoved={() => toastSuccess("Manager removed successfully")}
      />
    </>
  );
}

function PersonRow({ person, children }: { person: PersonSummary; children: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{personName(person)}</p>
        <p className="truncate text-xs text-slate-600">{person.email}</p>
      </div>
      {children}
    </li>
  );
}
