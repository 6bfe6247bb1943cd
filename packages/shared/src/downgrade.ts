import type { Tier } from "./enums";
import { PLANS } from "./plans";

/** One manager assignment of an active property, as the property lists answer it. */
export interface DowngradeAssignment {
  id: number;
  managerId: string;
  createdAt: string | Date;
}

export interface DowngradeProperty {
  id: number;
  managers: DowngradeAssignment[];
}

export interface ManagerUnassignment {
  assignmentId: number;
  propertyId: number;
  managerId: string;
}

/** What a scheduled downgrade does to the owner's properties and managers when it takes effect. */
export interface DowngradeOutcome {
  keptPropertyIds: number[];
  deactivatedPropertyIds: number[];
  /** Assignments beyond the new plan's managers per property on a kept property: they are removed. */
  unassigned: ManagerUnassignment[];
  /** Managers assigned to some active property now and to none afterwards: they keep their login only. */
  managersWithoutProperty: string[];
}

const assignedAt = (a: DowngradeAssignment) => new Date(a.createdAt).getTime();

/**
 * The one rule for a downgrade (decision 83), shown by the dialog and applied by the scheduler. The
 * properties chosen are kept (up to the new maximum) and, should the plan still have room, the oldest
 * others; the rest are deactivated with their assignments left in place for an upgrade to bring back.
 * On each kept property the managers assigned first stay, up to the plan's managers per property; the
 * most recently assigned beyond that are unassigned.
 */
export function downgradeOutcome({
  tier,
  properties,
  chosen,
}: {
  tier: Tier;
  /** The owner's active properties. */
  properties: DowngradeProperty[];
  /** The properties the owner chose to keep (ignored where all of them fit). */
  chosen: number[];
}): DowngradeOutcome {
  const { maxProperties, managersPerProperty } = PLANS[tier];
  const ids = properties.map((p) => p.id).sort((a, b) => a - b);
  const kept = ids.filter((id) => chosen.includes(id)).slice(0, maxProperties);
  for (const id of ids) if (kept.length < maxProperties && !kept.includes(id)) kept.push(id);

  const unassigned: ManagerUnassignment[] = [];
  const remaining = new Set<string>();
  for (const property of properties) {
    if (!kept.includes(property.id)) continue;
    const byAge = [...property.managers].sort((a, b) => assignedAt(a) - assignedAt(b) || a.id - b.id);
    byAge.slice(0, managersPerProperty).forEach((a) => remaining.add(a.managerId));
    for (const a of byAge.slice(managersPerProperty)) {
      unassigned.push({ assignmentId: a.id, propertyId: property.id, managerId: a.managerId });
    }
  }
  const assignedNow = new Set(properties.flatMap((p) => p.managers.map((a) => a.managerId)));
  return {
    keptPropertyIds: kept,
    deactivatedPropertyIds: ids.filter((id) => !kept.includes(id)),
    unassigned,
    managersWithoutProperty: [...assignedNow].filter((id) => !remaining.has(id)),
  };
}
