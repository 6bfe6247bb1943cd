import type { PersonSummary } from "@stockroom/shared";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRequestCounts } from "@/features/requests";
import { toastError } from "@/lib/notify";
import { useRemoveManager } from "@/queries/managers";
import { removalWarning } from "../removalWarning";

/** A manager about to be removed from a property, with how many managers the property has now. */
export interface ManagerRemoval {
  property: { id: number; name: string; managerCount: number };
  managerId: string;
  manager: PersonSummary;
}

interface RemoveManagerDialogProps {
  /** Null: closed. */
  removal: ManagerRemoval | null;
  onClose: () => void;
  /** After the server removed the assignment; the caller says so in its own words. */
  onRemoved: (removal: ManagerRemoval) => void;
}

export function personName(person: PersonSummary): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email;
}

/**
 * Confirms removing a manager from a property (issue 37), saying what it leaves behind: approved orders there
 * still to be received, and whether any manager is left to receive them.
 */
export function RemoveManagerDialog({ removal, onClose, onRemoved }: RemoveManagerDialogProps) {
  const remove = useRemoveManager();
  const counts = useRequestCounts(removal?.property.id ?? null, { enabled: removal !== null });
  const lines = removal
    ? removalWarning({
        managerName: personName(removal.manager),
        propertyName: removal.property.name,
        othersLeft: removal.property.managerCount - 1,
        awaitingReceipt: counts.data?.approved,
      })
    : [];

  const confirm = () =>
    removal &&
    remove.mutate(
      { propertyId: removal.property.id, managerId: removal.managerId },
      {
        onSuccess: () => {
          onRemoved(removal);
          onClose();
        },
        onError: (error) => toastError(error, "Failed to remove manager"),
      },
    );

  return (
    <ConfirmDialog
      open={removal !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Remove Manager"
      description={lines.map((line) => (
        <span key={line} className="mb-2 block last:mb-0">
          {line}
        </span>
      ))}
      confirmLabel="Remove"
      pendingLabel="Removing..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
