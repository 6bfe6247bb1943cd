import type { PropertyWithRelationsDto } from "@stockroom/shared";
import { Building2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { type ManagerRemoval, RemoveManagerDialog } from "@/features/properties";
import { SettingsSection } from "../components/SettingsSection";
import { personName } from "../personName";

/** Which manager works on which property; removing ends the assignment, not the account. */
export function ManagerAssignmentsSection({ properties }: { properties: PropertyWithRelationsDto[] }) {
  const [removing, setRemoving] = useState<ManagerRemoval | null>(null);

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
                      onClick={() =>
                        setRemoving({
                          property: { id: property.id, name: property.name, managerCount: property.managers.length },
                          managerId: assignment.managerId,
                          manager: assignment.manager,
                        })
                      }
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
      <RemoveManagerDialog
        removal={removing}
        onClose={() => setRemoving(null)}
        onRemoved={({ manager, property }) =>
          toast({ title: "Manager Removed", description: `${personName(manager)} no longer manages ${property.name}.` })
        }
      />
    </SettingsSection>
  );
}
