import { PLANS, type DowngradeOutcome, type PaidTier, type PropertyWithRelationsDto } from "@stockroom/shared";
import { useId } from "react";
import { personName } from "@/features/requests";

type Property = Pick<PropertyWithRelationsDto, "id" | "name" | "managers">;

/**
 * The managers a downgrade affects (decision 83): those unassigned from a kept property beyond the new
 * plan's managers per property, and those left with no active property, who keep their login.
 */
export function DowngradeManagers({
  tier,
  properties,
  outcome,
}: {
  tier: PaidTier;
  properties: Property[];
  outcome: DowngradeOutcome;
}) {
  const id = useId();
  if (outcome.unassigned.length === 0 && outcome.managersWithoutProperty.length === 0) return null;
  const { name, managersPerProperty } = PLANS[tier];
  const people = new Map(properties.flatMap((p) => p.managers.map((a) => [a.managerId, personName(a.manager)])));
  const propertyName = new Map(properties.map((p) => [p.id, p.name]));

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-amber-950">
        Managers
      </h3>
      {outcome.unassigned.length > 0 && (
        <>
          <p className="text-sm text-amber-950">
            The {name} plan allows {managersPerProperty} {managersPerProperty === 1 ? "manager" : "managers"} per
            property. When the change takes effect, the most recently assigned beyond that are unassigned:
          </p>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-amber-950">
            {outcome.unassigned.map((u) => (
              <li key={u.assignmentId}>
                {people.get(u.managerId)}: unassigned from {propertyName.get(u.propertyId)}
              </li>
            ))}
          </ul>
        </>
      )}
      {outcome.managersWithoutProperty.length > 0 && (
        <ul className="grid list-disc gap-1 pl-5 text-sm text-amber-950">
          {outcome.managersWithoutProperty.map((managerId) => (
            <li key={managerId}>{people.get(managerId)} keeps their login but sees no property until you assign one</li>
          ))}
        </ul>
      )}
    </section>
  );
}
