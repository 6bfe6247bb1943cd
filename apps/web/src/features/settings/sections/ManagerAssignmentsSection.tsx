import type { ManagerAssignmentDto, PropertyWithRelationsDto } from "@stockroom/shared";
import { Building2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useRemoveManager } from "@/queries/managers";
import { toastError } from "@/lib/notify";
import { SettingsSection } from "../components/SettingsSection";
import { personName } from "../personName";

interface Removal {
  property: PropertyWithRelationsDto;
  assignment: ManagerAssignmentDto;
}

/** Which manager works on which property; removing ends the assignment, not the account. */
export function ManagerAssignmentsSection({ properties }: { properties: PropertyWithRelationsDto[] }) {
  const [removing, setRemoving] = useState<Removal | null>(null);
  const removeManager = useRemoveManager();

  function confirmRemove() {
    if (!removing) return;
    const { property, assignment } = removing;
    removeManager.mutate(
      { propertyId: property.id, managerId: assignment.managerId },
      {
        onSuccess: () => {
          toast({
            title: "Manager Removed",
            description: `${personName(assignment.manager)} no longer manages ${property.name}.`,
          });
          setRemoving(null);
        },
        onError: (error) => toastError(error, "Failed to remove manager"),
      },
    );
  }

  return (
    <SettingsSection
      id="assignments"
      icon={Building2}
      title="Property Manager Assignments"
      description="The managers working on each of your properties."
    >
      <ul className="grid gap-4">
        {properties.map((property) => (
          <li key={property.id} className="rounded-lg border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">{property.name}</h3>
            {property.managers.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">No managers assigned.</p>
            ) : (
              <ul aria-label={`Managers of ${property.name}`} className="mt-2 divide-y divide-slate-100">
                {property.managers.map((assignment) => (
                  <li key={assignment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="text-sm text-slate-800">
                      {personName(assignment.manager)}{" "}
                      <span className="text-slate-600">({assignment.manager.email})</span>
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Remove ${personName(assignment.manager)} from ${property.name}`}
                      onClick={() => setRemoving({ property, assignment })}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove Manager"
        description={
          removing
            ? `Remove ${personName(removing.assignment.manager)} from ${removing.property.name}? Their account stays, but they lose access to this property.`
            : ""
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={removeManager.isPending}
        onConfirm={confirmRemove}
      />
    </SettingsSection>
  );
}
